import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, samplePng } from '../../infra/local/sample-files';
import { directUpload, versionUpload, type UploadMetadata } from '../../infra/local/upload';
import { acceptInvitation, registerFirm, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { scannedPage, scannedPdf } from '../support/scanned-page';
import { getItem } from '../support/table';
import { createDossier, person } from './dossiers-support';

/**
 * Reading documents' texts against the real local stack: the confirmation queues the job, which
 * reads a PDF's and a DOCX's text and indexes its words; the top-bar search finds a document by a
 * word of its text with a passage, for those who may see it only; scans (images, a PDF without
 * text layer) are read by OCR in French and Arabic; an unreadable file is stored with its state.
 */

type Text = { etat: 'ENC' | 'LU' | 'ILL'; raison: string | null };
type Doc = { idDocument: string; nom: string; texte: Text | null };
type Found = { documents: { idDocument: string; extrait: string | null }[] };
type Level = 'PB' | 'PA' | 'PC';

let firm: TestFirm;
let other: TestFirm;
let dossierId: string;
let tokens: Record<'lawyer' | 'colleague' | 'client' | 'otherClient', string>;

const staff = async (prenom: string) => {
  const email = uniqueEmail(prenom.toLowerCase());
  const since = Date.now();
  const body = { idTypeUtilisateur: 'AVOCAT', idRolUtilisateur: 'USER', nom: 'Bennani', prenom, email, phone: '0612345678' };
  expect((await api('users.create', { token: firm.token, body })).status).toBe(201);
  return acceptInvitation(email, TEST_PASSWORD, since);
};
const client = async (over: Record<string, unknown> = {}) => {
  const email = uniqueEmail('client');
  const since = Date.now();
  const dossier = await createDossier(firm, { Client: [person({ email })], ...over });
  return { dossier, session: await acceptInvitation(email, TEST_PASSWORD, since) };
};

const upload = async (metadata: Omit<UploadMetadata, 'idDossier'>, file: Buffer, contentType: string) => {
  const { confirmed } = await directUpload(api, firm.token, { idDossier: dossierId, ...metadata }, file, contentType);
  expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(201);
  return (confirmed!.body as Doc).idDocument;
};

/** The document as the dossier lists it, once its text is no longer being read. */
const readDocument = async (idDocument: string): Promise<Doc> => {
  for (let tries = 0; tries < 300; tries++) {
    const res = await api<{ documents: Doc[] }>('dossiers.get', { token: firm.token, params: { id: dossierId } });
    const doc = res.body.documents.find((d) => d.idDocument === idDocument)!;
    if (doc.texte?.etat !== 'ENC') return doc;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${idDocument} still being read`);
};

const search = async (token: string, q: string) => {
  const res = await api<Found>('search.query', { token, query: { q } });
  expect(res.status).toBe(200);
  return res.body.documents;
};

const WORD = `zorglub${Date.now().toString(36)}`;
const docs = {} as Record<Level, string>;
let docx: string;

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm()]);
  const [lawyer, colleague] = await Promise.all([staff('Salma'), staff('Karim')]);
  const [mine, another] = await Promise.all([client({ idUtilisateur: lawyer.id }), client()]);
  dossierId = mine.dossier.id;
  tokens = { lawyer: lawyer.token, colleague: colleague.token, client: mine.session.token, otherClient: another.session.token };
  for (const level of ['PB', 'PA', 'PC'] as const) {
    const pages = [
      'Conclusions en défense',
      `Le tribunal retient la clause ${WORD}${level.toLowerCase()} du contrat de bail signé à Rabat.`,
    ];
    docs[level] = await upload(
      { Nom: `Conclusions ${level}`, extension: 'pdf', IdConfidentialite: level },
      samplePdf(pages),
      'application/pdf',
    );
  }
  docx = await upload(
    { Nom: 'Mise en demeure', extension: 'docx' },
    sampleDocx(['Madame, nous vous mettons en demeure de régler la créance', `référence ${WORD}docx sous huitaine.`]),
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
}, 120_000);

describe("reading documents' texts", () => {
  it('reads the text layer of a PDF and the text of a DOCX, and says so on the document list', async () => {
    for (const id of [docs.PB, docx]) expect((await readDocument(id)).texte).toEqual({ etat: 'LU', raison: null });
  });

  it('finds a document by a word of its text, accents and case aside, with the passage around it', async () => {
    await readDocument(docs.PB);
    const found = await search(firm.token, `${WORD.toUpperCase()}PB bail`);
    expect(found.map((d) => d.idDocument)).toEqual([docs.PB]);
    expect(found[0]!.extrait).toContain(`clause ${WORD}pb du contrat de bail`);
    const byDocx = await search(firm.token, 'créance');
    expect(byDocx.find((d) => d.idDocument === docx)?.extrait).toContain('mettons en demeure de régler la créance');
  });

  it("takes a document's words out of search when a new version's text lacks them, and all of them when it is deleted", async () => {
    const [gone, kept, fresh] = ['ancien', 'garde', 'nouveau'].map((word) => `${WORD}${word}`) as [string, string, string];
    const id = await upload({ Nom: 'Requête', extension: 'pdf' }, samplePdf([`Requête ${gone} et ${kept}.`]), 'application/pdf');
    expect((await readDocument(id)).texte?.etat).toBe('LU');
    const entry = (word: string) => getItem({ pk: `T#${firm.structureId}#IX#${word.slice(0, 2)}`, sk: `X#${word}#${id}` });
    expect(await entry(gone)).toBeDefined();

    const file = samplePdf([`Requête ${fresh} et ${kept}.`]);
    const { confirmed } = await versionUpload(api, firm.token, id, { extension: 'pdf', file, contentType: 'application/pdf' });
    expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(201);
    expect((await readDocument(id)).texte?.etat).toBe('LU');
    expect(await entry(gone)).toBeUndefined();
    expect(await entry(kept)).toBeDefined();
    expect(await entry(fresh)).toBeDefined();
    expect((await search(firm.token, gone)).map((d) => d.idDocument)).not.toContain(id);

    expect((await api('documents.delete', { token: firm.token, params: { idDocument: id } })).status).toBe(200);
    expect(await entry(kept)).toBeUndefined();
    expect(await entry(fresh)).toBeUndefined();
  });

  it("never lets a PC document's words reach a reader who may not see it", async () => {
    await Promise.all(Object.values(docs).map(readDocument));
    const finds = async (token: string, level: Level) =>
      (await search(token, `${WORD}${level.toLowerCase()}`)).some((d) => d.idDocument === docs[level]);
    // PC: the dossier's client, its lawyer and the admins; not another lawyer, nor another client, nor another firm.
    expect(await finds(firm.token, 'PC')).toBe(true);
    expect(await finds(tokens.lawyer, 'PC')).toBe(true);
    expect(await finds(tokens.client, 'PC')).toBe(true);
    expect(await finds(tokens.colleague, 'PC')).toBe(false);
    expect(await finds(tokens.otherClient, 'PC')).toBe(false);
    expect(await finds(other.token, 'PC')).toBe(false);
    // PA: staff only.
    expect(await finds(tokens.colleague, 'PA')).toBe(true);
    expect(await finds(tokens.client, 'PA')).toBe(false);
    // The search answer holds nothing of a hidden document's text.
    const answer = JSON.stringify((await api('search.query', { token: tokens.colleague, query: { q: `${WORD}pc` } })).body);
    expect(answer).not.toContain('clause');
  });

  it('reads scans by OCR, a French page (PNG, and a PDF without text layer) and an Arabic one, and finds them by a word', async () => {
    const french = ['Requête en référé', 'Le locataire doit libérer les lieux loués', 'sous astreinte de cinq cents dirhams par jour.'];
    const arabic = ['مقال استعجالي', 'يلتمس المدعي إفراغ المحل المكترى', 'مع النفاذ المعجل'];
    const frenchPng = scannedPage(french);
    const [png, pdf, arabicPng] = await Promise.all([
      upload({ Nom: 'Référé scanné', extension: 'png' }, frenchPng, 'image/png'),
      upload({ Nom: 'Référé PDF scanné', extension: 'pdf' }, await scannedPdf(frenchPng), 'application/pdf'),
      upload({ Nom: 'مقال مسح', extension: 'png' }, scannedPage(arabic, 'rtl'), 'image/png'),
    ]);
    for (const id of [png, pdf, arabicPng]) expect((await readDocument(id)).texte).toEqual({ etat: 'LU', raison: null });
    const byFrench = await search(firm.token, 'astreinte');
    expect(byFrench.map((d) => d.idDocument).sort()).toEqual([png, pdf].sort());
    expect(byFrench[0]!.extrait).toContain('astreinte de cinq cents dirhams');
    const byArabic = await search(firm.token, 'إفراغ');
    expect(byArabic.map((d) => d.idDocument)).toEqual([arabicPng]);
    expect(byArabic[0]!.extrait).toContain('المحل');
  });

  it('stores a file it cannot read, saying why: a blank scan, a damaged PDF, a truncated image', async () => {
    const blank = await upload({ Nom: 'Page blanche', extension: 'png' }, scannedPage([]), 'image/png');
    const scan = await upload({ Nom: 'Scan', extension: 'png' }, samplePng(40, 40, [250, 250, 250]), 'image/png');
    const damaged = await upload({ Nom: 'Abîmé', extension: 'pdf' }, Buffer.from('%PDF-1.4\nnot a pdf at all'), 'application/pdf');
    const truncated = await upload({ Nom: 'Photo coupée', extension: 'png' }, scannedPage(['Requête']).subarray(0, 200), 'image/png');
    expect((await readDocument(blank)).texte).toEqual({ etat: 'ILL', raison: 'no_text' });
    expect((await readDocument(scan)).texte).toEqual({ etat: 'ILL', raison: 'no_text' });
    expect((await readDocument(damaged)).texte).toEqual({ etat: 'ILL', raison: 'damaged' });
    expect((await readDocument(truncated)).texte).toEqual({ etat: 'ILL', raison: 'damaged' });
    const download = await api('documents.download', { token: firm.token, params: { idDocument: damaged } });
    expect(download.status).toBe(200);
  });
});
