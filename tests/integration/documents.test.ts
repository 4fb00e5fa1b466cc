import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf, samplePng, zipOf } from '../../infra/local/sample-files';
import { directUpload, type UploadMetadata } from '../../infra/local/upload';
import { acceptInvitation, registerFirm, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';
import { api } from '../support/api';
import { documentsBucket, keysUnder, s3 } from '../support/bucket';
import { putItem } from '../support/table';
import { createDossier, person, type ErrorBody } from './dossiers-support';

/**
 * Documents against the real local stack: the confidentiality matrix of the decisions, the
 * presigned policy's conditions (s3rver does not check them, so the test reads what the API
 * signed), the content checks with nothing kept, the multipart route's limit, the addresses'
 * names, the access log, deletion and search.
 */

type Doc = {
  idDocument: string;
  nom: string;
  extension: string;
  uploader: string;
  idTypeUploader: string;
  IdConfidentialite: string;
  confidential: boolean;
};
type Detail = { id: string; documents: Doc[]; actions: { idTypeAction: string; valeur: string }[] };
type Address = { url: string; nom: string; extension: string; contentType: string };
type Reader = { label: string; token: string; userId: string };
type Level = 'PB' | 'PA' | 'PC';

const FR = { 'accept-language': 'fr' };
const FORMAT_FR = 'Format non supporté. Fichiers acceptés : PDF, DOC, DOCX, JPEG, JPG, PNG.';
const PDF = samplePdf(['Conclusions en defense']);

let firm: TestFirm;
let other: TestFirm;
let readers: Record<'admin' | 'lawyer' | 'colleague' | 'client' | 'otherClient' | 'otherFirm', Reader>;
let dossierId: string;
let otherDossierId: string;
const docs = {} as Record<Level, string>;

const bucket = documentsBucket;
const objectExists = async (key: string) => {
  try {
    await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return true;
  } catch {
    return false;
  }
};
/** Every object whose key contains the dossier's id (pending or stored). */
const objectsOf = async (structureId: string, dossier: string) => {
  const keys: string[] = [];
  for (const prefix of [`${structureId}/${dossier}/`, `pending/${structureId}/${dossier}/`]) {
    keys.push(...(await keysUnder(prefix)));
  }
  return keys;
};

/** The stored objects of a document: `{firm}/{dossier}/{document}` (multipart) or under it, one per confirmation (direct). */
const keptObjects = (structureId: string, dossier: string, documentId: string) => keysUnder(`${structureId}/${dossier}/${documentId}`);

const upload = (token: string, metadata: UploadMetadata, file: Buffer, contentType = 'application/pdf') =>
  directUpload(api, token, metadata, file, contentType);

const uploaded = async (token: string, metadata: UploadMetadata, file: Buffer = PDF, contentType = 'application/pdf') => {
  const { confirmed } = await upload(token, metadata, file, contentType);
  expect(confirmed?.status, JSON.stringify(confirmed?.body)).toBe(201);
  return confirmed!.body as Doc;
};

const detail = (token: string, id = dossierId) => api<Detail>('dossiers.get', { token, params: { id } });

const staff = async (admin: TestFirm, prenom: string) => {
  const email = uniqueEmail(prenom.toLowerCase());
  const since = Date.now();
  const body = { idTypeUtilisateur: 'AVOCAT', idRolUtilisateur: 'USER', nom: 'Tazi', prenom, email, phone: '0612345678' };
  const created = await api<{ idUtilisateur: string }>('users.create', { token: admin.token, body });
  expect(created.status).toBe(201);
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { token: session.token, userId: session.id };
};

const clientOf = async (admin: TestFirm, over: Record<string, unknown> = {}) => {
  const email = uniqueEmail('client');
  const since = Date.now();
  const dossier = await createDossier(admin, { Client: [person({ email, nom: 'Amrani', prenom: 'Khadija' })], ...over });
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { dossier, token: session.token, userId: session.id };
};

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm()]);
  const [lawyer, colleague] = await Promise.all([staff(firm, 'Salma'), staff(firm, 'Karim')]);
  const [client, otherClient] = await Promise.all([clientOf(firm, { idUtilisateur: lawyer.userId }), clientOf(firm)]);
  dossierId = client.dossier.id;
  otherDossierId = otherClient.dossier.id;
  readers = {
    admin: { label: 'ADMIN', token: firm.token, userId: firm.userId },
    lawyer: { label: "the dossier's lawyer", ...lawyer },
    colleague: { label: 'another USER', ...colleague },
    client: { label: "the dossier's client", ...client },
    otherClient: { label: 'another client of the firm', ...otherClient },
    otherFirm: { label: 'staff of another firm', token: other.token, userId: other.userId },
  };
  for (const level of ['PB', 'PA', 'PC'] as const)
    docs[level] = (
      await uploaded(firm.token, { idDossier: dossierId, Nom: `Piece ${level}`, extension: 'pdf', IdConfidentialite: level })
    ).idDocument;
}, 120_000);

