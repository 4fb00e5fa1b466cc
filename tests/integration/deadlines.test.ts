import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { deadline as deadlineSchema, performedDeadline } from '@mizan/shared/schemas/dossiers';
import { addCalendarDays, casablancaToday, holidayOn, isClosedDay, isWeekend } from '../../functions/src/services/working-days';
import { withoutIsolates } from '@mizan/shared/bidi';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { getItem, tableClient, updateItem } from '../support/table';
import { asFirm, newStaff } from './identity-helpers';
import { clientWithAccount, createDossier, getDossier, registerFirm, type ErrorBody } from './dossiers-support';

type Deadline = z.infer<typeof deadlineSchema>;
type Performed = z.infer<typeof performedDeadline>;
type Page = { items: Deadline[]; cursor: string | null };

let firm: TestFirm;
let other: TestFirm;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
});

const DAY_MS = 86_400_000;
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const today = () => casablancaToday(new Date());

const add = (token: string, body: Record<string, unknown>, language = 'fr') =>
  api<Deadline & ErrorBody>('dossiers.addDeadline', { token, body, headers: { 'accept-language': language } });
const addOk = async (token: string, body: Record<string, unknown>) => {
  const res = await add(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};
const perform = (token: string, id: string) =>
  api<Performed & ErrorBody>('dossiers.performDeadline', { token, query: { id }, headers: { 'accept-language': 'fr' } });
const list = (token: string, id: string, query: Record<string, string | number> = {}) =>
  api<Page & ErrorBody>('dossiers.deadlines', { token, params: { id }, query });
const listAll = async (token: string, id: string, limit = 50) => {
  const items: Deadline[] = [];
  let cursor: string | undefined;
  do {
    const res = await list(token, id, { limit, ...(cursor ? { cursor } : {}) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.cursor ?? undefined;
  } while (cursor);
  return items;
};
/** A dossier's history items as stored, newest first. */
const storedHistory = async (structureId: string, dossierId: string) =>
  (
    await tableClient().send(
      new QueryCommand({
        TableName: inject('env').TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :action)',
        ExpressionAttributeValues: { ':pk': `T#${structureId}#D#${dossierId}`, ':action': 'ACTION#' },
        ScanIndexForward: false,
      }),
    )
  ).Items ?? [];
const usage = async (structureId: string, type: string) =>
  (await getItem({ pk: `T#${structureId}`, sk: `REFTYPE#deadlineType#${type}` }))?.usage as number | undefined;
const createType = async (id: string, isauto: boolean, nextActions: { IdChild: string; delais: number }[]) => {
  const res = await api('management.createDeadlineType', {
    token: firm.token,
    body: { id, label: `Type ${id}`, isauto, delai: 0, nextActions, traductions: [{ langue: 'fr', valeur: `Type ${id}` }] },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

describe('add a cabinet deadline', () => {
  it('adds a day deadline and a hearing with its time in Casablanca, for the dossier’s lawyer, counted and in the history', async () => {
    const dossier = await createDossier(firm);
    const before = (await usage(firm.structureId, 'AUD')) ?? 0;
    const day = await addOk(firm.token, {
      id: '00000000-0000-0000-0000-000000000000',
      idDossier: dossier.id,
      idtypeecheance: 'DOC',
      dateecheance: '2026-12-10',
      contenu: 'Conclusions en réplique',
    });
    expect(day).toMatchObject({
      idDossier: dossier.id,
      idTypeEcheance: 'DOC',
      typeEcheanceLabel: 'Envoi de documents',
      dateEcheance: '2026-12-10',
      contenu: 'Conclusions en réplique',
      alerte: false,
      dateRealisation: null,
      idUtilisateur: firm.userId,
      responsable: 'Salma Alaoui',
      calcul: null,
      propositions: [],
    });
    expect(day.idEcheanceDossier).not.toBe('00000000-0000-0000-0000-000000000000');
    const hearing = await addOk(firm.token, {
      idDossier: dossier.id,
      idtypeecheance: 'AUD',
      dateecheance: '2026-12-03T09:30',
      alerte: true,
      idUtilisateur: firm.userId,
    });
    expect(hearing).toMatchObject({ dateEcheance: '2026-12-03T09:30:00+01:00', alerte: true, typeEcheanceLabel: 'Audience' });
    // an instant is read on Casablanca's clocks: 08:30 UTC is 09:30 there in December
    const instant = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: '2026-12-04T08:30:00.000Z' });
    expect(instant.dateEcheance).toBe('2026-12-04T09:30:00+01:00');
    expect(await usage(firm.structureId, 'AUD')).toBe(before + 2);
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions.filter((a) => a.idTypeAction === 'AJOUT_ECHEANCE')).toHaveLength(3);
  });

  it("refuses a missing or invalid date or type with the specification's message, in the reader's language, and writes nothing", async () => {
    const dossier = await createDossier(firm);
    const missing = await add(firm.token, { idDossier: dossier.id });
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([
      { field: 'idtypeecheance', code: 'deadline_invalid', message: 'Erreur: Merci de vérifier les données.' },
      { field: 'dateecheance', code: 'deadline_invalid', message: 'Erreur: Merci de vérifier les données.' },
    ]);
    const arabic = await add(firm.token, { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: '31/12/2026' }, 'ar');
    expect(arabic.body.details).toEqual([{ field: 'dateecheance', code: 'deadline_invalid', message: 'خطأ: يرجى التحقق من البيانات.' }]);
    const unknownType = await add(firm.token, { idDossier: dossier.id, idtypeecheance: 'NOPE', dateecheance: '2026-12-31' }, 'en');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.details).toEqual([
      { field: 'idtypeecheance', code: 'deadline_invalid', message: 'Error: please check the data.' },
    ]);
    const client = await add(firm.token, {
      idDossier: dossier.id,
      idtypeecheance: 'AUD',
      dateecheance: '2026-12-31',
      idUtilisateur: dossier.clients[0]!.idClient,
    });
    expect(client.status).toBe(400);
    expect(client.body.details).toContainEqual(expect.objectContaining({ field: 'idUtilisateur', code: 'lawyer_invalid' }));
    expect(await listAll(firm.token, dossier.id)).toEqual([]);
  });
});

describe('the list', () => {
  it('answers open deadlines first by date (overdue ones flagged), then realised ones, a page at a time in that order', async () => {
    const dossier = await createDossier(firm);
    const yesterday = plus(today(), -1);
    const dates = [plus(today(), 30), `${plus(today(), 10)}T15:00`, yesterday, plus(today(), 10), plus(today(), 5), plus(today(), -20)];
    const added: Deadline[] = [];
    for (const date of dates) added.push(await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'TEL', dateecheance: date }));
    // perform two of them: they go after the open ones
    for (const index of [0, 5]) expect((await perform(firm.token, added[index]!.idEcheanceDossier)).status).toBe(200);

    const items = await listAll(firm.token, dossier.id);
    const open = items.filter((d) => !d.dateRealisation);
    const realised = items.filter((d) => d.dateRealisation);
    expect(items.slice(0, open.length)).toEqual(open);
    expect(open.map((d) => d.dateEcheance.slice(0, 10))).toEqual([yesterday, plus(today(), 5), plus(today(), 10), plus(today(), 10)]);
    expect(open[2]!.dateEcheance).toBe(plus(today(), 10)); // a day before the same day with a time
    expect(open.map((d) => d.enRetard)).toEqual([true, false, false, false]);
    expect(realised.map((d) => d.dateEcheance)).toEqual([plus(today(), -20), plus(today(), 30)]);
    expect(realised.every((d) => !d.enRetard)).toBe(true);

    // pages of 2 walk the same order, the last page's cursor is null
    const first = await list(firm.token, dossier.id, { limit: 2 });
    expect(first.body.items).toEqual(items.slice(0, 2));
    expect(first.body.cursor).toEqual(expect.any(String));
    expect(await listAll(firm.token, dossier.id, 2)).toEqual(items);
    const last = await list(firm.token, dossier.id, { limit: 6 });
    expect(last.body.cursor).toBeNull();
    expect((await list(firm.token, dossier.id, { cursor: 'not-a-cursor' })).status).toBe(400);
  });
});

