import { beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '@mizan/shared/bidi';
import type { TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { waitForEmail } from '../support/mailbox';
import { readPdf } from '../support/pdf-text';
import { billingFirms, feeDraft, issuedFee, type Staff } from './billing-support';
import { clientWithAccount, createDossier, person, type ErrorBody } from './dossiers-support';

/**
 * Sending an issued invoice to the dossier's clients (`POST /api/Factures/{id}/envoyer`) against the
 * real local stack: its PDF in the client's language stored as a document the client sees, emailed
 * to them through the outbox with the PDF attached, and recorded on the invoice; refused for a
 * draft, to an assistant, and when no client has an address, writing nothing.
 */
type Sending = { date: string; par: string; destinataires: string[]; idDocument: string };
type Doc = { idDocument: string; nom: string; IdConfidentialite: string };
const fr = { 'accept-language': 'fr' };

let firm: TestFirm;
let assistant: Staff;
beforeAll(async () => {
  ({ firm, assistant } = await billingFirms());
}, 120_000);

const send = (token: string, id: string) => api<Sending & ErrorBody>('print.sendInvoice', { token, headers: fr, params: { id } });
const documentsOf = async (token: string, dossierId: string) =>
  (await api<{ documents: Doc[] }>('dossiers.get', { token, params: { id: dossierId } })).body.documents;

describe('sending an invoice to the client', () => {
  it("stores its PDF as a document the client sees, emails it attached in the client's language, and records the sending", async () => {
    const { dossier, email, token: client } = await clientWithAccount(firm);
    const profile = await api<{ nom: string; prenom: string; phone: string }>('account.me', { token: client });
    const arabic = await api('account.updateProfile', {
      token: client,
      body: { nom: profile.body.nom, prenom: profile.body.prenom, phone: profile.body.phone || '0612345678', language: 'ar' },
    });
    expect(arabic.status, JSON.stringify(arabic.body)).toBe(200);
    const invoice = await issuedFee(firm.token, dossier.id, '1000');
    const since = Date.now();

    const sent = await send(firm.token, invoice.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ destinataires: [email], idDocument: expect.any(String) });

    const read = await api<{ numero: string; envoi: Sending | null }>('billing.invoice', { token: firm.token, params: { id: invoice.id } });
    expect(read.body.envoi).toEqual(sent.body);
    const mine = (await documentsOf(client, dossier.id)).find((doc) => doc.idDocument === sent.body.idDocument);
    expect(mine).toMatchObject({ nom: `مذكرة أتعاب رقم ${read.body.numero}`, IdConfidentialite: 'PB' });

    const mail = await waitForEmail(email, { since, match: (e) => e.subject.includes(read.body.numero) });
    const firmName = (await api<{ nom: string }>('management.firmDetails', { token: firm.token })).body.nom;
    expect(mail.subject).toBe(`مذكرة أتعاب رقم ${isolate(read.body.numero)} — ${isolate(firmName)}`);
    expect(mail.body.text).toContain('المبلغ المتبقي للأداء');
    expect(mail.body.text).toContain(`/Client/Folder?id=${dossier.id}`);
    expect(mail.attachments?.map((file) => [file.filename, file.contentType])).toEqual([[`${read.body.numero}.pdf`, 'application/pdf']]);
    const pages = await readPdf(new Uint8Array(Buffer.from(mail.attachments![0]!.content, 'base64')), 'rtl');
    expect(pages.flatMap((page) => page.lines).join(' ')).toContain(read.body.numero);
  });

  it('offers a client without an account no link to a client space they cannot open', async () => {
    const dossier = await createDossier(firm, { Client: [person()] });
    const client = dossier.clients[0]!;
    const email = `sans-compte-${Date.now().toString(36)}@example.ma`;
    const edited = await api('clients.update', {
      token: firm.token,
      params: { id: client.idClient },
      body: { cin: client.cin, nom: client.nom, prenom: client.prenom, email },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const invoice = await issuedFee(firm.token, dossier.id, '500');
    const since = Date.now();
    const sent = await send(firm.token, invoice.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.destinataires).toEqual([email]);
    const mail = await waitForEmail(email, { since });
    expect(mail.body.text).toContain('Vous la trouverez en pièce jointe.');
    expect(mail.body.text).not.toContain('espace client');
    expect(mail.body.text).not.toContain('/Client/');
    expect(mail.body.html).not.toContain('Voir mon dossier');
  });

  it('refuses a draft, an assistant, and a dossier whose clients have no address, and writes nothing', async () => {
    const { dossier } = await clientWithAccount(firm);
    const draft = await feeDraft(firm.token, dossier.id, '80');
    const ofDraft = await send(firm.token, draft.id);
    expect(ofDraft.status).toBe(409);
    expect(ofDraft.body.message).toMatch(/note d'honoraires émise/);

    const issued = await issuedFee(firm.token, dossier.id, '90');
    const byAssistant = await send(assistant.token, issued.id);
    expect(byAssistant.status).toBe(403);
    expect(byAssistant.body.message).toMatch(/Seul un administrateur ou l'avocat du dossier peut envoyer/);

    const silent = await createDossier(firm, { Client: [person()] });
    const noAddress = await issuedFee(firm.token, silent.id, '70');
    const before = await documentsOf(firm.token, silent.id);
    const refused = await send(firm.token, noAddress.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Aucun client du dossier n'a d'adresse e-mail/);
    expect(await documentsOf(firm.token, silent.id)).toEqual(before);
    const read = await api<{ envoi: Sending | null }>('billing.invoice', { token: firm.token, params: { id: noAddress.id } });
    expect(read.body.envoi).toBeNull();
  });
});