/** The decisions: PB staff and the dossier's clients; PA staff; PC the dossier's clients, its lawyer and the admins. */
const MAY_SEE: Record<Level, readonly (keyof typeof readers)[]> = {
  PB: ['admin', 'lawyer', 'colleague', 'client'],
  PA: ['admin', 'lawyer', 'colleague'],
  PC: ['admin', 'lawyer', 'client'],
};

describe('confidentiality', () => {
  const cases = (['PB', 'PA', 'PC'] as const).flatMap((level) =>
    (['admin', 'lawyer', 'colleague', 'client', 'otherClient', 'otherFirm'] as const).map((who) => ({ level, who })),
  );

  it.each(cases)('$level for $who: list, view and download as the decisions say', async ({ level, who }) => {
    const reader = readers[who];
    const sees = MAY_SEE[level].includes(who);
    const listed = await detail(reader.token);
    const ids = listed.status === 200 ? listed.body.documents.map((d) => d.idDocument) : [];
    expect(ids.includes(docs[level]), `${reader.label} lists ${level}`).toBe(sees);
    for (const route of ['documents.view', 'documents.download'] as const) {
      const answer = await api<Address>(route, { token: reader.token, params: { idDocument: docs[level] } });
      expect(answer.status, `${route} of ${level} by ${reader.label}`).toBe(sees ? 200 : 404);
      if (!sees) expect(JSON.stringify(answer.body)).not.toContain(docs[level]);
    }
  });

  it("lists what the dossier's client may see with its lock, newest first", async () => {
    const { body } = await detail(readers.client.token);
    expect(body.documents.map((d) => [d.nom, d.IdConfidentialite, d.confidential])).toEqual([
      ['Piece PC', 'PC', true],
      ['Piece PB', 'PB', false],
    ]);
  });

  it('lets a client upload PB or PC only, and another USER no PC; the uploader comes from the token', async () => {
    const pa = await api<ErrorBody>('documents.uploadUrl', {
      token: readers.client.token,
      headers: FR,
      body: { idDossier: dossierId, Nom: 'Privé', extension: 'pdf', IdConfidentialite: 'PA', size: PDF.length },
    });
    expect(pa.status).toBe(400);
    expect(pa.body.details?.map((d) => d.field)).toEqual(['IdConfidentialite']);
    const pc = await api('documents.uploadUrl', {
      token: readers.colleague.token,
      body: { idDossier: dossierId, Nom: 'Privé', extension: 'pdf', IdConfidentialite: 'PC', size: PDF.length },
    });
    expect(pc.status).toBe(400);
    const issued = await api<{ idDocument: string }>('documents.uploadUrl', {
      token: readers.client.token,
      body: {
        idDossier: dossierId,
        Nom: 'Attestation',
        extension: 'PDF',
        IdConfidentialite: 'PC',
        size: PDF.length,
        idTypeUploader: 'AVOCAT',
        idUploader: firm.userId,
      },
    });
    expect(issued.status).toBe(200);
    const doc = await uploaded(readers.client.token, {
      idDossier: dossierId,
      Nom: 'Attestation',
      extension: 'PDF',
      IdConfidentialite: 'PC',
    });
    expect(doc).toMatchObject({ idTypeUploader: 'CLIENT', uploader: 'Khadija Amrani', extension: 'pdf' });
  });

  it("refuses an upload to another client's dossier or another firm's (404)", async () => {
    for (const [token, id] of [
      [readers.client.token, otherDossierId],
      [readers.otherFirm.token, dossierId],
    ] as const) {
      const answer = await api('documents.uploadUrl', { token, body: { idDossier: id, Nom: 'X', extension: 'pdf', size: 10 } });
      expect(answer.status).toBe(404);
    }
  });
});

