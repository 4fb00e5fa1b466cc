import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import type { task as taskSchema, taskTemplate } from '@mizan/shared/schemas/tasks';
import { addWorkingDays, casablancaToday, workingDaysBefore } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** Task templates per deadline type (issue 31): set by an administrator, proposed when a deadline is added, kept by the lawyer. */
type Task = z.infer<typeof taskSchema>;
type Template = z.infer<typeof taskTemplate>;
type Staff = { id: string; token: string };

const fr = { 'accept-language': 'fr' };
const AUD_TASKS = [
  { titre: 'Préparer le dossier', joursAvant: 2 },
  { titre: 'Confirmer avec le client', joursAvant: 1 },
];
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;

const setTemplate = (token: string, id: string, taches: unknown) =>
  api<Template & ErrorBody>('tasks.setTemplate', { token, headers: fr, params: { id }, body: { taches } });
const fromDeadline = (token: string, id: string, titres: string[]) =>
  api<Task[] & ErrorBody>('tasks.fromDeadline', { token, headers: fr, params: { id }, body: { titres } });
/** An AUD deadline ten working days ahead on a new dossier of the lawyer's. */
const hearingDeadline = async () => {
  const dossier = await createDossier(firm, { idUtilisateur: lawyer.id });
  const day = addWorkingDays(casablancaToday(new Date()), 10);
  const added = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
    token: firm.token,
    body: { idDossier: dossier.id, idtypeecheance: 'AUD', dateecheance: day, alerte: false },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return { dossier, day, id: added.body.idEcheanceDossier };
};

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  const admin = asFirm(firm);
  [lawyer, assistant] = await Promise.all([newStaff(admin), newStaff(admin, { idTypeUtilisateur: 'ASSISTANT', prenom: 'Khadija' })]);
  const set = await setTemplate(firm.token, 'AUD', AUD_TASKS);
  expect(set.status, JSON.stringify(set.body)).toBe(200);
});

describe('task templates', () => {
  it('are set by an administrator and read by the staff of the firm only', async () => {
    const read = await api<Template[]>('tasks.templates', { token: lawyer.token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual([{ idTypeEcheance: 'AUD', taches: AUD_TASKS }]);
    expect((await setTemplate(lawyer.token, 'AUD', [])).status).toBe(403);
    expect((await setTemplate(assistant.token, 'AUD', [])).status).toBe(403);
    expect((await api<Template[]>('tasks.templates', { token: other.token })).body).toEqual([]);
    const { session } = await clientWithAccount(firm);
    expect((await api('tasks.templates', { token: session.token })).status).toBe(403);
  });

  it('refuses an unknown deadline type (404) and a bad task with a clear message (400)', async () => {
    expect((await setTemplate(firm.token, 'NOPE', AUD_TASKS)).status).toBe(404);
    const bad = await setTemplate(firm.token, 'AUD', [{ titre: '', joursAvant: -1 }]);
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.field).sort()).toEqual(['taches.0.joursAvant', 'taches.0.titre']);
  });

  it("creates the kept tasks for the dossier's lawyer, due in working days before the deadline", async () => {
    const { dossier, day, id } = await hearingDeadline();
    const created = await fromDeadline(assistant.token, id, ['Préparer le dossier']);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toEqual([
      expect.objectContaining({
        titre: 'Préparer le dossier',
        idDossier: dossier.id,
        idEcheance: id,
        idAssigne: lawyer.id,
        dateEcheance: workingDaysBefore(day, 2),
        statut: 'a_faire',
      }),
    ]);
    const ofDossier = await api<{ items: Task[] }>('tasks.ofDossier', {
      token: lawyer.token,
      params: { id: dossier.id },
      query: { limit: 10 },
    });
    expect(ofDossier.body.items.map((t) => t.titre)).toEqual(['Préparer le dossier']);
    // Dropping them all creates nothing.
    expect((await fromDeadline(lawyer.token, id, [])).body).toEqual([]);
  });

  it("refuses a title the type does not propose, another firm's deadline and a client", async () => {
    const { id } = await hearingDeadline();
    const unknown = await fromDeadline(lawyer.token, id, ['Autre chose']);
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: 'titres.0', code: 'task_template_unknown' })]);
    expect((await fromDeadline(other.token, id, ['Préparer le dossier'])).status).toBe(404);
    const { session } = await clientWithAccount(firm);
    expect((await fromDeadline(session.token, id, ['Préparer le dossier'])).status).toBe(403);
  });
});