describe('Perform and chains', () => {
  /** The first day ≥ `from` + 3 that is a weekday and no holiday (a closure day is added there). */
  const openWeekday = (from: string) => {
    let day = plus(from, 3);
    while (isClosedDay(day)) day = plus(day, 1);
    return day;
  };
  /** The next holiday after `from` that falls on a weekday (so that the holiday itself moves the date). */
  const weekdayHoliday = (from: string) => {
    let day = plus(from, 1);
    while (!holidayOn(day) || isWeekend(day)) day = plus(day, 1);
    return day;
  };
  const nextSaturday = (from: string) => {
    let day = plus(from, 1);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = plus(day, 1);
    return day;
  };

  it('creates the chain of an automatic type at once, each date moved past a weekend, a holiday and a closure day, with the reasons', async () => {
    const from = today();
    const saturday = nextSaturday(from);
    const holiday = weekdayHoliday(from);
    const closure = openWeekday(from);
    const closed = await api('management.addClosureDay', {
      token: firm.token,
      body: { date: closure, motif: 'Séminaire du cabinet' },
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    await createType('CHAINAUTO', true, [
      { IdChild: 'DOC', delais: daysBetween(from, saturday) },
      { IdChild: 'TEL', delais: daysBetween(from, holiday) },
      { IdChild: 'RDV', delais: daysBetween(from, closure) },
      { IdChild: 'AUD', delais: daysBetween(from, '2028-06-01') },
    ]);
    const dossier = await createDossier(firm);
    const parent = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'CHAINAUTO', dateecheance: from, alerte: true });
    const usageBefore = (await usage(firm.structureId, 'TEL')) ?? 0;

    const res = await perform(firm.token, parent.idEcheanceDossier);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.dateRealisation).toEqual(expect.any(String));
    expect(res.body.propositions).toEqual([]);
    const byType = Object.fromEntries(res.body.enchainees.map((d) => [d.idTypeEcheance, d]));
    const closures = [closure];

    const weekend = byType.DOC!;
    expect(weekend.dateEcheance).toBe(addCalendarDays(from, daysBetween(from, saturday), closures));
    expect(weekend.calcul).toMatchObject({ depuis: from, dateCalculee: saturday, verifiee: true });
    expect(weekend.calcul!.motifs[0]).toEqual({ date: saturday, nature: 'weekend', libelle: 'samedi' });
    expect(weekend).toMatchObject({ idEcheanceParent: parent.idEcheanceDossier, alerte: true, idUtilisateur: firm.userId });

    const afterHoliday = byType.TEL!;
    expect(afterHoliday.dateEcheance).toBe(addCalendarDays(from, daysBetween(from, holiday), closures));
    expect(afterHoliday.calcul!.motifs[0]).toEqual({ date: holiday, nature: 'holiday', libelle: holidayOn(holiday)!.name.fr });

    const afterClosure = byType.RDV!;
    expect(afterClosure.dateEcheance).toBe(addCalendarDays(from, daysBetween(from, closure), closures));
    expect(afterClosure.calcul!.motifs[0]).toEqual({
      date: closure,
      nature: 'closure',
      libelle: 'Fermeture du cabinet — Séminaire du cabinet',
    });

    // 2028's religious holidays are not in the data: the date could not be checked
    expect(byType.AUD!.calcul).toMatchObject({ dateCalculee: '2028-06-01', verifiee: false });

    expect(await usage(firm.structureId, 'TEL')).toBe(usageBefore + 1);
    const items = await listAll(firm.token, dossier.id);
    expect(items.filter((d) => d.idEcheanceParent === parent.idEcheanceDossier)).toHaveLength(4);
    expect(items.at(-1)).toMatchObject({ idEcheanceDossier: parent.idEcheanceDossier, dateRealisation: res.body.dateRealisation });
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions.filter((a) => a.idTypeAction === 'REALISATION_ECHEANCE')).toHaveLength(1);
  });

  it('proposes the chain of a non-automatic type; the lawyer keeps some, once', async () => {
    const dossier = await createDossier(firm);
    const hearing = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: `${today()}T09:00` });
    const performed = await perform(firm.token, hearing.idEcheanceDossier);
    expect(performed.status).toBe(200);
    expect(performed.body.enchainees).toEqual([]);
    expect(performed.body.propositions).toEqual([
      expect.objectContaining({
        idTypeEcheance: 'DOC',
        typeEcheanceLabel: 'Envoi de documents',
        dateEcheance: addCalendarDays(today(), 7),
        calcul: expect.objectContaining({ depuis: today(), delais: 7, dateCalculee: plus(today(), 7) }),
      }),
    ]);
    // the list shows them until they are handled
    expect((await listAll(firm.token, dossier.id))[0]!.propositions).toHaveLength(1);

    const unknown = await api<ErrorBody>('dossiers.chainDeadlines', {
      token: firm.token,
      params: { id: hearing.idEcheanceDossier },
      body: { idTypeEcheances: ['TEL'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'idTypeEcheances.0', code: 'proposal_unknown' })]);

    const kept = await api<Performed>('dossiers.chainDeadlines', {
      token: firm.token,
      params: { id: hearing.idEcheanceDossier },
      body: { idTypeEcheances: ['DOC'] },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.propositions).toEqual([]);
    expect(kept.body.enchainees).toEqual([
      expect.objectContaining({
        idTypeEcheance: 'DOC',
        dateEcheance: addCalendarDays(today(), 7),
        idEcheanceParent: hearing.idEcheanceDossier,
      }),
    ]);
    const again = await api<ErrorBody>('dossiers.chainDeadlines', {
      token: firm.token,
      params: { id: hearing.idEcheanceDossier },
      body: { idTypeEcheances: ['DOC'] },
      headers: { 'accept-language': 'fr' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Les échéances suivantes proposées ont déjà été traitées');
    expect((await listAll(firm.token, dossier.id)).filter((d) => d.idTypeEcheance === 'DOC')).toHaveLength(1);
  });

  it('performs once: five Performs at the same moment give one 200, four 409 already_performed, and one chain', async () => {
    await createType('RACE', true, [{ IdChild: 'TEL', delais: 2 }]);
    const dossier = await createDossier(firm);
    const deadline = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'RACE', dateecheance: today() });
    const answers = await Promise.all(Array.from({ length: 5 }, () => perform(firm.token, deadline.idEcheanceDossier)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ error: 'already_performed', message: 'Cette échéance a déjà été réalisée' });
    }
    const items = await listAll(firm.token, dossier.id);
    expect(items.filter((d) => d.idEcheanceParent === deadline.idEcheanceDossier)).toHaveLength(1);
    expect(items.find((d) => d.idEcheanceDossier === deadline.idEcheanceDossier)!.dateRealisation).toBe(
      answers.find((a) => a.status === 200)!.body.dateRealisation,
    );
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions.filter((a) => a.idTypeAction === 'REALISATION_ECHEANCE')).toHaveLength(1);
    // a later Perform changes nothing either
    expect((await perform(firm.token, deadline.idEcheanceDossier)).status).toBe(409);
    expect(await listAll(firm.token, dossier.id)).toEqual(items);
  });

  it('indexes open alerted deadlines by responsible lawyer and date, and drops them from the index once performed', async () => {
    const dossier = await createDossier(firm);
    const alerted = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'TEL', dateecheance: '2026-12-07', alerte: true });
    const alertsOf = async () => {
      const { Items = [] } = await tableClient().send(
        new QueryCommand({
          TableName: inject('env').TABLE_NAME,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :week)',
          ExpressionAttributeValues: { ':pk': `T#${firm.structureId}#U#${firm.userId}#ALERT`, ':week': '2026-12-07' },
        }),
      );
      return Items.map((item) => item.id as string);
    };
    expect(await alertsOf()).toContain(alerted.idEcheanceDossier);
    expect((await perform(firm.token, alerted.idEcheanceDossier)).status).toBe(200);
    expect(await alertsOf()).not.toContain(alerted.idEcheanceDossier);
  });
});

