import type { Language } from '@mizan/shared/roles';
import type { hearingList } from '@mizan/shared/schemas/print';
import type * as z from 'zod';
import { getClients, partyName } from '../db/clients';
import { listClosureDays } from '../db/closure-days';
import { dossierParties } from '../db/dossier-parties';
import { listUsers } from '../db/users';
import { ValidationError } from '../errors';
import { courtHearingsOf, dossiersById } from './agenda';
import { fieldError } from './field-error';
import { loadReferenceLabels } from './reference-data';
import { addCalendarDays, casablancaToday, isRealDay, type IsoDate } from './working-days';

export type HearingList = z.infer<typeof hearingList>;
type Row = HearingList['tribunaux'][number]['audiences'][number];

/**
 * The day's hearing list (rôle d'audience) of the firm: the court portal's next hearings of that
 * day, under each staff member by whom the sync indexed them (C5, one Query each: a firm has few
 * staff), each once; then one BatchGet of their dossiers, one Query of each dossier's parties and
 * one BatchGet of those parties' records (H1 in access-patterns.md). Grouped by the dossier's
 * court (its name in `language`), courts by name, hearings by time then cabinet reference. A day
 * that does not exist (2026-02-30) is a 400 on `date`.
 */
export const readHearingList = async (structureId: string, day: IsoDate, language: Language): Promise<HearingList> => {
  if (!isRealDay(day)) throw new ValidationError([fieldError('date', 'date_invalid', language)]);
  const [users, labels] = await Promise.all([listUsers(structureId), loadReferenceLabels(structureId, language)]);
  const staff = users.filter((user) => user.idTypeUtilisateur !== 'CLIENT' && !user.deletedAt);
  const perPerson = await Promise.all(staff.map((user) => courtHearingsOf(structureId, user.idUtilisateur, day, day)));
  const hearings = [...new Map(perPerson.flat().map((h) => [`${h.idDossier}|${h.prochaineAudience}`, h])).values()];
  const dossierIds = [...new Set(hearings.map((h) => h.idDossier))];
  const [dossiers, parties] = await Promise.all([
    dossiersById(structureId, dossierIds),
    Promise.all(dossierIds.map(async (id) => [id, await dossierParties(structureId, id)] as const)),
  ]);
  const records = await getClients(structureId, [...new Set(parties.flatMap(([, links]) => links.map((link) => link.idClient)))]);
  const partiesOf = new Map(parties);
  const names = (idDossier: string, role: 'CLIENT' | 'ADVERSAIRE') =>
    (partiesOf.get(idDossier) ?? [])
      .filter((link) => link.role === role)
      .map((link) => records.get(link.idClient))
      .flatMap((record) => (record ? [partyName(record)] : []))
      .filter(Boolean)
      .join(', ');
  const people = new Map(users.map((user) => [user.idUtilisateur, `${user.prenom} ${user.nom}`.trim()]));

  const courts = new Map<string, Row[]>();
  for (const hearing of hearings) {
    const dossier = dossiers.get(hearing.idDossier);
    if (!dossier) continue;
    const at = hearing.prochaineAudience!;
    const rows = courts.get(dossier.idTribunal) ?? [];
    rows.push({
      idDossier: dossier.id,
      heure: at.slice(11, 16) || null,
      refCabinet: dossier.refCabinet,
      refTribunal: dossier.refTribunal ?? null,
      clients: names(dossier.id, 'CLIENT') || dossier.nomClient,
      adversaires: names(dossier.id, 'ADVERSAIRE'),
      avocat: people.get(dossier.idUtilisateur) ?? '',
      objet: hearing.typeLabel,
      contenu: hearing.contenu,
    });
    courts.set(dossier.idTribunal, rows);
  }
  const byTime = (a: Row, b: Row) => `${a.heure ?? ''}${a.refCabinet}`.localeCompare(`${b.heure ?? ''}${b.refCabinet}`);
  return {
    date: day,
    tribunaux: [...courts.entries()]
      .map(([idTribunal, audiences]) => ({ idTribunal, tribunal: labels.court(idTribunal), audiences: audiences.sort(byTime) }))
      .sort((a, b) => a.tribunal.localeCompare(b.tribunal, language)),
  };
};

/** The day a lawyer prepares for: the next working day after today in Casablanca (the firm's closure days are closed too). */
export const nextWorkingDay = async (structureId: string, now: Date): Promise<IsoDate> =>
  addCalendarDays(
    casablancaToday(now),
    1,
    (await listClosureDays(structureId)).map((day) => day.date),
  );
