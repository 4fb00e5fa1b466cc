import type { SQSEvent } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useLocalQueue, type DocumentTextMessage } from '../../functions/src/adapters/queue';
import { handler as readTexts } from '../../functions/src/jobs/document-text';
import { removeIndexedText } from '../../functions/src/services/document-uploads';
import { queueUnreadDocuments } from '../../functions/src/services/unread-documents';
import { samplePdf } from '../../infra/local/sample-files';
import { directUpload } from '../../infra/local/upload';
import { registerFirm, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { getItem, putItem, updateItem } from '../support/table';
import { createDossier } from './dossiers-support';

/**
 * `npm run migrate:document-text` (services/unread-documents.ts) against the real local stack: the
 * documents stored before texts were read, and those whose reading never ended, are queued, read
 * and found by a word of their text. The migration reads the whole table, so this file is
 * stack-wide (vitest.config.ts). The queue here is this file's own: its messages are handed to the
 * job's handler, as the stack's queue hands them.
 */
type Doc = { idDocument: string; texte: { etat: string } | null };
const WORD = `vieuxtexte${Date.now().toString(36)}`;
let firm: TestFirm;
let dossierId: string;
const queued: DocumentTextMessage[] = [];

beforeAll(async () => {
  firm = await registerFirm();
  dossierId = (await createDossier(firm)).id;
  Object.assign(process.env, inject('env'));
  useLocalQueue('document-text', async (messages) => {
    queued.push(...messages);
  });
}, 60_000);

const documentKey = (id: string) => ({ pk: `T#${firm.structureId}#D#${dossierId}`, sk: `DOC#${id}` });
const listed = async (id: string) => {
  const res = await api<{ documents: Doc[] }>('dossiers.get', { token: firm.token, params: { id: dossierId } });
  return res.body.documents.find((doc) => doc.idDocument === id)!;
};
/** A PDF of the dossier, once the stack's job has read it. */
const readPdf = async (word: string) => {
  const { confirmed } = await directUpload(
    api,
    firm.token,
    { idDossier: dossierId, Nom: 'Jugement', extension: 'pdf' },
    samplePdf([`Le jugement retient le motif ${word} en appel.`]),
    'application/pdf',
  );
  expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(201);
  const id = (confirmed!.body as Doc).idDocument;
  for (let tries = 0; (await listed(id)).texte?.etat === 'ENC' && tries < 300; tries++) await new Promise((r) => setTimeout(r, 200));
  expect((await listed(id)).texte?.etat).toBe('LU');
  return id;
};
const foundBy = async (word: string) => {
  const res = await api<{ documents: { idDocument: string }[] }>('search.query', { token: firm.token, query: { q: word } });
  expect(res.status).toBe(200);
  return res.body.documents.map((doc) => doc.idDocument);
};
const handOver = (messages: readonly DocumentTextMessage[]) =>
  readTexts({ Records: messages.map((message, n) => ({ messageId: String(n), body: JSON.stringify(message) })) } as SQSEvent);

describe('documents whose text was never read', () => {
  it('are queued, read and found by their words once `npm run migrate:document-text` ran; a second run queues none of them', async () => {
    const [never, stuck] = [`${WORD}avant`, `${WORD}bloque`];
    const [neverId, stuckId] = await Promise.all([readPdf(never), readPdf(stuck)]);
    // Back to before: one stored before texts were read (no state, nothing in search), one whose reading never ended.
    await Promise.all([removeIndexedText(firm.structureId, neverId), removeIndexedText(firm.structureId, stuckId)]);
    const { texte: _texte, ...unread } = (await getItem(documentKey(neverId)))!;
    await putItem(unread);
    await updateItem(documentKey(stuckId), { texte: 'ENC' });
    expect(await foundBy(never)).toEqual([]);
    expect(await foundBy(stuck)).toEqual([]);

    expect(await queueUnreadDocuments()).toBe(queued.length);
    const ours = queued.filter((message) => message.structureId === firm.structureId).map((message) => message.documentId);
    expect(ours.sort()).toEqual([neverId, stuckId].sort());
    expect((await getItem(documentKey(neverId)))!.texte).toBe('ENC');

    expect((await handOver(queued)).batchItemFailures).toEqual([]);
    expect(await foundBy(never)).toEqual([neverId]);
    expect(await foundBy(stuck)).toEqual([stuckId]);
    expect((await listed(neverId)).texte?.etat).toBe('LU');

    queued.length = 0;
    await queueUnreadDocuments();
    expect(queued.filter((message) => message.structureId === firm.structureId)).toEqual([]);
  });
});
