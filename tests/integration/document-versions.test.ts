import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '../../infra/local/sample-files';
import { directUpload, versionUpload } from '../../infra/local/upload';
import { acceptInvitation, invitedLawyer, registerFirm, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { keysUnder } from '../support/bucket';
import { createDossier, person, type ErrorBody } from './dossiers-support';

/**
 * Versions of a document against the real local stack: a new version through the presigned upload
 * and its confirmation (once), the previous ones kept and listed with their date and author, each
 * viewable and downloadable under the document's confidentiality, the latest in the lists, the
 * history and the activity log, and a deletion that takes every version.
 */

type Doc = { idDocument: string; nom: string; extension: string; uploader: string; size: number; dateUpload: string };
type Version = {
  idVersion: string;
  extension: string;
  dateUpload: string;
  uploader: string;
  idTypeUploader: string;
  size: number;
  latest: boolean;
};
type Versions = { nom: string; items: Version[] };
type Address = { url: string; nom: string; extension: string; contentType: string };

const FR = { 'accept-language': 'fr' };
const FIRST = samplePdf(['Premiere version']);
const SECOND = sampleDocx(['Deuxieme version']);
const THIRD = samplePdf(['Troisieme version', 'avec une page de plus']);
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let firm: TestFirm;
let other: TestFirm;
let lawyer: { token: string; userId: string };
let colleague: { token: string; userId: string };
let client: { token: string; userId: string };
let otherClient: { token: string };
let dossierId: string;

const clientOf = async (over: Record<string, unknown> = {}) => {
  const email = uniqueEmail('client');
  const since = Date.now();
  const dossier = await createDossier(firm, { Client: [person({ email, nom: 'Amrani', prenom: 'Khadija' })], ...over });
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { dossier, token: session.token, userId: session.id };
};

const newDocument = async (Nom: string, IdConfidentialite: 'PB' | 'PA' | 'PC') => {
  const { confirmed } = await directUpload(
    api,
    firm.token,
    { idDossier: dossierId, Nom, extension: 'pdf', IdConfidentialite },
    FIRST,
    'application/pdf',
  );
  expect(confirmed?.status).toBe(201);
  return confirmed!.body as Doc;
};

const newVersion = async (token: string, idDocument: string, extension: string, file: Buffer, contentType: string) => {
  const { issued, posted, confirmed } = await versionUpload(api, token, idDocument, { extension, file, contentType });
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  expect(posted).toBeLessThan(300);
  expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(201);
  return confirmed!.body as Doc;
};

const versionsOf = (token: string, idDocument: string) => api<Versions>('documents.versions', { token, params: { idDocument } });
const fetched = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

const keptObjects = (documentId: string) => keysUnder(`${firm.structureId}/${dossierId}/${documentId}`);

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm()]);
  [lawyer, colleague] = await Promise.all([invitedLawyer(firm, 'Salma'), invitedLawyer(firm, 'Karim')]);
  const [mine, another] = await Promise.all([clientOf({ idUtilisateur: lawyer.userId }), clientOf()]);
  client = mine;
  otherClient = another;
  dossierId = mine.dossier.id;
});

