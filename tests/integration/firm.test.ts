import { FSI, LRI, PDI } from '@mizan/shared/bidi';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { acceptInvitation, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';
import { waitForEmail } from '../support/mailbox';
import { clientWithAccount, createDossier, registerFirm, type ErrorBody } from './dossiers-support';

/** The firm's details (GET/PUT /api/Cabinet), the emails that carry them, and a new firm's checklist: against the real local stack. */
type Details = Record<string, string> & { version: number };
type Checklist = { steps: { step: string; done: boolean }[] };

const DETAILS = {
  nom: 'Cabinet Tazi & Associés',
  adresse: '12, Boulevard d’Anfa\n3e étage',
  ville: 'الدار البيضاء',
  phone: '+212 522 12 34 56',
  email: 'contact@tazi.ma',
  siteWeb: 'https://www.tazi.ma',
  identifiantFiscal: '40123456',
  ice: '001234567000089',
  taxeProfessionnelle: '35123456',
  rc: 'Casablanca 123456',
  barreau: 'Barreau de Casablanca',
};

const read = (token: string) => api<Details & ErrorBody>('management.firmDetails', { token });
const save = (token: string, body: Record<string, unknown>, language = 'fr') =>
  api<Details & ErrorBody>('management.updateFirmDetails', { token, body, headers: { 'accept-language': language } });
const checklist = (token: string) => api<Checklist & ErrorBody>('dashboard.checklist', { token });
const openSteps = async (token: string) => (await checklist(token)).body.steps.filter((s) => !s.done).map((s) => s.step);

const colleague = async (admin: TestFirm) => {
  const email = uniqueEmail('collegue');
  const since = Date.now();
  const body = { idTypeUtilisateur: 'AVOCAT', idRolUtilisateur: 'USER', nom: 'Idrissi', prenom: 'Karim', email, phone: '0612345678' };
  expect((await api('users.create', { token: admin.token, body })).status).toBe(201);
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { token: session.token, userId: session.id, email };
};

describe("the firm's details", () => {
  let firm: TestFirm;
  beforeAll(async () => {
    firm = await registerFirm({ structure: 'Cabinet Tazi' });
  });

  it('start with the name given at registration, the rest empty, version 0', async () => {
    const fresh = await read(firm.token);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toEqual({
      nom: 'Cabinet Tazi',
      adresse: '',
      ville: '',
      phone: '',
      email: '',
      siteWeb: '',
      identifiantFiscal: '',
      ice: '',
      taxeProfessionnelle: '',
      rc: '',
      barreau: '',
      version: 0,
    });
  });

  it('an admin saves them on the version read; staff read them; a stale version is refused (409); the change is in the activity log', async () => {
    const saved = await save(firm.token, { ...DETAILS, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...DETAILS, version: 1 });

    const lawyer = await colleague(firm);
    expect((await read(lawyer.token)).body).toEqual({ ...DETAILS, version: 1 });
    expect((await save(lawyer.token, { ...DETAILS, version: 1 })).status).toBe(403);

    const stale = await save(firm.token, { ...DETAILS, ville: 'Rabat', version: 0 }, 'en');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'firm_changed',
      message: "The firm's details were changed meanwhile. Reload them and try again.",
    });
    expect((await read(firm.token)).body.ville).toBe('الدار البيضاء');

    // An absent field is cleared.
    const cleared = await save(firm.token, { nom: DETAILS.nom, ville: 'Casablanca', version: 1 });
    expect(cleared.body).toMatchObject({ adresse: '', ville: 'Casablanca', ice: '', barreau: '', version: 2 });

    const log = await api<{ items: { type: string; objet: string; precisions: string[] }[] }>('activity.list', {
      token: firm.token,
      query: { type: 'SETTINGS_CHANGED', limit: 10 },
    });
    expect(log.body.items.map((e) => [e.objet, ...e.precisions])).toEqual([
      [DETAILS.nom, 'firmDetails', 'updated'],
      [DETAILS.nom, 'firmDetails', 'updated'],
    ]);
  });

  it.each([
    ['ice', '12345678901234', 'fr', "L'ICE compte exactement 15 chiffres"],
    ['ice', '12345678901234X', 'ar', 'يتكون التعريف الموحد للمقاولة من 15 رقمًا بالضبط'],
    ['phone', '12', 'en', 'Invalid phone number'],
    ['identifiantFiscal', 'IF-12', 'en', 'The tax identifier (IF) is 1 to 10 digits'],
    ['taxeProfessionnelle', '12a', 'fr', 'La taxe professionnelle compte de 1 à 12 chiffres'],
    ['siteWeb', 'tazi', 'en', 'Invalid website address (https://…)'],
    ['email', 'contact@', 'fr', 'Adresse email invalide'],
  ])('refuses %s %j with a message in %s naming the field, changing nothing', async (field, value, language, message) => {
    const before = (await read(firm.token)).body;
    const refused = await save(firm.token, { ...DETAILS, [field]: value, version: before.version }, language);
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ field, message })]);
    expect((await read(firm.token)).body).toEqual(before);
  });
});