describe('delete', () => {
  it('deletes an open deadline, counted and recorded in the history; a performed one stays (409)', async () => {
    const dossier = await createDossier(firm);
    const open = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'RDV', dateecheance: '2026-12-15T11:00' });
    const done = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'TEL', dateecheance: '2026-12-16' });
    expect((await perform(firm.token, done.idEcheanceDossier)).status).toBe(200);
    const before = (await usage(firm.structureId, 'RDV')) ?? 0;

    const deleted = await api('dossiers.deleteDeadline', { token: firm.token, params: { id: open.idEcheanceDossier } });
    expect(deleted.status).toBe(200);
    expect(await usage(firm.structureId, 'RDV')).toBe(before - 1);
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions[0]).toMatchObject({
      idTypeAction: 'SUPPRESSION_ECHEANCE',
      echeance: { echeance: { idTypeEcheance: 'RDV', typeEcheance: 'Appointment', date: '2026-12-15T11:00' } },
    });
    expect(withoutIsolates(detail.actions[0]!.valeur)).toBe('Appointment on 15/12/2026 11:00');
    expect((await listAll(firm.token, dossier.id)).map((d) => d.idEcheanceDossier)).toEqual([done.idEcheanceDossier]);
    expect((await api('dossiers.deleteDeadline', { token: firm.token, params: { id: open.idEcheanceDossier } })).status).toBe(404);

    const kept = await api<ErrorBody>('dossiers.deleteDeadline', {
      token: firm.token,
      params: { id: done.idEcheanceDossier },
      headers: { 'accept-language': 'en' },
    });
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe('A performed deadline cannot be deleted');
  });
});