describe('direct uploads', () => {
  it('signs a POST policy that fixes the key, the content type, the size and an expiry of at most 5 minutes', async () => {
    const before = Date.now();
    const size = 123_456;
    const issued = await api<{ idDocument: string; url: string; fields: Record<string, string> }>('documents.uploadUrl', {
      token: firm.token,
      body: { idDossier: dossierId, Nom: 'Mémoire', extension: 'docx', size },
    });
    expect(issued.status).toBe(200);
    const { fields, idDocument } = issued.body;
    const policy = JSON.parse(Buffer.from(fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    const key = `pending/${firm.structureId}/${dossierId}/${idDocument}`;
    expect(fields.key).toBe(key);
    expect(policy.conditions).toContainEqual({ key });
    expect(policy.conditions).toContainEqual({ bucket: bucket() });
    expect(policy.conditions).toContainEqual({
      'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(policy.conditions).toContainEqual(['content-length-range', 1, size]);
    expect(policy.conditions.some((c) => Array.isArray(c) && c[0] === 'starts-with')).toBe(false);
    const expires = Date.parse(policy.expiration);
    expect(expires).toBeGreaterThan(before);
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60 * 1000);
  });

  it('refuses more than 25 MB and an extension off the list, in the reader language', async () => {
    const large = await api<ErrorBody>('documents.uploadUrl', {
      token: firm.token,
      headers: FR,
      body: { idDossier: dossierId, Nom: 'Gros', extension: 'pdf', size: 25 * 1024 * 1024 + 1 },
    });
    expect(large.status).toBe(400);
    expect(large.body.details).toEqual([expect.objectContaining({ field: 'size', code: 'file_too_large' })]);
    const exe = await api<ErrorBody>('documents.uploadUrl', {
      token: firm.token,
      headers: { 'accept-language': 'ar' },
      body: { idDossier: dossierId, Nom: 'Outil', extension: 'exe', size: 10 },
    });
    expect(exe.status).toBe(400);
    expect(exe.body.details).toEqual([
      expect.objectContaining({ field: 'extension', message: expect.stringContaining('صيغة غير مدعومة') }),
    ]);
  });

  it('keeps an unconfirmed upload invisible, and records a confirmed one once', async () => {
    const issued = await api<{ idDocument: string }>('documents.uploadUrl', {
      token: firm.token,
      body: { idDossier: dossierId, Nom: 'En attente', extension: 'pdf', size: PDF.length },
    });
    expect((await detail(firm.token)).body.documents.map((d) => d.idDocument)).not.toContain(issued.body.idDocument);
    expect((await api('documents.view', { token: firm.token, params: { idDocument: issued.body.idDocument } })).status).toBe(404);
    const missing = await api<ErrorBody>('documents.confirmUpload', { token: firm.token, params: { idDocument: issued.body.idDocument } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('bad_request');

    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Confirmée', extension: 'pdf' });
    const again = await api('documents.confirmUpload', { token: firm.token, params: { idDocument: doc.idDocument } });
    expect(again.status).toBe(409);
    expect(await keptObjects(firm.structureId, dossierId, doc.idDocument)).toEqual([
      expect.stringMatching(new RegExp(`^${firm.structureId}/${dossierId}/${doc.idDocument}/[0-9A-Z]{26}$`)),
    ]);
    expect(await objectExists(`pending/${firm.structureId}/${dossierId}/${doc.idDocument}`)).toBe(false);
    const { body } = await detail(firm.token);
    expect(body.actions[0]).toMatchObject({ idTypeAction: 'AJOUT_DOCUMENT', valeur: 'Confirmée.pdf' });
  });

  const MISMATCHES: { label: string; extension: string; bytes: Buffer; type: string }[] = [
    {
      label: 'a Windows program named .pdf',
      extension: 'pdf',
      bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1'),
      type: 'application/pdf',
    },
    { label: 'a PDF named .png', extension: 'png', bytes: PDF, type: 'image/png' },
    { label: 'a PNG named .jpg', extension: 'jpg', bytes: samplePng(2, 2, [0, 0, 0]), type: 'image/jpeg' },
    { label: 'a ZIP without word/ named .docx', extension: 'docx', bytes: zipOf({ 'notes.txt': 'rien' }), type: 'application/zip' },
    { label: 'a DOCX named .doc', extension: 'doc', bytes: sampleDocx(['Bonjour']), type: 'application/msword' },
    { label: 'a text file named .jpeg', extension: 'jpeg', bytes: Buffer.from('bonjour'), type: 'image/jpeg' },
  ];

  it.each(MISMATCHES)('refuses $label on confirm, with the message, and keeps nothing', async ({ extension, bytes, type }) => {
    const before = await objectsOf(firm.structureId, otherDossierId);
    const { issued, confirmed } = await upload(firm.token, { idDossier: otherDossierId, Nom: 'Suspect', extension }, bytes, type);
    const id = (issued.body as { idDocument: string }).idDocument;
    expect(confirmed?.status).toBe(400);
    expect((confirmed?.body as ErrorBody).message).toBeDefined();
    const refused = await api<ErrorBody>('documents.confirmUpload', { token: firm.token, params: { idDocument: id } });
    expect(refused.status).toBe(404);
    expect(await objectsOf(firm.structureId, otherDossierId)).toEqual(before);
    expect((await detail(firm.token, otherDossierId)).body.documents.map((d) => d.idDocument)).not.toContain(id);
  });

  it('words the refusal as the specification does, and refuses an empty file', async () => {
    const issued = await api<{ idDocument: string; url: string; fields: Record<string, string> }>('documents.uploadUrl', {
      token: firm.token,
      body: { idDossier: otherDossierId, Nom: 'Faux', extension: 'pdf', size: 20 },
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(issued.body.fields)) form.set(name, value);
    form.set('file', new Blob(['MZ not a pdf at all']), 'faux.pdf');
    expect((await fetch(issued.body.url, { method: 'POST', body: form })).ok).toBe(true);
    const refused = await api<ErrorBody>('documents.confirmUpload', {
      token: firm.token,
      headers: FR,
      params: { idDocument: issued.body.idDocument },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(FORMAT_FR);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'file', message: FORMAT_FR })]);

    const empty = await upload(firm.token, { idDossier: otherDossierId, Nom: 'Vide', extension: 'pdf' }, Buffer.alloc(0));
    expect(empty.issued.status).toBe(400);
  });

  it('refuses at confirm a file larger than declared (413), deleting it: storage does not enforce the policy', async () => {
    const issued = await api<{ idDocument: string; url: string; fields: Record<string, string> }>('documents.uploadUrl', {
      token: firm.token,
      body: { idDossier: otherDossierId, Nom: 'Trop gros', extension: 'pdf', size: PDF.length },
    });
    expect(issued.status).toBe(200);
    const { idDocument, url, fields } = issued.body;
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('file', new Blob([new Uint8Array(Buffer.concat([PDF, Buffer.alloc(1024, 0x20)]))]), 'trop-gros.pdf');
    expect((await fetch(url, { method: 'POST', body: form })).ok).toBe(true);
    const pending = `pending/${firm.structureId}/${otherDossierId}/${idDocument}`;
    expect(await objectExists(pending)).toBe(true);

    const refused = await api<ErrorBody>('documents.confirmUpload', { token: firm.token, headers: FR, params: { idDocument } });
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ error: 'payload_too_large', message: 'Le fichier dépasse la taille permise (25 Mo au plus)' });
    expect(await objectExists(pending)).toBe(false);
    expect(await keptObjects(firm.structureId, otherDossierId, idDocument)).toEqual([]);
    expect((await detail(firm.token, otherDossierId)).body.documents.map((d) => d.idDocument)).not.toContain(idDocument);
    expect((await api('documents.confirmUpload', { token: firm.token, params: { idDocument } })).status).toBe(404);
  });

  it('keeps exactly the bytes confirm checked when other bytes are re-posted to the form while it runs', async () => {
    // A Windows program as long as the PDF: it passes every size check, only its bytes give it away.
    const program = Buffer.alloc(PDF.length, 0x90);
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00This program cannot be run in DOS mode', 'latin1').copy(program);
    const post = async (url: string, fields: Record<string, string>, bytes: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'piece.pdf');
      const answer = await fetch(url, { method: 'POST', body: form });
      await answer.arrayBuffer();
    };
    const outcomes: { status: number; kept?: string }[] = [];
    for (let trial = 0; trial < 60; trial++) {
      const issued = await api<{ idDocument: string; url: string; fields: Record<string, string> }>('documents.uploadUrl', {
        token: firm.token,
        body: { idDossier: otherDossierId, Nom: `Course ${trial}`, extension: 'pdf', size: PDF.length },
      });
      const { idDocument, url, fields } = issued.body;
      await post(url, fields, PDF);
      // The attacker posts the program twice more, a moment after the confirmation left: each trial 2 ms later, over
      // 120 ms, so that some land between the check's reads and what confirm then keeps, whatever the machine's pace.
      const confirming = api<{ size: number }>('documents.confirmUpload', { token: firm.token, params: { idDocument } });
      await new Promise((resolve) => setTimeout(resolve, trial * 2));
      await post(url, fields, program);
      await post(url, fields, program);
      const confirmed = await confirming;
      if (confirmed.status !== 201) {
        // Refused: nothing of this document is kept.
        outcomes.push({ status: confirmed.status, kept: (await keptObjects(firm.structureId, otherDossierId, idDocument)).join() });
        continue;
      }
      const address = await api<Address>('documents.download', { token: firm.token, params: { idDocument } });
      const kept = Buffer.from(await (await fetch(address.body.url)).arrayBuffer());
      const checked = kept.equals(PDF) && confirmed.body.size === PDF.length;
      outcomes.push({ status: 201, kept: checked ? 'the checked PDF' : kept.subarray(0, 2).toString('latin1') });
    }
    // Each confirmation either refused what it read, keeping nothing, or kept the PDF it checked; some kept it.
    expect(outcomes.filter((o) => o.status === 201 && o.kept !== 'the checked PDF')).toEqual([]);
    expect(outcomes.filter((o) => o.status !== 201 && (o.status !== 400 || o.kept !== ''))).toEqual([]);
    expect(outcomes.some((o) => o.status === 201)).toBe(true);
  }, 240_000);

  it('accepts each format whose content matches', async () => {
    const files = [
      {
        extension: 'docx',
        bytes: sampleDocx(['Bonjour']),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { extension: 'PNG', bytes: samplePng(2, 2, [200, 0, 0]), type: 'image/png' },
      { extension: 'jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]), type: 'image/jpeg' },
      { extension: 'doc', bytes: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]), type: 'application/msword' },
    ];
    for (const file of files) {
      const doc = await uploaded(firm.token, { idDossier: otherDossierId, Nom: 'Bon', extension: file.extension }, file.bytes, file.type);
      expect(doc.extension).toBe(file.extension.toLowerCase());
    }
  });
});

describe('the multipart upload', () => {
  const multipart = (metadata: Record<string, unknown>, file: Buffer, name = 'piece.pdf') => {
    const form = new FormData();
    form.set('metadata', JSON.stringify(metadata));
    form.set('file', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), name);
    return form;
  };

  it('stores a file of at most 5 MB and answers its FilePath', async () => {
    const answer = await api<{ FilePath: string; idDocument: string }>('documents.upload', {
      token: readers.client.token,
      body: multipart(
        {
          id: 'x',
          idDossier: dossierId,
          Nom: 'عقد الكراء',
          extension: 'pdf',
          IdConfidentialite: 'PB',
          idTypeUploader: 'AVOCAT',
          idUploader: 'x',
        },
        PDF,
      ),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.FilePath).toBe(`${firm.structureId}/${dossierId}/${answer.body.idDocument}`);
    const listed = (await detail(firm.token)).body.documents.find((d) => d.idDocument === answer.body.idDocument);
    expect(listed).toMatchObject({ nom: 'عقد الكراء', idTypeUploader: 'CLIENT' });
  });

  it('refuses more than 5 MB with 413 and keeps nothing', async () => {
    const before = await objectsOf(firm.structureId, otherDossierId);
    const listed = (await detail(firm.token, otherDossierId)).body.documents.length;
    for (const size of [5 * 1024 * 1024 + 1, 7 * 1024 * 1024]) {
      const big = samplePdf(['Gros'], size);
      const answer = await api<ErrorBody>('documents.upload', {
        token: firm.token,
        headers: FR,
        body: multipart({ idDossier: otherDossierId, Nom: 'Gros', extension: 'pdf' }, big),
      });
      expect(answer.status).toBe(413);
      expect(answer.body.error).toBe('payload_too_large');
    }
    expect(await objectsOf(firm.structureId, otherDossierId)).toEqual(before);
    expect((await detail(firm.token, otherDossierId)).body.documents).toHaveLength(listed);
  });

  it('refuses a content mismatch and a missing file, keeping nothing', async () => {
    const before = await objectsOf(firm.structureId, otherDossierId);
    const exe = await api<ErrorBody>('documents.upload', {
      token: firm.token,
      headers: FR,
      body: multipart({ idDossier: otherDossierId, Nom: 'Outil', extension: 'pdf' }, Buffer.from('MZ\x90\x00program', 'latin1')),
    });
    expect(exe.status).toBe(400);
    // The documented route's error text is also under `Message`, where its clients read it.
    expect(exe.body).toMatchObject({ message: FORMAT_FR, Message: FORMAT_FR });
    const form = new FormData();
    form.set('metadata', JSON.stringify({ idDossier: otherDossierId, Nom: 'Rien', extension: 'pdf' }));
    const none = await api<ErrorBody>('documents.upload', { token: firm.token, body: form });
    expect(none.status).toBe(400);
    expect(none.body.details?.map((d) => d.field)).toEqual(['file']);
    expect(await objectsOf(firm.structureId, otherDossierId)).toEqual(before);
  });
});

describe('view, download and the access log', () => {
  it('downloads as an attachment named nom.extension, Arabic included, and views inline with the content type', async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'حكم ابتدائي "final"', extension: 'pdf' });
    const download = await api<Address>('documents.download', { token: readers.client.token, params: { idDocument: doc.idDocument } });
    expect(download.body).toMatchObject({ nom: 'حكم ابتدائي "final"', extension: 'pdf', contentType: 'application/pdf' });
    const url = new URL(download.body.url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    const disposition = file.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toBe('حكم ابتدائي "final".pdf');

    const view = await api<Address>('documents.view', { token: readers.lawyer.token, params: { idDocument: doc.idDocument } });
    const shown = await fetch(view.body.url);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toMatch(/^inline; /);

    // Recorded in the firm's activity log, as the admin reads it.
    type Log = { items: { type: string; idUtilisateur: string; objet: string; ip: string }[] };
    const log = await api<Log>('activity.list', { token: firm.token, query: { limit: 50 } });
    const mine = log.body.items.filter((entry) => entry.objet === 'حكم ابتدائي "final".pdf').map((e) => [e.type, e.idUtilisateur]);
    expect(mine).toEqual([
      ['DOCUMENT_VIEWED', readers.lawyer.userId],
      ['DOCUMENT_DOWNLOADED', readers.client.userId],
    ]);
  });
});

