import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/src/domains/documents/index';
import { historyReader } from '../../functions/src/services/document-access';
import type { HistoryEntry } from '../../functions/src/db/history';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';
import { idToken, serveJwks } from './support/tokens';

vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);

const dynamo = mockClient(DynamoDBDocumentClient);
const FIRM = '01J0000000000000000000FIRM';
const LAWYER = '01J00000000000000000LAWYER';
const ASSISTANT = '01J0000000000000000000USER';
const DOSSIER = '01J00000000000000000DOSSIER';
const DOC = '01J00000000000000000000DOC';
const dossierPk = `T#${FIRM}#D#${DOSSIER}`;

const stored = (over: Record<string, unknown> = {}) => ({
  pk: dossierPk,
  sk: `DOC#${DOC}`,
  type: 'DOSSIER_DOCUMENT',
  id: DOC,
  idDossier: DOSSIER,
  nom: 'Contrat',
  extension: 'pdf',
  contentType: 'application/pdf',
  confidentialite: 'PB',
  uploaderType: 'AVOCAT',
  uploaderId: LAWYER,
  uploaderName: 'Salma Alaoui',
  size: 10,
  dateUpload: '2026-03-01T10:00:00.000Z',
  path: `${FIRM}/${DOSSIER}/${DOC}/copy`,
  ...over,
});

beforeAll(() => {
  setTestEnv();
  serveJwks();
});
beforeEach(() => {
  dynamo.reset();
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: { pk: `T#${FIRM}#DOC#${DOC}`, sk: 'DOC' } }).resolves({
    Item: { pk: `T#${FIRM}#DOC#${DOC}`, sk: 'DOC', state: 'STORED', id: DOC, idDossier: DOSSIER },
  });
  dynamo.on(GetCommand, { Key: { pk: dossierPk, sk: `DOC#${DOC}` } }).resolves({ Item: stored() });
  dynamo.on(GetCommand, { Key: { pk: dossierPk, sk: 'META' } }).resolves({
    Item: { pk: dossierPk, sk: 'META', id: DOSSIER, idUtilisateur: LAWYER, refCabinet: '2026/1', version: 1 },
  });
  dynamo.on(TransactWriteCommand).resolves({});
});

const assistant = idToken({ groups: ['USER'], structureId: FIRM, userId: ASSISTANT });
const update = (body: unknown, token = assistant, language = 'fr') =>
  invoke(handler, apiEvent('PUT /api/documents/{idDocument}', { token, body, language, pathParameters: { idDocument: DOC } }));
const writes = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);

