import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerFirm, uniqueEmail, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { emailsTo } from '../support/mailbox';
import { partition } from '../support/table';
import { createDossier, person, uniqueRef, type Detail } from './dossiers-support';

/**
 * What the firm can trust (README, "Reliability"): an email the product queued is delivered once,
 * after a mail outage too, even with several workers at once; a retried request with the same
 * Idempotency-Key answers the first answer and writes nothing again.
 */
const setFaults = async (faults: Record<string, string> | 'clear') => {
  const url = `${inject('faultsUrl')}/_control/faults${faults === 'clear' ? '/clear' : ''}`;
  const response = await fetch(url, { method: 'POST', body: faults === 'clear' ? undefined : JSON.stringify(faults) });
  expect(response.status).toBe(200);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
type OutboxItem = { sk: string; type: string; state: string; to: string; attempts: number; messageId?: string; mail?: unknown };
const outboxOf = async (firm: TestFirm) => (await partition<OutboxItem & { pk: string }>(`T#${firm.structureId}#OUTBOX`)).filter(Boolean);

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
});
afterEach(() => setFaults('clear'));

describe('the outbox', () => {
  it('keeps every email through a mail outage, then delivers each exactly once, whatever the number of workers', async () => {
    await setFaults({ mail: 'unavailable' });
    const invited = Array.from({ length: 4 }, () => uniqueEmail('panne'));
    for (const email of invited) await createDossier(firm, { Client: [person({ email })] });
    await pause(2500);
    // Acknowledged, queued, tried and kept: nothing reached the mailbox.
    const waiting = (await outboxOf(firm)).filter((item) => invited.includes(item.to));
    expect(waiting).toHaveLength(invited.length);
    expect(waiting.every((item) => item.state === 'PENDING' && item.attempts >= 1)).toBe(true);
    for (const email of invited) expect(await emailsTo(email)).toHaveLength(0);

    await setFaults('clear');
    // More workers than the stack's own: the claim lets one of them send each item.
    Object.assign(process.env, inject('env'), { LOG_LEVEL: 'silent' });
    const { deliverDue } = await import('../../functions/src/services/outbox');
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      await Promise.all([deliverDue(), deliverDue(), deliverDue()]);
      const items = (await outboxOf(firm)).filter((item) => invited.includes(item.to));
      if (items.every((item) => item.state === 'SENT')) break;
      await pause(300);
    }
    await pause(1000);
    const sent = (await outboxOf(firm)).filter((item) => invited.includes(item.to));
    expect(sent.map((item) => item.state)).toEqual(invited.map(() => 'SENT'));
    // A delivered item keeps its proof, not its content (the link's token).
    expect(sent.every((item) => item.messageId && item.mail === undefined)).toBe(true);
    for (const email of invited) {
      const received = await emailsTo(email);
      expect(received).toHaveLength(1);
      expect(sent.find((item) => item.to === email)!.messageId).toBe(received[0]!.messageId);
    }
  }, 60_000);
});

describe('Idempotency-Key', () => {
  it('answers the first answer to a retry of a dossier creation and writes it once', async () => {
    const key = `dossier-${Date.now()}`;
    const body = {
      idTypeDossier: 'CIV',
      idTribunal: 'TPI-RABAT',
      refCabinet: uniqueRef('IDEM'),
      dateOuverture: '2026-03-01',
      Client: [person()],
      adversaire: [],
    };
    const headers = { 'idempotency-key': key };
    const [first, second] = await Promise.all([
      api<Detail>('dossiers.create', { token: firm.token, body, headers }),
      api<Detail>('dossiers.create', { token: firm.token, body, headers }),
    ]);
    const third = await api<Detail>('dossiers.create', { token: firm.token, body, headers });
    expect(first.status).toBe(201);
    expect([second.status, third.status]).toEqual([201, 201]);
    expect(second.body.id).toBe(first.body.id);
    expect(third.body).toEqual(first.body);
    const list = await api<{ items: { id: string; refCabinet: string }[] }>('dossiers.listForUser', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { limit: 50 },
    });
    expect(list.body.items.filter((d) => d.refCabinet === body.refCabinet)).toHaveLength(1);

    // Without the key the same body is a new request (refused here: its reference is taken).
    expect((await api('dossiers.create', { token: firm.token, body })).status).toBe(409);
  });

  it('refuses a key used for another request, and a malformed key, in the caller’s language', async () => {
    const dossier = await createDossier(firm);
    const key = `message-${Date.now()}`;
    const send = (contenu: string, idempotencyKey = key) =>
      api<{ idMessage: string }>('messages.add', {
        token: firm.token,
        body: { idDossier: dossier.id, sujet: 'Relance', contenu },
        headers: { 'idempotency-key': idempotencyKey, 'accept-language': 'fr' },
      });
    const first = await send('Bonjour');
    expect(first.status).toBe(201);
    expect((await send('Bonjour')).body.idMessage).toBe(first.body.idMessage);
    const other = await send('Autre chose');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ message: 'Cette clé Idempotency-Key a déjà servi pour une autre demande' });
    const malformed = await send('Bonjour', 'pas une clé !');
    expect(malformed.status).toBe(400);
    const thread = await api<unknown[]>('messages.list', { token: firm.token, params: { id: dossier.id } });
    expect(thread.body).toHaveLength(1);
  });

  it('is kept per person: another person’s same key is their own request', async () => {
    const other = await registerFirm();
    const key = `shared-${Date.now()}`;
    const mine = await createDossier(firm);
    const theirs = await createDossier(other);
    const deadline = (token: string, idDossier: string) =>
      api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
        token,
        body: { idDossier, idtypeecheance: 'DOC', dateecheance: '2026-12-03' },
        headers: { 'idempotency-key': key },
      });
    const [a, b] = [await deadline(firm.token, mine.id), await deadline(other.token, theirs.id)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.idEcheanceDossier).toEqual(expect.any(String));
    expect(a.body.idEcheanceDossier).not.toBe(b.body.idEcheanceDossier);
  });
});