describe('versions of a document', () => {
  let doc: Doc;
  let versions: Version[];

  beforeAll(async () => {
    doc = await newDocument('Conclusions', 'PB');
    await newVersion(lawyer.token, doc.idDocument, 'docx', SECOND, DOCX);
    await newVersion(firm.token, doc.idDocument, 'pdf', THIRD, 'application/pdf');
    versions = (await versionsOf(client.token, doc.idDocument)).body.items;
  });

  it('lists every version newest first, with its date, author and size; the first keeps the document id', async () => {
    expect(versions.map((v) => [v.extension, v.uploader, v.size, v.latest])).toEqual([
      ['pdf', doc.uploader, THIRD.length, true],
      ['docx', 'Salma Tazi', SECOND.length, false],
      ['pdf', doc.uploader, FIRST.length, false],
    ]);
    expect(versions[2]!.idVersion).toBe(doc.idDocument);
    expect(versions[2]!.dateUpload).toBe(doc.dateUpload);
    const dates = versions.map((v) => v.dateUpload);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows the latest version in the dossier, its view and its download; the name stays', async () => {
    const listed = (await api<{ documents: Doc[] }>('dossiers.get', { token: client.token, params: { id: dossierId } })).body.documents;
    expect(listed.filter((d) => d.idDocument === doc.idDocument)).toEqual([
      expect.objectContaining({ nom: 'Conclusions', extension: 'pdf', size: THIRD.length, dateUpload: versions[0]!.dateUpload }),
    ]);
    const download = await api<Address>('documents.download', { token: client.token, params: { idDocument: doc.idDocument } });
    expect((await fetched(download.body.url)).equals(THIRD)).toBe(true);
  });

  it('views and downloads each previous version, with its own type and name', async () => {
    const docx = await api<Address>('documents.versionDownload', {
      token: client.token,
      params: { idDocument: doc.idDocument, idVersion: versions[1]!.idVersion },
    });
    expect(docx.status).toBe(200);
    expect(docx.body).toMatchObject({ nom: 'Conclusions', extension: 'docx', contentType: DOCX });
    const file = await fetch(docx.body.url);
    expect(decodeURIComponent((file.headers.get('content-disposition') ?? '').split("UTF-8''")[1] ?? '')).toBe('Conclusions.docx');
    expect(Buffer.from(await file.arrayBuffer()).equals(SECOND)).toBe(true);

    const first = await api<Address>('documents.versionView', {
      token: lawyer.token,
      params: { idDocument: doc.idDocument, idVersion: doc.idDocument },
    });
    const shown = await fetch(first.body.url);
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await shown.arrayBuffer()).equals(FIRST)).toBe(true);

    const unknown = await api('documents.versionView', {
      token: lawyer.token,
      params: { idDocument: doc.idDocument, idVersion: '01JUNKNOWNVERSION000000000' },
    });
    expect(unknown.status).toBe(404);
  });

  it('records each new version in the history and the activity log; downloads of a version too', async () => {
    type Entry = { idTypeAction: string; valeur: string; auteur: string };
    const history = await api<{ items: Entry[] }>('dossiers.actions', {
      token: firm.token,
      params: { id: dossierId },
      query: { limit: 50 },
    });
    expect(history.body.items.filter((e) => e.valeur.startsWith('Conclusions.')).map((e) => [e.idTypeAction, e.valeur])).toEqual([
      ['NOUVELLE_VERSION', 'Conclusions.pdf'],
      ['NOUVELLE_VERSION', 'Conclusions.docx'],
      ['AJOUT_DOCUMENT', 'Conclusions.pdf'],
    ]);
    type Log = { items: { type: string; idUtilisateur: string; objet: string | null }[] };
    const log = await api<Log>('activity.list', { token: firm.token, query: { limit: 50 } });
    const mine = log.body.items.filter((e) => e.objet?.startsWith('Conclusions.')).map((e) => [e.type, e.idUtilisateur, e.objet]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['DOCUMENT_VERSION_ADDED', lawyer.userId, 'Conclusions.docx'],
        ['DOCUMENT_VERSION_ADDED', firm.userId, 'Conclusions.pdf'],
        ['DOCUMENT_DOWNLOADED', client.userId, 'Conclusions.docx'],
      ]),
    );
  });

  it('confirms a new version once; a refused file keeps the current version and leaves no object', async () => {
    const again = await api<ErrorBody>('documents.confirmVersion', {
      token: firm.token,
      params: { idDocument: doc.idDocument },
      headers: FR,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Cette version est déjà enregistrée');

    const before = await keptObjects(doc.idDocument);
    const { confirmed } = await versionUpload(api, firm.token, doc.idDocument, {
      extension: 'pdf',
      file: SECOND,
      contentType: 'application/pdf',
    });
    expect(confirmed?.status).toBe(400);
    expect(await keptObjects(doc.idDocument)).toEqual(before);
    expect((await versionsOf(firm.token, doc.idDocument)).body.items).toEqual(versions);
  });

  it('deletes every version and its object with the document', async () => {
    const doomed = await newDocument('Brouillon', 'PB');
    await newVersion(firm.token, doomed.idDocument, 'pdf', THIRD, 'application/pdf');
    expect(await keptObjects(doomed.idDocument)).toHaveLength(2);
    expect((await api('documents.delete', { token: firm.token, params: { idDocument: doomed.idDocument } })).status).toBe(200);
    expect(await keptObjects(doomed.idDocument)).toEqual([]);
    const idVersion = doomed.idDocument;
    expect(
      (await api('documents.versionDownload', { token: firm.token, params: { idDocument: doomed.idDocument, idVersion } })).status,
    ).toBe(404);
  });
});

describe("the versions' confidentiality", () => {
  let secret: Doc;

  beforeAll(async () => {
    secret = await newDocument('Rapport medical', 'PC');
    await newVersion(lawyer.token, secret.idDocument, 'pdf', THIRD, 'application/pdf');
  });

  it("lets the PC document's readers list and fetch its versions", async () => {
    for (const token of [firm.token, lawyer.token, client.token]) {
      const listed = await versionsOf(token, secret.idDocument);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toHaveLength(2);
      const old = await api('documents.versionDownload', {
        token,
        params: { idDocument: secret.idDocument, idVersion: secret.idDocument },
      });
      expect(old.status).toBe(200);
    }
  });

  it('answers 404 to a USER not its lawyer, another client of the firm and another firm, for every version route', async () => {
    for (const token of [colleague.token, otherClient.token, other.token]) {
      expect((await versionsOf(token, secret.idDocument)).status).toBe(404);
      for (const name of ['documents.versionView', 'documents.versionDownload'] as const)
        expect((await api(name, { token, params: { idDocument: secret.idDocument, idVersion: secret.idDocument } })).status).toBe(404);
    }
    const issued = await api('documents.versionUploadUrl', {
      token: colleague.token,
      params: { idDocument: secret.idDocument },
      body: { extension: 'pdf', size: FIRST.length },
    });
    expect(issued.status).toBe(404);
  });

  it('lets no client upload a new version', async () => {
    const issued = await api('documents.versionUploadUrl', {
      token: client.token,
      params: { idDocument: secret.idDocument },
      body: { extension: 'pdf', size: FIRST.length },
    });
    expect(issued.status).toBe(403);
  });
});