describe('correct and undo', () => {
  type Undone = Deadline & { enchaineesRetirees: number; enchaineesConservees: number };
  const correct = (token: string, id: string, body: Record<string, unknown>, language = 'fr') =>
    api<Deadline & ErrorBody>('dossiers.updateDeadline', { token, params: { id }, body, headers: { 'accept-language': language } });
  const undo = (token: string, id: string, language = 'fr') =>
    api<Undone & ErrorBody>('dossiers.undoDeadline', { token, params: { id }, headers: { 'accept-language': language } });

  it('moves a corrected date in the list, moves one use between the old and the new type, records the change as data; a performed deadline is refused (409)', async () => {
    const dossier = await createDossier(firm);
    const first = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: '2026-12-10' });
    const second = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'TEL', dateecheance: '2026-12-12' });
    const [docBefore, audBefore] = [(await usage(firm.structureId, 'DOC')) ?? 0, (await usage(firm.structureId, 'AUD')) ?? 0];

    const res = await correct(firm.token, first.idEcheanceDossier, {
      idtypeecheance: 'AUD',
      dateecheance: '2026-12-20T09:30',
      alerte: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      idTypeEcheance: 'AUD',
      dateEcheance: '2026-12-20T09:30:00+01:00',
      alerte: true,
      dateRealisation: null,
    });
    expect([await usage(firm.structureId, 'DOC'), await usage(firm.structureId, 'AUD')]).toEqual([docBefore - 1, audBefore + 1]);
    expect((await listAll(firm.token, dossier.id)).map((d) => d.idEcheanceDossier)).toEqual([
      second.idEcheanceDossier,
      first.idEcheanceDossier,
    ]);
    // stored as data, not as a sentence: the deadline's type code, date and responsible, and each change
    const [stored] = await storedHistory(firm.structureId, dossier.id);
    expect(stored).toMatchObject({
      idTypeAction: 'MODIFICATION_ECHEANCE',
      valeur: '',
      echeance: { echeance: { idTypeEcheance: 'AUD', date: '2026-12-20T09:30', idUtilisateur: firm.userId } },
    });
    // the detail, in English (no language asked)
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions[0]).toMatchObject({
      idTypeAction: 'MODIFICATION_ECHEANCE',
      echeance: { echeance: { idTypeEcheance: 'AUD', typeEcheance: 'Court hearing', date: '2026-12-20T09:30' }, suivantes: [] },
      changes: [
        { field: 'idTypeEcheance', before: 'DOC', after: 'AUD', labels: { before: 'Document sending', after: 'Court hearing' } },
        { field: 'dateEcheance', before: '2026-12-10', after: '2026-12-20T09:30:00+01:00' },
        { field: 'alerte', before: false, after: true },
      ],
    });
    // worded when read, in the reader's language, each value isolated
    const arabic = await api<{ items: { valeur: string; echeance?: unknown }[] }>('dossiers.actions', {
      token: firm.token,
      params: { id: dossier.id },
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.body.items[0]!.valeur).toBe('\u2068جلسة\u2069 بتاريخ \u206620/12/2026 09:30\u2069');

    // an unknown type is refused on its field, and changes no count
    const telUses = await usage(firm.structureId, 'TEL');
    const unknown = await correct(firm.token, second.idEcheanceDossier, { idtypeecheance: 'NOPE', dateecheance: '2026-12-12' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'idtypeecheance' })]);
    expect(await usage(firm.structureId, 'TEL')).toBe(telUses);

    // the lookup followed the move: Perform finds it, and then it can no longer be corrected
    expect((await perform(firm.token, first.idEcheanceDossier)).status).toBe(200);
    const late = await correct(firm.token, first.idEcheanceDossier, { idtypeecheance: 'AUD', dateecheance: '2026-12-21' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      message: 'Une échéance réalisée ne peut pas être modifiée',
      details: [{ code: 'performed_not_editable' }],
    });
  });

  it('undoes a Perform for its performer within 24 hours, removing the chained deadlines nobody touched; refuses another person and a later undo', async () => {
    await createType('UNDOAUTO', true, [
      { IdChild: 'DOC', delais: 3 },
      { IdChild: 'TEL', delais: 5 },
    ]);
    const colleague = await newStaff(asFirm(firm));
    const dossier = await createDossier(firm);
    const parent = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'UNDOAUTO', dateecheance: '2026-12-01' });
    const id = parent.idEcheanceDossier;
    const performed = await perform(firm.token, id);
    expect(performed.status).toBe(200);
    expect(performed.body.annulable).toBe(true);
    const byType = Object.fromEntries(performed.body.enchainees.map((d) => [d.idTypeEcheance, d]));
    // someone works on one of the chained deadlines: it stays
    const touched = await correct(firm.token, byType.TEL!.idEcheanceDossier, {
      idtypeecheance: 'TEL',
      dateecheance: byType.TEL!.dateEcheance,
      contenu: 'Rappeler le greffe',
    });
    expect(touched.status).toBe(200);
    const docUses = (await usage(firm.structureId, 'DOC')) ?? 0;

    const other = await undo(colleague.token, id);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("Seule la personne qui a réalisé l'échéance peut annuler sa réalisation");
    expect((await listAll(colleague.token, dossier.id)).find((d) => d.idEcheanceDossier === id)?.annulable).toBe(false);
    expect((await listAll(firm.token, dossier.id)).find((d) => d.idEcheanceDossier === id)?.annulable).toBe(true);

    const undone = await undo(firm.token, id);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ dateRealisation: null, annulable: false, enchaineesRetirees: 1, enchaineesConservees: 1 });
    const left = await listAll(firm.token, dossier.id);
    expect(left.map((d) => [d.idEcheanceDossier, d.dateRealisation])).toEqual(
      expect.arrayContaining([
        [id, null],
        [byType.TEL!.idEcheanceDossier, null],
      ]),
    );
    expect(left).toHaveLength(2);
    expect(await usage(firm.structureId, 'DOC')).toBe(docUses - 1);
    expect((await api('dossiers.deleteDeadline', { token: firm.token, params: { id: byType.DOC!.idEcheanceDossier } })).status).toBe(404);
    const { body: detail } = await getDossier(firm.token, dossier.id);
    expect(detail.actions[0]).toMatchObject({
      idTypeAction: 'ANNULATION_REALISATION',
      changes: [{ field: 'dateRealisation', before: performed.body.dateRealisation, after: null }],
    });
    expect((await undo(firm.token, id)).body).toMatchObject({ statusCode: 409, details: [{ code: 'not_performed' }] });

    // performed again, 25 hours ago
    expect((await perform(firm.token, id)).status).toBe(200);
    await updateItem(
      { pk: `T#${firm.structureId}#D#${dossier.id}`, sk: `DEADLINE#R#2026-12-01#${id}` },
      { dateRealisation: new Date(Date.now() - 25 * 3_600_000).toISOString() },
    );
    const tooLate = await undo(firm.token, id, 'en');
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('A deadline can no longer be undone 24 hours after it was performed');
    expect((await listAll(firm.token, dossier.id)).find((d) => d.idEcheanceDossier === id)).toMatchObject({
      dateRealisation: expect.any(String),
      annulable: false,
    });
  });
});

describe('access', () => {
  it('refuses a client (403) and answers another firm 404 for the dossier and for the deadline', async () => {
    const { dossier, token: clientToken } = await clientWithAccount(firm);
    const deadline = await addOk(firm.token, { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: '2026-12-21T10:00' });
    const id = deadline.idEcheanceDossier;
    const attempts = (token: string) => [
      list(token, dossier.id),
      add(token, { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: '2026-12-22' }),
      perform(token, id),
      api('dossiers.chainDeadlines', { token, params: { id }, body: { idTypeEcheances: [] } }),
      api('dossiers.deleteDeadline', { token, params: { id } }),
      api('dossiers.updateDeadline', { token, params: { id }, body: { idtypeecheance: 'AUD', dateecheance: '2026-12-23' } }),
      api('dossiers.undoDeadline', { token, params: { id } }),
    ];
    expect((await Promise.all(attempts(clientToken))).map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await Promise.all(attempts(other.token))).map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    // untouched by either
    expect(await listAll(firm.token, dossier.id)).toEqual([expect.objectContaining({ idEcheanceDossier: id, dateRealisation: null })]);
  });
});
