import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, routePath } from '../support/api';
import { acceptInvitation, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';
import { emailsTo, waitForEmail } from '../support/mailbox';
import { getItem, partition, updateItem } from '../support/table';
import { clientWithAccount, createDossier, getDossier, person, registerFirm, type ErrorBody, type Party } from './dossiers-support';

/** Lawyer–client messages and the client's view of a dossier (issue 12): against the real local stack. */
type Message = {
  idMessage: string;
  idAuteur: string;
  idTypeAuteur: string;
  auteur: string;
  sujet: string;
  contenu: string;
  dateEnvoi: string;
  lu: boolean;
};
type Row = { id: string; messagesNonLus: number };

let firm: TestFirm;
beforeAll(async () => {
  firm = await registerFirm();
});

const send = (token: string, idDossier: string, sujet = 'Audience', contenu = 'Bonjour') =>
  api<Message & ErrorBody>('messages.add', { token, body: { idDossier, sujet, contenu } });
const thread = (token: string, id: string, query: Record<string, string | number> = {}) =>
  api<Message[] & ErrorBody>('messages.list', { token, params: { id }, query });
const clientRow = async (token: string, userId: string, dossierId: string) =>
  (await api<Row[]>('dossiers.listForClient', { token, params: { userId } })).body.find((d) => d.id === dossierId);
const staffRow = async (token: string, refCabinet: string) =>
  (await api<{ items: (Row & { refCabinet: string })[] }>('dossiers.search', { token, query: { refDossier: refCabinet } })).body.items.find(
    (d) => d.refCabinet === refCabinet,
  );
const firmUnread = async (token: string) => (await api<{ messagesNonLus: number }>('messages.unread', { token })).body.messagesNonLus;

describe('the thread', () => {
  it('counts unread messages on each side until the other side opens the thread, and says which were read', async () => {
    const own = await registerFirm();
    const client = await clientWithAccount(own);
    const d = client.dossier;
    expect((await send(own.token, d.id, 'Pièces', 'Merci de m’envoyer le contrat.')).status).toBe(201);
    expect((await send(own.token, d.id, 'Relance', 'Avez-vous le contrat ?')).status).toBe(201);
    expect(await clientRow(client.token, client.session.id, d.id)).toMatchObject({ messagesNonLus: 2 });

    const opened = await thread(client.token, d.id);
    expect(opened.status).toBe(200);
    expect(opened.body.map((m) => [m.sujet, m.lu, m.idAuteur, m.idTypeAuteur])).toEqual([
      ['Pièces', false, own.userId, 'AVOCAT'],
      ['Relance', false, own.userId, 'AVOCAT'],
    ]);
    expect(await clientRow(client.token, client.session.id, d.id)).toMatchObject({ messagesNonLus: 0 });
    expect((await thread(client.token, d.id)).body.every((m) => m.lu)).toBe(true);

    const reply = await send(client.token, d.id, 'Contrat', 'Le voici.');
    expect(reply.body).toMatchObject({ idAuteur: client.session.id, idTypeAuteur: 'CLIENT', lu: false });
    expect(await staffRow(own.token, d.refCabinet)).toMatchObject({ messagesNonLus: 1 });
    expect(await firmUnread(own.token)).toBe(1);
    const staffView = await thread(own.token, d.id);
    expect(staffView.body.map((m) => m.lu)).toEqual([true, true, false]);
    expect(await staffRow(own.token, d.refCabinet)).toMatchObject({ messagesNonLus: 0 });
    expect(await firmUnread(own.token)).toBe(0);
    expect((await thread(client.token, d.id)).body.at(-1)).toMatchObject({ sujet: 'Contrat', lu: true });
  });

  it('keeps markup, line breaks, spaces and Arabic exactly as written', async () => {
    const d = await createDossier(firm);
    const contenu = '  <b>Urgent</b> <script>alert("x")</script>\n\nمرحبا، الجلسة يوم الإثنين &amp; 10h\n  ';
    const sujet = '<i>سؤال</i> & "réponse"';
    const sent = await send(firm.token, d.id, sujet, contenu);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sujet, contenu });
    expect((await thread(firm.token, d.id)).body[0]).toMatchObject({ sujet, contenu });
  });

  it('refuses an empty or blank subject or body and a body over 5,000 characters, naming the field', async () => {
    const d = await createDossier(firm);
    const blank = await send(firm.token, d.id, '   ', 'x');
    expect(blank.status).toBe(400);
    expect(blank.body.details).toContainEqual(expect.objectContaining({ field: 'sujet', code: 'required' }));
    const long = await send(firm.token, d.id, 'x', 'a'.repeat(5001));
    expect(long.body.details).toContainEqual(expect.objectContaining({ field: 'contenu', code: 'too_long' }));
    expect((await send(firm.token, d.id, 's'.repeat(200), 'a'.repeat(5000))).status).toBe(201);
  });

  it('answers the newest 50 oldest first and pages to older ones with a cursor', async () => {
    const d = await createDossier(firm);
    for (let i = 1; i <= 53; i++) expect((await send(firm.token, d.id, `M${i}`)).status).toBe(201);
    const first = await thread(firm.token, d.id);
    expect(first.body).toHaveLength(50);
    expect(first.body[0]?.sujet).toBe('M4');
    expect(first.body.at(-1)?.sujet).toBe('M53');
    const older = await thread(firm.token, d.id, { cursor: first.body[0]!.idMessage });
    expect(older.body.map((m) => m.sujet)).toEqual(['M1', 'M2', 'M3']);
    expect((await thread(firm.token, d.id, { cursor: 'not-an-id' })).status).toBe(400);
  });

  it('keeps messages of one millisecond in the order they were sent, each once, across pages', async () => {
    // The handler runs here, in this process, against the test stack's table, with the clock held
    // on one instant: every message below is sent in the same millisecond.
    Object.assign(process.env, inject('env'));
    const { buildEvent, invoke, matchRoute } = await import('../../infra/local/api-gateway');
    const { clock } = await import('../../functions/src/adapters/clock');
    const d = await createDossier(firm);
    const path = routePath('messages.add');
    const route = matchRoute('POST', path)!;
    const sendNow = async (sujet: string) => {
      const event = buildEvent({
        method: 'POST',
        rawPath: path,
        rawQueryString: '',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${firm.token}`, host: '127.0.0.1' },
        body: Buffer.from(JSON.stringify({ idDossier: d.id, sujet, contenu: 'Bonjour' })),
        routeKey: route.key,
        sourceIp: '127.0.0.1',
      });
      const answer = await invoke(route.route.domain, event);
      expect(answer.statusCode, String(answer.body)).toBe(201);
      return JSON.parse(String(answer.body)) as Message;
    };
    const instant = new Date();
    const realNow = clock.now;
    clock.now = () => instant;
    let together: Message[];
    try {
      for (let i = 1; i <= 7; i++) await sendNow(`S${i}`);
      together = await Promise.all(Array.from({ length: 6 }, (_, i) => sendNow(`C${i + 1}`)));
    } finally {
      clock.now = realNow;
    }
    expect(new Set(together.map((m) => m.dateEnvoi))).toEqual(new Set([instant.toISOString()]));

    const readAll = async () => {
      const pages: string[][] = [];
      let cursor: string | undefined;
      for (;;) {
        const page = await thread(firm.token, d.id, cursor ? { limit: 3, cursor } : { limit: 3 });
        expect(page.status).toBe(200);
        if (page.body.length === 0) break;
        pages.unshift(page.body.map((m) => m.idMessage));
        cursor = page.body[0]!.idMessage;
      }
      return pages.flat();
    };
    const ids = await readAll();
    expect(ids).toHaveLength(13);
    expect(new Set(ids).size).toBe(13);
    const sujets = (await thread(firm.token, d.id)).body.map((m) => m.sujet);
    expect(sujets.slice(0, 7)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7']);
    expect(sujets.slice(7).sort()).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6']);
    expect((await thread(firm.token, d.id)).body.map((m) => m.idMessage)).toEqual(ids);
    expect(await readAll()).toEqual(ids);
  });

  it("is 404 for another client's dossier, and for another firm", async () => {
    const a = await clientWithAccount(firm);
    const b = await clientWithAccount(firm);
    const other = await registerFirm({ structure: 'Cabinet Autre' });
    expect((await thread(a.token, b.dossier.id)).status).toBe(404);
    expect((await send(a.token, b.dossier.id)).status).toBe(404);
    expect((await thread(other.token, a.dossier.id)).status).toBe(404);
    expect((await send(other.token, a.dossier.id)).status).toBe(404);
    expect((await api('messages.unread', { token: a.token })).status).toBe(403);
  });
});

describe('unread counters under concurrency', () => {
  it('match a recount after messages sent from both sides and readings at the same time', async () => {
    const own = await registerFirm();
    const [one, two] = [await clientWithAccount(own), await clientWithAccount(own)];
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 8; i++) {
      for (const c of [one, two]) {
        calls.push(send(own.token, c.dossier.id, `S${i}`).then((r) => expect(r.status).toBe(201)));
        calls.push(send(c.token, c.dossier.id, `C${i}`).then((r) => expect(r.status).toBe(201)));
        if (i % 3 === 1) calls.push(thread(own.token, c.dossier.id), thread(c.token, c.dossier.id));
      }
    }
    await Promise.all(calls);
    let total = 0;
    for (const c of [one, two]) {
      const items = await partition(`T#${own.structureId}#D#${c.dossier.id}`);
      const meta = items.find((i) => i.sk === 'META')!;
      const marker = items.find((i) => i.sk === `LU#${c.session.id}`);
      const messages = items.filter((i) => String(i.sk).startsWith('MESSAGE#'));
      const unreadByStaff = messages.filter((m) => m.side === 'CLIENT' && String(m.idMessage) > String(meta.staffReadTo ?? '')).length;
      const unreadByClient = messages.filter((m) => m.side === 'CABINET' && String(m.idMessage) > String(marker?.readTo ?? '')).length;
      expect(messages).toHaveLength(16);
      expect((await staffRow(own.token, c.dossier.refCabinet))?.messagesNonLus).toBe(unreadByStaff);
      expect((await clientRow(c.token, c.session.id, c.dossier.id))?.messagesNonLus).toBe(unreadByClient);
      total += unreadByStaff;
    }
    expect(await firmUnread(own.token)).toBe(total);
    await Promise.all([thread(own.token, one.dossier.id), thread(own.token, one.dossier.id), thread(own.token, two.dossier.id)]);
    expect(await firmUnread(own.token)).toBe(0);
  });
});

describe('notification emails', () => {
  it('tell the other side without the text, once per 15 minutes while unread, again once they have read', async () => {
    const own = await registerFirm();
    const client = await clientWithAccount(own);
    const d = client.dossier;
    const since = Date.now();
    const secret = `Texte confidentiel ${Date.now()}`;
    await send(own.token, d.id, 'Sujet confidentiel', secret);
    await send(own.token, d.id, 'Deuxième', secret);
    const mail = await waitForEmail(client.email, { since, match: (e) => e.subject.includes(d.refCabinet) });
    const text = `${mail.subject}\n${mail.body.text}\n${mail.body.html}`;
    expect(text).toContain(`/Client/Folder/Messages?id=${d.id}`);
    expect(text).not.toContain(secret);
    expect(text).not.toContain('Sujet confidentiel');
    await new Promise((r) => setTimeout(r, 500));
    const notices = async (to: string) => (await emailsTo(to)).filter((e) => e.subject.includes(d.refCabinet));
    expect(await notices(client.email)).toHaveLength(1);

    // Still unread 15 minutes later: one more; read since the last one: one more at once.
    const meta = { pk: `T#${own.structureId}#D#${d.id}`, sk: 'META' };
    await updateItem(meta, { clientNotifiedAt: new Date(Date.now() - 15 * 60 * 1000 - 1000).toISOString() });
    await send(own.token, d.id, 'Troisième', secret);
    await thread(client.token, d.id);
    await send(own.token, d.id, 'Quatrième', secret);
    await send(own.token, d.id, 'Cinquième', secret);
    await new Promise((r) => setTimeout(r, 500));
    expect(await notices(client.email)).toHaveLength(3);

    // A client's message tells the dossier's lawyer, with the staff's link.
    await send(client.token, d.id, 'Réponse', secret);
    const toLawyer = await waitForEmail(own.email, { since, match: (e) => e.subject.includes(d.refCabinet) });
    expect(`${toLawyer.body.text}`).toContain(`/Folder/Messages?id=${d.id}`);
    expect(`${toLawyer.body.text}\n${toLawyer.body.html}`).not.toContain(secret);
    expect(await getItem(meta)).toHaveProperty('staffNotifiedAt');
  });
});

describe("the client's view of a dossier", () => {
  it('shows other persons by name only, the client their own record whole, and the lawyer with email and phone', async () => {
    const email = uniqueEmail('client');
    const coEmail = uniqueEmail('coclient');
    const since = Date.now();
    const d = await createDossier(firm, {
      Client: [
        person({ email, adresse: '12 rue Allal', phone: '0612345678' }),
        person({ nom: 'Tazi', email: coEmail, adresse: '3 avenue Hassan II' }),
      ],
      adversaire: [
        person({ nom: 'Adverse', idStatutClient: 'ACS', adresse: '9 bd Zerktouni', email: 'adverse@exemple.ma' }),
        {
          idTypeClient: 'PM',
          idStatutClient: 'ACS',
          rc: `RC${Date.now()}`,
          raisonSociale: 'Société Adverse SARL',
          adresse: 'Zone industrielle',
        },
      ],
    });
    const session = await acceptInvitation(email, TEST_PASSWORD, since);
    const view = await getDossier(session.token, d.id);
    expect(view.status).toBe(200);
    const text = JSON.stringify(view.body);
    const staffView = (await getDossier(firm.token, d.id)).body;
    const named = (parties: Party[], nom: string) => parties.find((p) => p.nom === nom)!;
    for (const party of [...staffView.adversaires, named(staffView.clients, 'Tazi')]) {
      for (const field of ['cin', 'rc', 'email', 'phone', 'adresse'] as const) {
        const value = party[field];
        if (typeof value === 'string') expect(text).not.toContain(value);
      }
    }
    expect(view.body.adversaires.map((p) => p.nom ?? p.raisonSociale).sort()).toEqual(['Adverse', 'Société Adverse SARL']);
    expect(named(view.body.clients, 'Bennani')).toMatchObject({
      email,
      adresse: '12 rue Allal',
      cin: named(staffView.clients, 'Bennani').cin,
    });
    expect(Object.keys(named(view.body.clients, 'Tazi')).sort()).toEqual(['idClient', 'idStatutClient', 'idTypeClient', 'nom', 'prenom']);
    expect(view.body).toMatchObject({ avocatEmail: firm.email });
  });
});
