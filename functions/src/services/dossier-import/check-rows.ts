import type * as z from 'zod';
import type { ImportRow } from '@mizan/shared/imports';
import type { PreviewRow, RowReason } from '@mizan/shared/schemas/imports';
import { dossierWriteBody } from '@mizan/shared/schemas/dossiers';
import { findByIdentifiers, getClients, matchName } from '../../db/clients';
import { takenReferences } from '../../db/dossiers';
import { normaliseText } from '../../db/normalise';
import { identifierOf, newRecord, typeOfFields } from '../client-records';
import { findConflictsOfEach, isSameParty, opposite, type PartyCandidate } from '../conflicts';
import { isActiveLawyer } from '../lawyers';
import { isCourt, loadReferenceTypes } from '../reference-data';
import type { SheetRow } from './read-sheet';

/**
 * The preview's checks of a file's rows, the dossier form's rules: the form's schema
 * (dossierWriteBody: required fields, dates, phones, emails, CIN/RC shapes), then what the
 * creation checks against the firm (an active dossier type, a known court, a real date, a
 * reference no dossier has, the importer an active lawyer, who becomes the dossiers' lawyer), and
 * what a file adds: a reference twice in the file, a CIN or RC that is another person's (in the
 * firm, or earlier in the file), a new party without a name; and, as the form, a conflict of
 * interest: a party on the other side of one of the firm's dossiers, or of an earlier row of the
 * file that is to be created (the form asks to confirm; the import does not create such a row). A row passing them all is the body the dossier form would
 * send; the run creates it through the same service.
 */
export type DossierBody = z.infer<typeof dossierWriteBody>;
type Party = DossierBody['Client'][number];
export type CheckedRow = PreviewRow & { body?: DossierBody };

const SIDES = [
  { side: 'Client', prefix: 'client', statut: 'PLG' },
  { side: 'adversaire', prefix: 'adversaire', statut: 'ACS' },
] as const;
const PARTY_FIELDS = ['cin', 'nom', 'prenom', 'rc', 'raisonSociale', 'phone', 'email'] as const;
const capitalised = (field: string) => `${field[0]!.toUpperCase()}${field.slice(1)}`;

/** A party's fields from the row's columns (`clientCin`…), of the type they say. */
const partyOf = (row: ImportRow, prefix: 'client' | 'adversaire', statut: 'PLG' | 'ACS') => {
  const fields = Object.fromEntries(
    PARTY_FIELDS.flatMap((field) => {
      const value = row[`${prefix}${capitalised(field)}` as keyof ImportRow];
      return value === undefined ? [] : [[field, value]];
    }),
  );
  if (!Object.keys(fields).length) return [];
  return [{ ...fields, idTypeClient: typeOfFields(fields), idStatutClient: statut }];
};

/** The body the dossier form would send for the row. */
const formBody = (row: ImportRow) => ({
  refCabinet: row.refCabinet,
  nom: row.nom,
  idTypeDossier: row.idTypeDossier,
  idTribunal: row.idTribunal,
  dateOuverture: row.dateOuverture,
  refClient: row.refClient,
  refTribunal: row.refTribunal,
  Client: partyOf(row, 'client', 'PLG'),
  adversaire: partyOf(row, 'adversaire', 'ACS'),
});

/** A form field's path (`Client.0.cin`) as the file's column (`clientCin`). */
export const columnOf = (path: readonly PropertyKey[]) => {
  const side = SIDES.find((s) => s.side === path[0]);
  return side ? `${side.prefix}${capitalised(String(path[2] ?? 'nom'))}` : String(path[0] ?? 'file');
};

const identifierKey = (party: Party) => {
  const identifier = identifierOf(party);
  return identifier && `${identifier.kind}#${identifier.value}`;
};

/** A conflict of interest as a row's reason: the party is on the other side (`role`) of the firm's dossier `refCabinet`. */
export const conflictReason = (champ: string, { role, refCabinet }: { role: string; refCabinet: string }): RowReason => ({
  champ,
  code: role === 'CLIENT' ? 'conflict_is_client' : 'conflict_is_adversaire',
  dossier: refCabinet,
});

/** The keys under which a party on `role`'s side may be met again: its record, its CIN or RC, its name (isSameParty decides). */
const sideKeys = (role: string, { record }: PartyCandidate) => {
  const identifier = record.idTypeClient === 'PM' ? record.rc : record.cin;
  const name = matchName(record);
  return [`id#${record.idClient}`, identifier && `${record.idTypeClient}#${identifier}`, name && `${record.idTypeClient}~${name}`]
    .filter((key): key is string => !!key)
    .map((key) => `${role}|${key}`);
};

/**
 * The rows' conflicts with the file's own earlier rows, in the file's order, as the run's creation
 * finds them: a row still to be created whose party is on the other side of an earlier such row
 * is not created either, its reason naming that row's reference. Parties are kept by side, so a
 * client of every row (a bank's recovery files) meets none of its own.
 */
const withFileConflicts = (rows: readonly CheckedRow[], partiesOf: (row: CheckedRow) => PartyCandidate[]): CheckedRow[] => {
  const earlier = new Map<string, { party: PartyCandidate; refCabinet: string }[]>();
  return rows.map((row) => {
    if (!row.body) return row;
    const parties = partiesOf(row);
    const raisons = parties.flatMap((party) => {
      const met = new Set(sideKeys(opposite(party.role), party).flatMap((key) => earlier.get(key) ?? []));
      return [...met]
        .filter((e) => isSameParty(e.party.record, party.record))
        .map((e) => conflictReason(party.field, { role: e.party.role, refCabinet: e.refCabinet }));
    });
    if (raisons.length) return { ligne: row.ligne, refCabinet: row.refCabinet, valide: false, raisons };
    for (const party of parties) {
      const entry = { party, refCabinet: row.refCabinet };
      for (const key of sideKeys(party.role, party)) {
        const met = earlier.get(key);
        if (met) met.push(entry);
        else earlier.set(key, [entry]);
      }
    }
    return row;
  });
};