describe('delete', () => {
  it('lets staff delete a document: record, object and search entries go, the history says so', async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Brouillon jetable', extension: 'pdf' });
    expect((await api('documents.delete', { token: readers.client.token, params: { idDocument: doc.idDocument } })).status).toBe(403);
    const gone = await api('documents.delete', { token: readers.lawyer.token, params: { idDocument: doc.idDocument } });
    expect(gone.status).toBe(200);
    const { body } = await detail(firm.token);
    expect(body.documents.map((d) => d.idDocument)).not.toContain(doc.idDocument);
    expect(body.actions[0]).toMatchObject({ idTypeAction: 'SUPPRESSION_DOCUMENT', valeur: 'Brouillon jetable.pdf' });
    expect(await keptObjects(firm.structureId, dossierId, doc.idDocument)).toEqual([]);
    expect((await api('documents.download', { token: firm.token, params: { idDocument: doc.idDocument } })).status).toBe(404);
    const search = await api<{ documents: unknown[] }>('search.query', { token: firm.token, query: { q: 'jetable' } });
    expect(search.body.documents).toEqual([]);
  });

  it('does not let a USER delete a PC document of a dossier not theirs', async () => {
    expect((await api('documents.delete', { token: readers.colleague.token, params: { idDocument: docs.PC } })).status).toBe(404);
  });
});

