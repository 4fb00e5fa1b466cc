import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExportJob } from '@mizan/shared/schemas/exports';
import { EXPORT_KINDS } from '../../functions/src/services/firm-export/kinds';
import { api } from '../support/api';
import { updateItem } from '../support/table';
import { buildWorld, type World } from '../contract/world';

/**
 * The firm's whole export (POST /api/Cabinet/exports, GET /api/Cabinet/exports/{id}): a job the
 * local queue runs outside the request, a ZIP of every kind and every document of the firm and
 * nothing of another, behind a presigned link that lasts 24 hours from the ZIP's making.
 */
let mine: World;
let other: World;

const start = (world: World, key: string) =>
  api<ExportJob>('exports.start', { token: world.admin.token, headers: { 'idempotency-key': key } });
const state = (world: World, id: string, token = world.admin.token) => api<ExportJob>('exports.get', { token, params: { id } });

/** The job once it has ended (the worker runs beside the requests). */
const ended = async (world: World, id: string): Promise<ExportJob> => {
  for (let tries = 0; tries < 120; tries++) {
    const { body } = await state(world, id);
    if (body.etat !== 'ENC') return body;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`export ${id} still in progress`);
};

const activityCount = async (world: World, type: string) => {
  const { status, body } = await api<{ items: unknown[] }>('activity.list', { token: world.admin.token, query: { type } });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.items.length;
};

beforeAll(async () => {
  [mine, other] = await Promise.all([buildWorld('Export'), buildWorld('Voisin')]);
  const added = await api('messages.add', {
    token: mine.clients[0].token,
    body: { idDossier: mine.dossiers[0].id, sujet: 'Question', contenu: '=HYPERLINK("http://x") سؤال' },
  });
  expect(added.status).toBe(201);
}, 240_000);