describe('emails of a firm with its details', () => {
  it("carry the firm's address and phone in the footer (values isolated) and, to a client about a dossier, reply to its lawyer", async () => {
    const firm = await registerFirm({ structure: 'Cabinet Tazi' });
    expect((await save(firm.token, { ...DETAILS, version: 0 })).status).toBe(200);
    const client = await clientWithAccount(firm);
    const since = Date.now();
    const sent = await api('messages.add', {
      token: firm.token,
      body: { idDossier: client.dossier.id, sujet: 'Pièces', contenu: 'Merci.' },
    });
    expect(sent.status).toBe(201);

    const email = await waitForEmail(client.email, { since, match: (e) => e.subject.includes(client.dossier.refCabinet) });
    expect(email.replyTo).toEqual([firm.email]);
    expect(email.from).toContain('no-reply');
    const footer = email.body.text!.split('\n-- \n')[1];
    expect(footer).toBe(
      [
        `${FSI}${DETAILS.nom}${PDI}`,
        `${FSI}12, Boulevard d’Anfa${PDI}, ${FSI}3e étage${PDI}, ${FSI}الدار البيضاء${PDI}`,
        `Phone ${LRI}+212 522 12 34 56${PDI}`, // the client's language (English by default)
      ].join('\n'),
    );
    expect(email.body.html).toContain('<bdi>Cabinet Tazi &amp; Associés</bdi>');
    expect(email.body.html).toContain('<bdi>الدار البيضاء</bdi>');
    expect(email.body.html).toContain('<bdi dir="ltr">+212 522 12 34 56</bdi>');
  });

  it("leave the footer out until the firm sets an address or a phone, and a staff member's email has no reply-to", async () => {
    const firm = await registerFirm();
    const client = await clientWithAccount(firm);
    const since = Date.now();
    expect(
      (await api('messages.add', { token: client.token, body: { idDossier: client.dossier.id, sujet: 'Q', contenu: 'R' } })).status,
    ).toBe(201);
    const email = await waitForEmail(firm.email, { since, match: (e) => e.subject.includes(client.dossier.refCabinet) });
    expect(email.replyTo).toEqual([]);
    expect(email.body.text).not.toContain('\n-- \n');
  });
});

describe("a new firm's checklist", () => {
  it('shows the four steps open to a fresh firm, each done by doing it, and closes for good once all are done', async () => {
    const firm = await registerFirm();
    expect((await checklist(firm.token)).body).toEqual({
      steps: [
        { step: 'colleague', done: false },
        { step: 'availability', done: false },
        { step: 'dossier', done: false },
        { step: 'firmDetails', done: false },
      ],
    });

    // Details without a phone do not count; with address and phone they do.
    expect((await save(firm.token, { nom: 'Cabinet Neuf', adresse: '1, rue Atlas', version: 0 })).status).toBe(200);
    expect(await openSteps(firm.token)).toContain('firmDetails');
    expect((await save(firm.token, { nom: 'Cabinet Neuf', adresse: '1, rue Atlas', phone: '0522000000', version: 1 })).status).toBe(200);
    expect(await openSteps(firm.token)).toEqual(['colleague', 'availability', 'dossier']);

    const lawyer = await colleague(firm);
    expect(await openSteps(firm.token)).toEqual(['availability', 'dossier']);
    expect((await checklist(lawyer.token)).status).toBe(403);

    const slot = await api('calendar.createAvailability', {
      token: lawyer.token,
      body: { idJour: 2, heureDebut: '09:00:00', heureFin: '10:00:00' },
    });
    expect(slot.status, JSON.stringify(slot.body)).toBe(201);
    expect(await openSteps(firm.token)).toEqual(['dossier']);

    await createDossier(firm);
    expect((await checklist(firm.token)).body).toEqual({ steps: [] });
    // Closed for good: clearing the details again does not bring it back.
    expect((await save(firm.token, { nom: 'Cabinet Neuf', version: 2 })).status).toBe(200);
    expect((await checklist(firm.token)).body).toEqual({ steps: [] });
  });

  it('is dismissed for good by an admin', async () => {
    const firm = await registerFirm();
    expect((await checklist(firm.token)).body.steps).toHaveLength(4);
    const dismissed = await api<Checklist>('dashboard.dismissChecklist', { token: firm.token });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ steps: [] });
    expect((await checklist(firm.token)).body).toEqual({ steps: [] });
  });
});
