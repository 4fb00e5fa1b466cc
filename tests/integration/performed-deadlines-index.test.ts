import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { agenda } from '@mizan/shared/schemas/calendar';
import { indexOldPerformedDeadlines } from '../../functions/src/db/deadlines';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { getItem, putItem } from '../support/table';
import { createDossier, registerFirm } from './dossiers-support';

/**
 * `npm run migrate:deadlines` (db/deadlines.ts `indexOldPerformedDeadlines`) against the real local stack. The migration
 * reads the whole table, so this file is stack-wide (vitest.config.ts): it runs alone, while the stack holds few items.
 */
const today = () => casablancaToday(new Date());
const day = plusDays(today(), 2);

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
  Object.assign(process.env, inject('env'));
});

/** A deadline added and performed through the API, then stored as the code before E11 wrote it: without gsi1. */
const performedTheOldWay = async (dossierId: string, idtypeecheance: string, alerte: boolean) => {
  const added = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
    token: firm.token,
    body: { idDossier: dossierId, idtypeecheance, dateecheance: day, alerte },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const id = added.body.idEcheanceDossier;
  expect((await api('dossiers.performDeadline', { token: firm.token, query: { id } })).status).toBe(200);
  const key = { pk: `T#${firm.structureId}#D#${dossierId}`, sk: `DEADLINE#R#${day}#${id}` };
  const { gsi1pk: _pk, gsi1sk: _sk, ...unindexed } = (await getItem(key))!;
  await putItem(unindexed as Parameters<typeof putItem>[0]);
  return { id, key };
};

const calendarDeadline = async (id: string) => {
  const answer = await api<z.infer<typeof agenda>>('calendar.agenda', {
    token: firm.token,
    query: { dateDebut: today(), dateFin: plusDays(today(), 7) },
  });
  expect(answer.status).toBe(200);
  return answer.body.events.find((event) => event.id === id);
};

describe('deadlines performed before the calendar greyed them', () => {
  it('show as performed once `npm run migrate:deadlines` indexed them; the others stay out of the index; a second run indexes none', async () => {
    const dossier = await createDossier(firm);
    const hearing = await performedTheOldWay(dossier.id, 'AUD', false);
    const unalerted = await performedTheOldWay(dossier.id, 'DOC', false);
    expect(await calendarDeadline(hearing.id)).toBeUndefined();

    expect(await indexOldPerformedDeadlines()).toBeGreaterThanOrEqual(1);
    expect(await calendarDeadline(hearing.id)).toMatchObject({ kind: 'deadline', effectuee: true, date: day });
    expect(await getItem(unalerted.key)).not.toHaveProperty('gsi1pk');
    expect(await indexOldPerformedDeadlines()).toBe(0);
  });
});
