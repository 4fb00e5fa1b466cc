import { EXPORT_KINDS } from './kinds';

/** The archive's README.md: what each file holds and its columns, in French then English. */
export const exportReadme = (firmName: string, madeAt: string) => {
  const kinds = Object.values(EXPORT_KINDS);
  const section = (language: 'fr' | 'en') =>
    kinds
      .map(
        (kind) => `### ${kind.file}.csv, ${kind.file}.json\n\n${kind[language]}\n\n${kind.columns.map((c) => `- \`${c}\``).join('\n')}\n`,
      )
      .join('\n');
  return `# Export — ${firmName}

Fait le / made on ${madeAt} (UTC).

## Français

Cette archive contient toutes les données du cabinet : pour chaque sorte d'enregistrement, un fichier CSV
(pour un tableur) et un fichier JSON (chaque enregistrement entier), et dans \`documents/\` les fichiers de
chaque dossier, un dossier par dossier (\`documents/<référence>_<id du dossier>/\`).

Les fichiers CSV :
- sont en UTF-8 avec une marque d'ordre des octets (BOM), pour qu'Excel lise l'arabe correctement ;
- séparent les champs par un point-virgule (\`;\`) et finissent les lignes par CRLF ;
- neutralisent les formules : une cellule qui commence par \`=\`, \`+\`, \`-\`, \`@\`, une tabulation ou un
  retour chariot est précédée d'une apostrophe (\`'\`), pour qu'un tableur ne l'exécute jamais ;
- écrivent en JSON une valeur qui est une liste ou un objet.

Conventions : les montants sont en centimes de dirham (entiers) ; les dates en \`AAAA-MM-JJ\`, les instants
en ISO 8601 UTC ; les colonnes \`id…\` sont des identifiants, que les autres fichiers reprennent (par exemple
\`idDossier\`, \`idClient\`, \`idUtilisateur\`) ; les codes (types, statuts, tribunaux) sont ceux du référentiel
de Mizan.

${section('fr')}
## English

This archive holds all of the firm's data: for each kind of record, a CSV file (for a spreadsheet) and a
JSON file (each record whole), and in \`documents/\` each dossier's files, one folder per dossier
(\`documents/<reference>_<dossier id>/\`).

The CSV files:
- are UTF-8 with a byte-order mark (BOM), so that Excel reads Arabic correctly;
- separate fields with a semicolon (\`;\`) and end lines with CRLF;
- neutralise formulas: a cell that begins with \`=\`, \`+\`, \`-\`, \`@\`, a tab or a carriage return is
  prefixed with an apostrophe (\`'\`), so that a spreadsheet never runs it;
- write a value that is a list or an object as JSON.

Conventions: amounts are in centimes of dirham (integers); days are \`YYYY-MM-DD\`, instants ISO 8601 UTC;
\`id…\` columns are identifiers, which the other files repeat (for example \`idDossier\`, \`idClient\`,
\`idUtilisateur\`); codes (types, statuses, courts) are Mizan's reference codes.

${section('en')}`;
};
