import type { Language } from '@mizan/shared/roles';
import { templateDate, type TemplateParty, type TemplateValues } from '@mizan/shared/templates';
import { clock } from '../../adapters/clock';
import { getClients, type ClientRecord } from '../../db/clients';
import { readCourtRecord } from '../../db/court-records';
import { dossierParties } from '../../db/dossier-parties';
import type { Dossier } from '../../db/dossiers';
import { getFirm } from '../../db/firms';
import { fullName, getUser } from '../../db/users';
import { courtLabel } from '../../services/reference-data';
import { casablancaToday } from '../../services/working-days';

const party = (record: ClientRecord): TemplateParty => ({
  nom: record.nom ?? '',
  prenom: record.prenom ?? '',
  raisonSociale: record.raisonSociale ?? '',
});

/**
 * What a dossier gives a template written in `language`: its references and name, its first
 * client and adversary (and every one, for the lists), its court, its next hearing (the court
 * portal's, the earliest from today), the firm's name and address, its lawyer and today, dates in
 * the template's language (P1 in access-patterns.md).
 */
export const templateValues = async (structureId: string, dossier: Dossier, language: Language): Promise<TemplateValues> => {
  const today = casablancaToday(clock.now());
  const [links, court, firm, lawyer] = await Promise.all([
    dossierParties(structureId, dossier.id),
    readCourtRecord(structureId, dossier.id),
    getFirm(structureId),
    getUser(structureId, dossier.idUtilisateur),
  ]);
  const records = await getClients(
    structureId,
    links.map((link) => link.idClient),
  );
  const partiesAs = (role: 'CLIENT' | 'ADVERSAIRE') =>
    links.filter((link) => link.role === role).flatMap((link) => (records.has(link.idClient) ? [party(records.get(link.idClient)!)] : []));
  const clients = partiesAs('CLIENT');
  const adversaires = partiesAs('ADVERSAIRE');
  const nextHearing = court.deadlines
    .map((deadline) => deadline.prochaineAudience)
    .filter((at): at is string => !!at && at.slice(0, 10) >= today)
    .sort()[0];
  return {
    'dossier.refCabinet': dossier.refCabinet,
    'dossier.refTribunal': dossier.refTribunal ?? '',
    'dossier.objet': dossier.nom ?? '',
    'client.nom': clients[0]?.nom || clients[0]?.raisonSociale || '',
    'client.prenom': clients[0]?.prenom ?? '',
    'adversaire.nom': adversaires[0]?.nom ?? '',
    'adversaire.raisonSociale': adversaires[0]?.raisonSociale ?? '',
    'tribunal.label': courtLabel(dossier.idTribunal, language),
    'audience.date': nextHearing ? templateDate(nextHearing, language) : '',
    'cabinet.nom': firm?.nom ?? '',
    'cabinet.adresse': [firm?.adresse, firm?.ville].filter(Boolean).join(', '),
    'avocat.nom': lawyer ? fullName(lawyer) : '',
    aujourdhui: templateDate(today, language),
    clients,
    adversaires,
  };
};

/** Each field and list the template uses with the value it will get (a list: its elements' names, joined). */
export const previewOf = (champs: readonly string[], values: TemplateValues) =>
  champs.map((champ) => {
    const value = values[champ as keyof TemplateValues];
    const valeur = Array.isArray(value)
      ? value.map((p) => p.raisonSociale || [p.prenom, p.nom].filter(Boolean).join(' ')).join(', ')
      : (value ?? '');
    return { champ, valeur };
  });