describe("the dossier's history", () => {
  type Entry = { id: string; idTypeAction: string; valeur: string };
  /** Every entry of the dossier's history as the reader pages it, `limit` at a time. */
  const history = async (token: string, limit: number) => {
    const entries: Entry[] = [];
    let cursor: string | undefined;
    do {
      const page = await api<{ items: Entry[]; cursor: string | null }>('dossiers.actions', {
        token,
        params: { id: dossierId },
        query: { limit, ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      entries.push(...page.body.items);
      cursor = page.body.cursor ?? undefined;
    } while (cursor);
    return entries;
  };
  const HIDDEN = /Piece PC|Rapport medical|Ancien rapport/;

  it('names a document, added or deleted, only to those who may see it; older entries without a level to PC readers', async () => {
    const secret = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Rapport medical', extension: 'pdf', IdConfidentialite: 'PC' });
    expect((await api('documents.delete', { token: readers.lawyer.token, params: { idDocument: secret.idDocument } })).status).toBe(200);
    // An entry written before entries said which document they are about (no level): as hidden as a PC one.
    const at = new Date(Date.now() - 60_000);
    const old = ulid(at.getTime());
    await putItem({
      pk: `T#${firm.structureId}#D#${dossierId}`,
      sk: `ACTION#${old}`,
      type: 'DOSSIER_ACTION',
      id: old,
      idDossier: dossierId,
      idTypeAction: 'AJOUT_DOCUMENT',
      valeur: 'Ancien rapport.pdf',
      dateAction: at.toISOString(),
      idUtilisateur: firm.userId,
      auteur: 'Youssef Benali',
    });

    const all = await history(firm.token, 50);
    const named = (entries: Entry[]) => entries.map((e) => `${e.idTypeAction} ${e.valeur}`);
    for (const reader of [readers.admin, readers.lawyer])
      expect(named(await history(reader.token, 4))).toEqual(
        expect.arrayContaining([
          'AJOUT_DOCUMENT Piece PC.pdf',
          'AJOUT_DOCUMENT Rapport medical.pdf',
          'SUPPRESSION_DOCUMENT Rapport medical.pdf',
          'AJOUT_DOCUMENT Ancien rapport.pdf',
        ]),
      );

    // A USER who gets 404 on PC documents: every other entry, in order, page after page.
    const pc = (await detail(firm.token)).body.documents.filter((d) => d.IdConfidentialite === 'PC').map((d) => `${d.nom}.${d.extension}`);
    const hidden = new Set([...pc, 'Rapport medical.pdf', 'Ancien rapport.pdf']);
    const aboutPc = (e: Entry) => ['AJOUT_DOCUMENT', 'SUPPRESSION_DOCUMENT'].includes(e.idTypeAction) && hidden.has(e.valeur);
    const colleague = await history(readers.colleague.token, 3);
    expect(named(colleague)).toEqual(expect.arrayContaining(['AJOUT_DOCUMENT Piece PB.pdf', 'AJOUT_DOCUMENT Piece PA.pdf']));
    expect(JSON.stringify(colleague)).not.toMatch(HIDDEN);
    expect(colleague.map((e) => e.id)).toEqual(all.filter((e) => !aboutPc(e)).map((e) => e.id));
    // The detail's first page likewise.
    const first = (await detail(readers.colleague.token)).body.actions;
    expect(JSON.stringify(first)).not.toMatch(HIDDEN);
    expect(first.length).toBe(Math.min(10, colleague.length));
  });
});

describe('search', () => {
  type Found = { documents: { idDocument: string; refCabinet: string }[] };
  const find = async (token: string, q: string) =>
    (await api<Found>('search.query', { token, query: { q } })).body.documents.map((d) => d.idDocument);

  it('finds document names for the readers who may see them', async () => {
    expect(await find(firm.token, 'piece')).toEqual(expect.arrayContaining([docs.PB, docs.PA, docs.PC]));
    expect(await find(readers.colleague.token, 'piece')).toEqual(expect.arrayContaining([docs.PB, docs.PA]));
    expect(await find(readers.colleague.token, 'piece pc')).toEqual([]);
    expect((await find(readers.client.token, 'piece')).sort()).toEqual([docs.PB, docs.PC].sort());
    expect(await find(readers.otherClient.token, 'piece')).toEqual([]);
    expect(await find(readers.otherFirm.token, 'piece')).toEqual([]);
  });
});

describe('corrections: a new name or level', () => {
  type Entry = { idTypeAction: string; valeur: string; changes?: { field: string; before: unknown; after: unknown }[] };
  const correct = (token: string, idDocument: string, body: Record<string, unknown>) =>
    api<Doc & ErrorBody>('documents.update', { token, headers: FR, params: { idDocument }, body });
  const find = async (token: string, q: string) =>
    (await api<{ documents: { idDocument: string }[] }>('search.query', { token, query: { q } })).body.documents.map((d) => d.idDocument);
  const entriesAbout = async (token: string, name: RegExp) =>
    (await api<{ items: Entry[] }>('dossiers.actions', { token, params: { id: dossierId }, query: { limit: 50 } })).body.items.filter((e) =>
      name.test(JSON.stringify(e)),
    );
  /** What the reader gets of the document: listed in the detail, view, download. */
  const access = async (token: string, idDocument: string) => {
    const listed = (await detail(token)).body.documents.some((d) => d.idDocument === idDocument);
    const view = await api('documents.view', { token, params: { idDocument } });
    const download = await api('documents.download', { token, params: { idDocument } });
    return { listed, view: view.status, download: download.status };
  };

  it('lets staff rename a document: the list, the viewer, search and history follow, the extension stays', async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Scan brouillon', extension: 'pdf' });
    const renamed = await correct(readers.colleague.token, doc.idDocument, { nom: 'Attestation employeur' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      idDocument: doc.idDocument,
      nom: 'Attestation employeur',
      extension: 'pdf',
      IdConfidentialite: 'PB',
    });
    const listed = (await detail(readers.client.token)).body.documents.find((d) => d.idDocument === doc.idDocument);
    expect(listed?.nom).toBe('Attestation employeur');
    const view = await api<Address>('documents.view', { token: readers.client.token, params: { idDocument: doc.idDocument } });
    expect(view.body).toMatchObject({ nom: 'Attestation employeur', extension: 'pdf' });
    expect(await find(firm.token, 'attestation employeur')).toEqual([doc.idDocument]);
    expect(await find(firm.token, 'brouillon')).not.toContain(doc.idDocument);
    expect(await find(readers.client.token, 'employeur')).toEqual([doc.idDocument]);
    const [entry] = await entriesAbout(firm.token, /Attestation employeur/);
    expect(entry).toMatchObject({
      idTypeAction: 'DOCUMENT_MODIFIE',
      valeur: 'Attestation employeur.pdf',
      changes: [{ field: 'nom', before: 'Scan brouillon.pdf', after: 'Attestation employeur.pdf' }],
    });
    const empty = await correct(firm.token, doc.idDocument, { nom: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.details?.map((d) => d.field)).toEqual(['nom']);
  });

  it('refuses a client (403), another firm (404), a level the caller could not see (400) and a document they cannot see (404)', async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Releve bancaire', extension: 'pdf' });
    expect((await correct(readers.client.token, doc.idDocument, { nom: 'Autre' })).status).toBe(403);
    expect((await correct(readers.client.token, doc.idDocument, { IdConfidentialite: 'PC' })).status).toBe(403);
    const foreign = await correct(readers.otherFirm.token, doc.idDocument, { nom: 'Autre' });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(doc.idDocument);
    const pc = await correct(readers.colleague.token, doc.idDocument, { IdConfidentialite: 'PC' });
    expect(pc.status).toBe(400);
    expect(pc.body.details).toEqual([
      {
        field: 'IdConfidentialite',
        code: 'confidentiality_change_not_allowed',
        message: 'Vous ne pouvez pas donner cette confidentialité à ce document',
      },
    ]);
    expect((await correct(readers.colleague.token, docs.PC, { nom: 'Autre' })).status).toBe(404);
    expect((await detail(firm.token)).body.documents.find((d) => d.idDocument === doc.idDocument)).toMatchObject({
      nom: 'Releve bancaire',
      IdConfidentialite: 'PB',
    });
  });

  it('PB → PA: the client who saw it gets 404 at once on list, view, download and search', async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Note interne', extension: 'pdf' });
    expect(await access(readers.client.token, doc.idDocument)).toEqual({ listed: true, view: 200, download: 200 });
    expect(await find(readers.client.token, 'interne')).toEqual([doc.idDocument]);
    const changed = await correct(readers.colleague.token, doc.idDocument, { IdConfidentialite: 'PA' });
    expect(changed.body).toMatchObject({ IdConfidentialite: 'PA', confidential: true });
    expect(await access(readers.client.token, doc.idDocument)).toEqual({ listed: false, view: 404, download: 404 });
    expect(await find(readers.client.token, 'interne')).toEqual([]);
    expect(await access(readers.colleague.token, doc.idDocument)).toEqual({ listed: true, view: 200, download: 200 });
  });

  it("PB → PC: staff who may not see PC lose it at once, the document's history entries with it", async () => {
    const doc = await uploaded(firm.token, { idDossier: dossierId, Nom: 'Certificat medical', extension: 'pdf' });
    expect(await entriesAbout(readers.colleague.token, /Certificat medical/)).toHaveLength(1);
    const changed = await correct(readers.lawyer.token, doc.idDocument, { IdConfidentialite: 'PC' });
    expect(changed.status).toBe(200);
    expect(await access(readers.colleague.token, doc.idDocument)).toEqual({ listed: false, view: 404, download: 404 });
    expect(await find(readers.colleague.token, 'certificat')).toEqual([]);
    expect(await entriesAbout(readers.colleague.token, /Certificat medical/)).toEqual([]);
    expect(await access(readers.client.token, doc.idDocument)).toEqual({ listed: true, view: 200, download: 200 });
    expect((await entriesAbout(readers.admin.token, /Certificat medical/)).map((e) => e.idTypeAction)).toEqual([
      'DOCUMENT_MODIFIE',
      'AJOUT_DOCUMENT',
    ]);
    expect((await entriesAbout(readers.admin.token, /Certificat medical/))[0]!.changes).toEqual([
      { field: 'IdConfidentialite', before: 'PB', after: 'PC' },
    ]);
    // Back to PB: the colleague reads the whole story again.
    expect((await correct(firm.token, doc.idDocument, { IdConfidentialite: 'PB' })).status).toBe(200);
    expect(await entriesAbout(readers.colleague.token, /Certificat medical/)).toHaveLength(3);
  });
});