describe("the firm's whole export", () => {
  let job: ExportJob;
  let files: Record<string, Uint8Array>;

  it('starts a job once per idempotency key, answers it in progress, and logs the start', async () => {
    const startsBefore = await activityCount(mine, 'EXPORT_STARTED');
    const first = await start(mine, 'export-once');
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    expect(first.body).toMatchObject({ etat: 'ENC', lien: null });
    const again = await start(mine, 'export-once');
    expect(again.status).toBe(202);
    expect(again.body.id).toBe(first.body.id);
    expect(await activityCount(mine, 'EXPORT_STARTED')).toBe(startsBefore + 1);
    job = await ended(mine, first.body.id);
    expect(job).toMatchObject({ etat: 'PRE' });
    expect(job.taille).toBeGreaterThan(0);
  }, 90_000);

  it('hands out a presigned link valid until 24 hours after the ZIP was made, and logs it', async () => {
    const downloadsBefore = await activityCount(mine, 'EXPORT_DOWNLOADED');
    const { body } = await state(mine, job.id);
    const link = new URL(body.lien!);
    const expires = Number(link.searchParams.get('X-Amz-Expires'));
    expect(expires).toBeGreaterThan(24 * 3600 - 120);
    expect(expires).toBeLessThanOrEqual(24 * 3600);
    expect(Date.parse(body.lienExpireLe!)).toBe(Date.parse(body.termineLe!) + 24 * 3600 * 1000);
    expect(await activityCount(mine, 'EXPORT_DOWNLOADED')).toBe(downloadsBefore + 1);
    const download = await fetch(link);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('.zip');
    files = unzipSync(new Uint8Array(await download.arrayBuffer()));
  });

  it('holds a CSV (with a BOM, formulas neutralised) and a JSON of every kind, and a README of the columns', () => {
    for (const { file } of Object.values(EXPORT_KINDS)) {
      expect(files[`${file}.csv`], file).toBeDefined();
      expect([...files[`${file}.csv`]!.slice(0, 3)], `${file}: UTF-8 byte-order mark`).toEqual([0xef, 0xbb, 0xbf]);
      expect(Array.isArray(JSON.parse(strFromU8(files[`${file}.json`]!))), file).toBe(true);
    }
    const rows = (file: string) => JSON.parse(strFromU8(files[`${file}.json`]!)) as Record<string, unknown>[];
    expect(
      rows('dossiers')
        .map((d) => d.id)
        .sort(),
    ).toEqual(mine.dossiers.map((d) => d.id).sort());
    expect(rows('clients').map((c) => c.idClient)).toEqual(expect.arrayContaining(mine.dossiers.map((d) => d.clientId)));
    expect(rows('echeances').map((d) => d.id)).toEqual(expect.arrayContaining(mine.deadlines));
    expect(rows('notes').map((n) => n.id)).toEqual(expect.arrayContaining(mine.notes));
    expect(rows('depenses').map((e) => e.idDepense)).toEqual(expect.arrayContaining(mine.expenses));
    expect(rows('temps').map((t) => t.id)).toEqual(expect.arrayContaining(mine.timeEntries));
    expect(rows('factures').map((i) => i.id)).toEqual(expect.arrayContaining(mine.invoices));
    expect(rows('rendez-vous').map((a) => a.id)).toEqual(expect.arrayContaining(mine.appointments));
    expect(rows('actions').length).toBeGreaterThan(0);
    expect(rows('parties').length).toBeGreaterThanOrEqual(2);
    expect(rows('messages')).toHaveLength(1);
    expect(strFromU8(files['messages.csv']!)).toContain(`'=HYPERLINK`);
    const users = rows('utilisateurs');
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([mine.admin.email, mine.user.email]));
    for (const user of users) expect([...EXPORT_KINDS.users.columns]).toEqual(expect.arrayContaining(Object.keys(user)));
    expect(strFromU8(files['utilisateurs.json']!)).not.toMatch(/sessionsEndedAt|passwordChangedAt|firstConnectionAt/);
    const readme = strFromU8(files['README.md']!);
    expect(readme).toContain('## Français');
    expect(readme).toContain('## English');
    expect(readme).toContain('apostrophe');
  });

  it("holds every document's file in a folder per dossier, and nothing of another firm", () => {
    const documents = JSON.parse(strFromU8(files['documents.json']!)) as { id: string; idDossier: string; fichier: string }[];
    expect(documents.map((d) => d.id).sort()).toEqual([...mine.documents].sort());
    for (const document of documents) {
      expect(document.fichier).toMatch(new RegExp(`^documents/[^/]+_${document.idDossier}/${document.id}_`));
      expect(strFromU8(files[document.fichier]!)).toContain('%PDF');
    }
    const text = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    for (const value of [other.structureId, ...other.dossiers.map((d) => d.id), ...other.documents, ...other.notes, other.admin.email])
      expect(text).not.toContain(value);
  });

  it("lists the firm's latest jobs, newest first, without links; another firm's list holds none of them", async () => {
    const { status, body } = await api<ExportJob[]>('exports.list', { token: mine.admin.token });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ id: job.id, etat: 'PRE', lien: null });
    expect(body.map((j) => j.id)).toEqual([...body.map((j) => j.id)].sort().reverse());
    const theirs = await api<ExportJob[]>('exports.list', { token: other.admin.token });
    expect(theirs.body.map((j) => j.id)).not.toContain(job.id);
  });

  it('gives no link once 24 hours have passed since the ZIP was made', async () => {
    const { body: ready } = await state(mine, job.id);
    await updateItem(
      { pk: `T#${mine.structureId}#EXPORTS`, sk: job.id },
      { termineLe: new Date(Date.now() - 24 * 3600 * 1000 - 1000).toISOString() },
    );
    const { body } = await state(mine, job.id);
    expect(body).toMatchObject({ etat: 'PRE', lien: null });
    expect(Date.parse(body.lienExpireLe!)).toBeLessThan(Date.now());
    expect(ready.lien).not.toBeNull();
  });

  it('is for administrators only: a lawyer or a client is refused (403), another firm finds nothing (404)', async () => {
    for (const caller of [mine.user, mine.clients[0]]) {
      expect((await api('exports.start', { token: caller.token, headers: { 'idempotency-key': `no-${caller.userId}` } })).status).toBe(403);
      expect((await state(mine, job.id, caller.token)).status).toBe(403);
      expect((await api('exports.list', { token: caller.token })).status).toBe(403);
    }
    expect((await state(other, job.id)).status).toBe(404);
  });
});