describe('PUT /api/documents/{idDocument}', () => {
  it('renames: the item on the name it was read with, the search entries moved, the history entry as data, in one transaction', async () => {
    const res = await update({ nom: 'Contrat signé' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ idDocument: DOC, nom: 'Contrat signé', extension: 'pdf', IdConfidentialite: 'PB' });
    const [items] = writes();
    expect(writes()).toHaveLength(1);
    const change = items!.find((w) => w.Update?.Key?.sk === `DOC#${DOC}`)!.Update!;
    expect(change.ConditionExpression).toBe('nom = :readNom AND confidentialite = :readLevel');
    expect(change.ExpressionAttributeValues).toMatchObject({ ':nom': 'Contrat signé', ':level': 'PB', ':readNom': 'Contrat' });
    const entry = items!.find((w) => w.Put?.Item?.sk?.toString().startsWith('ACTION#'))!.Put!.Item!;
    expect(entry).toMatchObject({
      idTypeAction: 'DOCUMENT_MODIFIE',
      valeur: 'Contrat signé.pdf',
      idDocument: DOC,
      confidentialite: 'PB',
      changes: [{ field: 'nom', before: 'Contrat.pdf', after: 'Contrat signé.pdf' }],
    });
    const index = items!.flatMap((w) => [w.Put?.Item?.sk, w.Delete?.Key?.sk]).filter((sk) => String(sk).startsWith('F#'));
    expect(index).toEqual(expect.arrayContaining([`F#contrat#${DOC}`, `F#signe#${DOC}`]));
  });

  it('changes the level alone: no search entry is touched, the entry records both levels', async () => {
    const res = await update({ IdConfidentialite: 'PA' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ IdConfidentialite: 'PA', confidential: true });
    const [items] = writes();
    expect(items!.some((w) => String(w.Put?.Item?.sk ?? w.Delete?.Key?.sk).startsWith('F#'))).toBe(false);
    const entry = items!.find((w) => w.Put?.Item?.sk?.toString().startsWith('ACTION#'))!.Put!.Item!;
    expect(entry).toMatchObject({ confidentialite: 'PA', changes: [{ field: 'IdConfidentialite', before: 'PB', after: 'PA' }] });
  });

  it('refuses a level the caller could not see (an assistant, PC) in their language, and writes nothing', async () => {
    const res = await update({ IdConfidentialite: 'PC' }, assistant, 'en');
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        field: 'IdConfidentialite',
        code: 'confidentiality_change_not_allowed',
        message: 'You cannot give this document this confidentiality',
      },
    ]);
    expect(writes()).toHaveLength(0);
  });

  it('writes nothing when nothing changes', async () => {
    const res = await update({ nom: 'Contrat', IdConfidentialite: 'PB' });
    expect(res.status).toBe(200);
    expect(writes()).toHaveLength(0);
  });

  it('refuses a client (403) and an empty name (400, the upload rule)', async () => {
    const client = idToken({ groups: ['CLT'], structureId: FIRM, userId: '01J0000000000000000CLIENT1' });
    expect((await update({ nom: 'x' }, client)).status).toBe(403);
    const empty = await update({ nom: '  ' });
    expect(empty.status).toBe(400);
    expect((empty.body as { details: unknown[] }).details[0]).toMatchObject({ field: 'nom', code: 'required' });
  });

  it('reads again when the document changed meanwhile, and builds on what it finds', async () => {
    let calls = 0;
    dynamo.on(TransactWriteCommand).callsFake(() => {
      calls += 1;
      if (calls === 1)
        throw new TransactionCanceledException({
          message: 'cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
        });
      return {};
    });
    dynamo
      .on(GetCommand, { Key: { pk: dossierPk, sk: `DOC#${DOC}` } })
      .resolvesOnce({ Item: stored() })
      .resolves({ Item: stored({ confidentialite: 'PA' }) });
    const res = await update({ nom: 'Contrat signé' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nom: 'Contrat signé', IdConfidentialite: 'PA' });
    expect(writes()[1]!.find((w) => w.Update)!.Update!.ExpressionAttributeValues).toMatchObject({ ':level': 'PA', ':readLevel': 'PA' });
  });
});

describe('who reads a history entry about a document', () => {
  const entry = (over: Partial<HistoryEntry>): HistoryEntry => ({
    id: '01J000000000000000000ENTRY',
    idDossier: DOSSIER,
    idTypeAction: 'AJOUT_DOCUMENT',
    valeur: 'Contrat.pdf',
    dateAction: '2026-03-01T10:00:00.000Z',
    idUtilisateur: LAWYER,
    auteur: 'Salma Alaoui',
    ...over,
  });
  const staffUser = {
    structureId: FIRM,
    userId: ASSISTANT,
    roles: ['USER'],
    userType: 'ASSISTANT',
    name: 'Khadija Amrani',
    email: 'k@x.ma',
  };
  const reader = historyReader(staffUser as never, { id: DOSSIER, idUtilisateur: LAWYER });

  it("follows the document's level now: an entry recorded PB of a document made PC is no longer the assistant's", async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [stored({ confidentialite: 'PC' })] } });
    const added = entry({ idDocument: DOC, confidentialite: 'PB' });
    const note = entry({ id: '01J000000000000000000ENTR2', idTypeAction: 'APL', valeur: 'Appel' });
    expect([...(await reader([added, note]))]).toEqual([note]);
  });

  it("reads a deleted document's entries by the level they recorded", async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { 'test-table': [] } });
    const added = entry({ idDocument: DOC, confidentialite: 'PB' });
    expect([...(await reader([added]))]).toEqual([added]);
  });
});
