import { beforeAll, describe, expect, inject, it } from 'vitest';
import type * as z from 'zod';
import type { task as taskSchema } from '@mizan/shared/schemas/tasks';
import { plusDays } from '../../functions/src/services/agenda';
import { casablancaToday } from '../../functions/src/services/working-days';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { emailsTo } from '../support/mailbox';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';
import { asFirm, newStaff } from './identity-helpers';

/** Tasks (issue 31): the firm's internal work, against the real local stack. */
type Task = z.infer<typeof taskSchema>;
type Page = { items: Task[]; cursor: string | null };
type Staff = { id: string; token: string; form: { email: string } };

const fr = { 'accept-language': 'fr' };
const today = () => casablancaToday(new Date());
/** The next Monday after today: an open day (no public holiday falls on the Mondays the tests use). */
const nextWeekday = (weekday: number) => {
  let day = plusDays(today(), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = plusDays(day, 1);
  return day;
};
let firm: TestFirm;
let other: TestFirm;
let lawyer: Staff;
let assistant: Staff;
beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  const admin = asFirm(firm);
  [lawyer, assistant] = await Promise.all([newStaff(admin), newStaff(admin, { idTypeUtilisateur: 'ASSISTANT', prenom: 'Khadija' })]);
});

const create = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api<Task & ErrorBody>('tasks.create', { token, headers: { ...fr, ...headers }, body });
const update = (token: string, task: Task, change: Record<string, unknown>) =>
  api<Task & ErrorBody>('tasks.update', {
    token,
    headers: fr,
    params: { id: task.id },
    body: {
      titre: task.titre,
      idAssigne: task.idAssigne,
      dateEcheance: task.dateEcheance,
      priorite: task.priorite,
      statut: task.statut,
      version: task.version,
      ...change,
    },
  });
const mine = (token: string, query: Record<string, string | number> = { limit: 50 }) =>
  api<Page & ErrorBody>('tasks.mine', { token, headers: fr, query });