/** The CIN and RC of a body's parties. */
export const partyKeys = (body: DossierBody) => [...body.Client, ...body.adversaire].flatMap((party) => identifierKey(party) ?? []);

/**
 * The rows checked; `fileNames`: the names of the CIN/RC the file's clients sheet creates (its
 * preview runs before their records exist), by `kind#value`.
 */
export const checkRows = async (
  structureId: string,
  importerId: string,
  rows: readonly SheetRow[],
  fileNames: ReadonlyMap<string, string> = new Map(),
): Promise<CheckedRow[]> => {
  const parsed = rows.map(({ ligne, row }) => ({ ligne, row, result: dossierWriteBody.safeParse(formBody(row)) }));
  const bodies = parsed.flatMap((p) => (p.result.success ? [p.result.data] : []));
  const parties = bodies.flatMap((body) => [...body.Client, ...body.adversaire]);
  const [types, taken, byIdentifier, lawyer] = await Promise.all([
    loadReferenceTypes(structureId, 'dossierType'),
    takenReferences(
      structureId,
      bodies.map((body) => body.refCabinet),
    ),
    findByIdentifiers(
      structureId,
      parties.flatMap((party) => identifierOf(party) ?? []),
    ),
    isActiveLawyer(structureId, importerId),
  ]);
  const records = await getClients(structureId, [...byIdentifier.values()]);
  const activeTypes = new Set(types.filter((type) => type.actif).map((type) => type.id));
  /** Each identifier's name: the firm's record's, else the clients sheet's, else the first row's that gave it. */
  const names = new Map([
    ...fileNames,
    ...[...byIdentifier].map(([key, id]) => [key, records.get(id) && matchName(records.get(id)!)] as const),
  ]);
  const references = new Set<string>();

  const checked = parsed.map(({ ligne, row, result }): CheckedRow => {
    const refCabinet = row.refCabinet ?? '';
    if (!result.success) {
      const raisons = result.error.issues.map((issue) => ({ champ: columnOf(issue.path), code: issue.message }));
      return { ligne, refCabinet, valide: false, raisons };
    }
    const body = result.data;
    const raisons: RowReason[] = [];
    const reason = (champ: string, code: string) => raisons.push({ champ, code });
    if (!lawyer) reason('file', 'lawyer_not_avocat');
    if (!activeTypes.has(body.idTypeDossier)) reason('idTypeDossier', 'dossier_type_unknown');
    if (!isCourt(body.idTribunal)) reason('idTribunal', 'court_unknown');
    if (Number.isNaN(Date.parse(`${body.dateOuverture}T00:00:00Z`))) reason('dateOuverture', 'date_invalid');
    const reference = normaliseText(body.refCabinet);
    if (references.has(reference)) reason('refCabinet', 'ref_duplicate_in_file');
    else if (taken.has(reference)) reason('refCabinet', 'ref_cabinet_taken');
    references.add(reference);
    const inRow = new Set<string>();
    for (const { side, prefix } of SIDES)
      for (const party of body[side]) {
        const key = identifierKey(party);
        const identifierColumn = `${prefix}${party.idTypeClient === 'PM' ? 'Rc' : 'Cin'}`;
        const nameColumn = `${prefix}${party.idTypeClient === 'PM' ? 'RaisonSociale' : 'Nom'}`;
        const named = party.idTypeClient === 'PM' ? party.raisonSociale : party.nom;
        if (key && inRow.has(key)) reason(identifierColumn, 'party_duplicate');
        if (key) inRow.add(key);
        const known = key ? names.get(key) : undefined;
        if (!named && !known) reason(nameColumn, 'required');
        else if (named && key && known !== undefined && known !== matchName(party)) reason(identifierColumn, 'identifier_other_person');
        else if (named && key && known === undefined) names.set(key, matchName(party));
      }
    return raisons.length ? { ligne, refCabinet, valide: false, raisons } : { ligne, refCabinet, valide: true, raisons, body };
  });
  /** A row's parties as the creation would resolve them: the firm's record of their CIN or RC, else a new one. */
  const candidates = (body: DossierBody): PartyCandidate[] =>
    SIDES.flatMap(({ side, prefix }) =>
      body[side].map((party) => {
        const known = byIdentifier.get(identifierKey(party) ?? '');
        const record = (known && records.get(known)) || newRecord(party, side === 'Client');
        const field = `${prefix}${party.idTypeClient === 'PM' ? 'RaisonSociale' : 'Nom'}`;
        return { field, role: side === 'Client' ? ('CLIENT' as const) : ('ADVERSAIRE' as const), record };
      }),
    );
  const valid = checked.filter((row) => row.body);
  const conflicts = await findConflictsOfEach(
    structureId,
    valid.map((row) => candidates(row.body!)),
  );
  const conflicting = new Map(valid.map((row, i) => [row, conflicts[i]!]));
  const withFirmConflicts = checked.map((row): CheckedRow => {
    const found = conflicting.get(row);
    if (!found?.length) return row;
    const raisons = found.map((c) => conflictReason(c.field, c));
    return { ligne: row.ligne, refCabinet: row.refCabinet, valide: false, raisons };
  });
  return withFileConflicts(withFirmConflicts, (row) => candidates(row.body!));
};