describe('tasks', () => {
  it('are created alone, on a dossier or for a deadline, edited at the version read (409 task_changed when stale) and commented', async () => {
    const dossier = await createDossier(firm);
    const monday = nextWeekday(1);
    const alone = await create(lawyer.token, { titre: 'Relire le contrat', dateEcheance: monday });
    expect(alone.status, JSON.stringify(alone.body)).toBe(201);
    expect(alone.body).toMatchObject({
      idAssigne: lawyer.id,
      idDossier: null,
      statut: 'a_faire',
      priorite: 'normale',
      version: 1,
      dateDemandee: null,
      supprimable: true,
    });

    const deadline = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: dossier.id, idtypeecheance: 'DOC', dateecheance: plusDays(today(), 10), alerte: false },
    });
    expect(deadline.status).toBe(201);
    const forDeadline = await create(lawyer.token, {
      titre: 'Préparer le dépôt',
      idEcheance: deadline.body.idEcheanceDossier,
      dateEcheance: monday,
      priorite: 'haute',
    });
    expect(forDeadline.status, JSON.stringify(forDeadline.body)).toBe(201);
    // The deadline names its dossier.
    expect(forDeadline.body).toMatchObject({
      idDossier: dossier.id,
      refCabinet: dossier.refCabinet,
      idEcheance: deadline.body.idEcheanceDossier,
    });

    // A Saturday moves to the next working day, as deadlines do.
    const saturday = nextWeekday(6);
    const moved = await create(lawyer.token, { titre: 'Appeler le greffe', idDossier: dossier.id, dateEcheance: saturday });
    expect(moved.body.dateDemandee).toBe(saturday);
    expect(moved.body.dateEcheance > saturday).toBe(true);

    const started = await update(assistant.token, forDeadline.body, { statut: 'en_cours' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ statut: 'en_cours', version: 2 });
    const stale = await update(lawyer.token, forDeadline.body, { statut: 'fait' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'task_changed', details: [{ field: 'version' }] });
    expect(stale.body.message).toMatch(/modifiée/);

    const commented = await api<Task>('tasks.comment', {
      token: assistant.token,
      params: { id: forDeadline.body.id },
      body: { texte: 'Pièces reçues du client' },
    });
    expect(commented.status).toBe(201);
    expect(commented.body.commentaires).toEqual([expect.objectContaining({ idAuteur: assistant.id, texte: 'Pièces reçues du client' })]);
    // A comment does not move the version: the edit made on version 2 still passes.
    expect((await update(lawyer.token, started.body, { statut: 'fait' })).body).toMatchObject({ statut: 'fait', version: 3 });

    const ofDossier = await api<Page>('tasks.ofDossier', { token: firm.token, params: { id: dossier.id }, query: { limit: 10 } });
    expect(ofDossier.body.items.map((t) => t.titre)).toEqual(['Appeler le greffe', 'Préparer le dépôt']);
  }, 60_000);

  it("refuses a client's assignee, another dossier's deadline and bad input in the caller's language, writing nothing", async () => {
    const { dossier, session } = await clientWithAccount(firm);
    const other = await createDossier(firm);
    const deadline = await api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: other.id, idtypeecheance: 'DOC', dateecheance: plusDays(today(), 10), alerte: false },
    });
    const client = await create(firm.token, { titre: 'x', idAssigne: session.id, dateEcheance: nextWeekday(1) });
    expect(client.status).toBe(400);
    expect(client.body.details).toEqual([expect.objectContaining({ field: 'idAssigne', code: 'task_assignee_invalid' })]);
    const wrong = await create(firm.token, {
      titre: 'x',
      idDossier: dossier.id,
      idEcheance: deadline.body.idEcheanceDossier,
      dateEcheance: nextWeekday(1),
    });
    expect(wrong.body.details).toEqual([expect.objectContaining({ field: 'idEcheance', code: 'task_deadline_invalid' })]);
    const bad = await api<ErrorBody>('tasks.create', {
      token: firm.token,
      headers: { 'accept-language': 'ar' },
      body: { titre: ' ', dateEcheance: '2026-02-30', priorite: 'urgente' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.map((d) => d.field).sort()).toEqual(['dateEcheance', 'priorite', 'titre']);
    expect(bad.body.details?.find((d) => d.field === 'titre')?.message).toBe('هذا الحقل إلزامي');
  }, 60_000);

  it("'Mes tâches' lists the caller's open tasks, overdue first, a page at a time; the counts say how many are open and overdue", async () => {
    const me = await newStaff(asFirm(firm));
    const days = [plusDays(today(), 20), plusDays(today(), -3), plusDays(today(), 5)];
    const made: Task[] = [];
    for (const [n, day] of days.entries()) made.push((await create(me.token, { titre: `Tâche ${n}`, dateEcheance: day })).body);
    await update(me.token, made[2]!, { statut: 'fait' });

    const first = await mine(me.token, { limit: 1 });
    expect(first.body.items.map((t) => t.titre)).toEqual(['Tâche 1']);
    expect(first.body.items[0]!.enRetard).toBe(true);
    const second = await mine(me.token, { limit: 1, cursor: first.body.cursor! });
    expect(second.body.items.map((t) => t.titre)).toEqual(['Tâche 0']);
    expect(second.body.cursor).toBeNull();
    const counts = await api('tasks.counts', { token: me.token });
    expect(counts.body).toEqual({ ouvertes: 2, enRetard: 1 });
    expect((await mine(me.token, { cursor: 'pas-un-curseur' })).status).toBe(400);
  }, 60_000);

  it('the firm view is for admins and assistants (a lawyer: 403), filtered by assignee, status and dossier', async () => {
    const dossier = await createDossier(firm);
    const task = (
      await create(firm.token, { titre: 'Vue du cabinet', idDossier: dossier.id, idAssigne: lawyer.id, dateEcheance: nextWeekday(2) })
    ).body;
    const firmView = (token: string, query: Record<string, string | number>) =>
      api<Page & ErrorBody>('tasks.firm', { token, headers: fr, query: { limit: 50, ...query } });
    expect((await firmView(assistant.token, { idDossier: dossier.id })).body.items.map((t) => t.id)).toEqual([task.id]);
    expect((await firmView(firm.token, { idAssigne: lawyer.id, statut: 'a_faire' })).body.items.map((t) => t.id)).toContain(task.id);
    expect((await firmView(firm.token, { idAssigne: lawyer.id, statut: 'fait' })).body.items.map((t) => t.id)).not.toContain(task.id);
    expect((await firmView(firm.token, {})).body.items[0]!.id).toBe(task.id);
    const refused = await firmView(lawyer.token, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/administrateurs et les assistants/);
  }, 60_000);

  it('is deleted only by its creator or an admin', async () => {
    const task = (await create(assistant.token, { titre: 'À supprimer', idAssigne: lawyer.id, dateEcheance: nextWeekday(3) })).body;
    const byLawyer = await api<ErrorBody>('tasks.delete', { token: lawyer.token, headers: fr, params: { id: task.id } });
    expect(byLawyer.status).toBe(403);
    expect(byLawyer.body.message).toMatch(/auteur ou un administrateur/);
    expect((await api('tasks.delete', { token: firm.token, params: { id: task.id } })).status).toBe(200);
    expect((await api('tasks.get', { token: assistant.token, params: { id: task.id } })).status).toBe(404);
  }, 60_000);

  it('writes a retried creation once (Idempotency-Key)', async () => {
    const me = await newStaff(asFirm(firm));
    const headers = { 'idempotency-key': `tache-${Date.now()}` };
    const body = { titre: 'Une seule fois', dateEcheance: nextWeekday(1) };
    const [first, second] = await Promise.all([create(me.token, body, headers), create(me.token, body, headers)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect((await mine(me.token)).body.items).toHaveLength(1);
  }, 60_000);

  it('never shows a task to a client (403), nor to another firm (404)', async () => {
    const { dossier, token: clientToken } = await clientWithAccount(firm);
    const task = (await create(firm.token, { titre: 'Interne', idDossier: dossier.id, dateEcheance: nextWeekday(1) })).body;
    expect((await api('tasks.get', { token: clientToken, params: { id: task.id } })).status).toBe(403);
    expect((await api('tasks.ofDossier', { token: clientToken, params: { id: dossier.id } })).status).toBe(403);
    expect((await api('tasks.mine', { token: clientToken })).status).toBe(403);
    expect((await api('tasks.counts', { token: clientToken })).status).toBe(403);
    expect((await create(clientToken, { titre: 'x', dateEcheance: nextWeekday(1) })).status).toBe(403);

    expect((await api('tasks.get', { token: other.token, params: { id: task.id } })).status).toBe(404);
    expect((await update(other.token, task, { statut: 'fait' })).status).toBe(404);
    expect((await api('tasks.delete', { token: other.token, params: { id: task.id } })).status).toBe(404);
    expect((await api('tasks.comment', { token: other.token, params: { id: task.id }, body: { texte: 'x' } })).status).toBe(404);
    expect((await api('tasks.ofDossier', { token: other.token, params: { id: dossier.id } })).status).toBe(404);
    const otherFirmView = await api<Page>('tasks.firm', { token: other.token, query: { limit: 50 } });
    expect(otherFirmView.body.items.map((t) => t.id)).not.toContain(task.id);
  }, 60_000);

  it("emails the assignee in their language, not the person who gave the task to themselves; the digest lists the person's tasks due", async () => {
    const admin = asFirm(firm);
    const arabic = await newStaff(admin);
    expect(
      (
        await api('account.updateProfile', {
          token: arabic.token,
          body: { nom: 'Tazi', prenom: 'Karim', phone: '0612345678', language: 'ar' },
        })
      ).status,
    ).toBe(200);
    const dossier = await createDossier(firm);
    const given = await create(firm.token, {
      titre: 'Confirmer avec le client',
      idDossier: dossier.id,
      idAssigne: arabic.id,
      dateEcheance: plusDays(today(), -1),
    });
    expect(given.status).toBe(201);
    await create(arabic.token, { titre: 'Note pour moi', dateEcheance: plusDays(today(), 30) });
    const mails = (await emailsTo(arabic.form.email)).filter((mail) => mail.subject.startsWith('مهمة جديدة'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Confirmer avec le client');
    expect(`${mails[0]!.body.text}`).toContain(dossier.refCabinet);

    Object.assign(process.env, inject('env'));
    const alertsJob = (await import('../../functions/src/jobs/alerts')).handler;
    await alertsJob();
    const digest = (await emailsTo(arabic.form.email)).find((mail) => mail.subject.startsWith('ميزان — '));
    expect(digest, 'the digest').toBeDefined();
    const text = `${digest!.body.text}`;
    expect(text).toContain('مهامك المتأخرة أو المطلوب إنجازها قبل الغد:');
    expect(text).toContain('Confirmer avec le client');
    expect(text).not.toContain('Note pour moi');
  }, 120_000);
});
