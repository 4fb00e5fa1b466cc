import { beforeAll, describe, expect, it } from 'vitest';
import type { Confidentiality, DocumentItem } from '@mizan/shared/schemas/documents';
import type { TemplateItem } from '@mizan/shared/schemas/templates';
import { templateDate } from '@mizan/shared/templates';
import { casablancaToday } from '../../functions/src/services/working-days';
import { sampleDocx } from '../../infra/local/sample-files';
import { templateUpload } from '../../infra/local/upload';
import { api } from '../support/api';
import { docxText } from '../support/docx-text';
import type { TestFirm } from '../support/accounts';
import { clientWithAccount, createDossier, getDossier, person, registerFirm, type ErrorBody } from './dossiers-support';

/** The template library (GET/POST/DELETE /api/modeles…) and a dossier's new document from a template. */
const FR = { 'accept-language': 'fr' };
let firm: TestFirm;
let other: TestFirm;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
let dossier: { id: string; refCabinet: string };

/** Uploads a file as a template (presigned POST, then confirm) and answers the confirmation. */
const uploadTemplate = async (token: string, nom: string, langue: 'fr' | 'ar', bytes: Buffer) => {
  const { confirmed } = await templateUpload(api, token, { nom, langue }, bytes, { headers: FR });
  return confirmed as { status: number; body: TemplateItem & ErrorBody };
};

const generate = async (token: string, idModele: string, idDossier: string, IdConfidentialite?: Confidentiality) =>
  api<DocumentItem & ErrorBody>('templates.generate', { token, params: { idModele }, body: { idDossier, IdConfidentialite } });

const downloaded = async (token: string, idDocument: string) => {
  const address = await api<{ url: string }>('documents.download', { token, params: { idDocument } });
  return docxText(Buffer.from(await (await fetch(address.body.url)).arrayBuffer()));
};

const MISE_EN_DEMEURE = sampleDocx([
  'Réf. {dossier.refCabinet} — {tribunal.label}',
  'Madame {client.prenom} {client.nom}',
  '{#adversaires}',
  'Adversaire : {raisonSociale}{nom}',
  '{/adversaires}',
  'Fait le {aujourdhui} par {avocat.nom}, {cabinet.nom}',
]);

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  client = await clientWithAccount(firm);
  dossier = (await createDossier(firm, {
    Client: [person({ nom: 'Amrani', prenom: 'Nadia' })],
    adversaire: [
      person({ idStatutClient: 'ACS', idTypeClient: 'PM', raisonSociale: 'Atlas SARL', nom: undefined, prenom: undefined }),
      person({ idStatutClient: 'ACS', nom: 'Tazi', prenom: 'Omar' }),
    ],
  })) as unknown as { id: string; refCabinet: string };
});

describe('the template library', () => {
  it('refuses a template with an unknown field, naming it, and keeps nothing', async () => {
    const refused = await uploadTemplate(firm.token, 'Faux', 'fr', sampleDocx(['{dossier.refCabinet} {client.telephone}']));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Champ inconnu dans le modèle');
    expect(refused.body.details).toEqual([
      expect.objectContaining({ field: 'client.telephone', message: 'Champ inconnu dans le modèle : {client.telephone}' }),
    ]);
    const list = await api<{ modeles: TemplateItem[] }>('templates.list', { token: firm.token });
    expect(list.body.modeles.map((t) => t.nom)).not.toContain('Faux');
  });

  it('refuses a file that is not a DOCX', async () => {
    const refused = await uploadTemplate(firm.token, 'PDF', 'fr', Buffer.from('%PDF-1.4 not a word document'));
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual([expect.objectContaining({ field: 'file', code: 'template_not_docx' })]);
  });

  it('adds a DOCX with known fields and a repeated list, which staff list and only an admin deletes', async () => {
    const added = await uploadTemplate(firm.token, 'Mise en demeure', 'fr', MISE_EN_DEMEURE);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.champs).toEqual(expect.arrayContaining(['dossier.refCabinet', 'adversaires', 'aujourdhui']));
    const staff = await api<{ modeles: TemplateItem[] }>('templates.list', { token: firm.token });
    expect(staff.body.modeles.map((t) => t.idModele)).toContain(added.body.idModele);
    const removed = await api('templates.delete', { token: firm.token, params: { idModele: added.body.idModele } });
    expect(removed.status).toBe(200);
    const after = await api<{ modeles: TemplateItem[] }>('templates.list', { token: firm.token });
    expect(after.body.modeles.map((t) => t.idModele)).not.toContain(added.body.idModele);
  });
});

describe('a new document from a template', () => {
  it('previews and renders the fields and the repeated list into a PA document of the dossier', async () => {
    const template = await uploadTemplate(firm.token, 'Mise en demeure', 'fr', MISE_EN_DEMEURE);
    const preview = await api<{ valeurs: { champ: string; valeur: string }[] }>('templates.values', {
      token: firm.token,
      query: { idDossier: dossier.id, langue: 'fr' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.valeurs).toEqual(
      expect.arrayContaining([
        { champ: 'dossier.refCabinet', valeur: dossier.refCabinet },
        { champ: 'adversaires', valeur: expect.stringMatching(/^(Atlas SARL, Omar Tazi|Omar Tazi, Atlas SARL)$/) },
      ]),
    );

    const made = await generate(firm.token, template.body.idModele, dossier.id);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ extension: 'docx', IdConfidentialite: 'PA', nom: `Mise en demeure ${dossier.refCabinet}` });
    const text = await downloaded(firm.token, made.body.idDocument);
    expect(text).toContain(`Réf. ${dossier.refCabinet} — `);
    expect(text).toContain('Madame Nadia Amrani');
    // The repeated section: one paragraph per adversary.
    expect(
      text
        .split('\n')
        .filter((line) => line.startsWith('Adversaire : '))
        .sort(),
    ).toEqual(['Adversaire : Atlas SARL', 'Adversaire : Tazi']);
    expect(text).toContain(`Fait le ${templateDate(casablancaToday(new Date()), 'fr')}`);
    expect(text).not.toContain('{');

    const detail = await getDossier(firm.token, dossier.id);
    expect(JSON.stringify(detail.body)).toContain(made.body.idDocument);
  });

  it('writes an Arabic template with Arabic month names', async () => {
    const template = await uploadTemplate(
      firm.token,
      'إنذار',
      'ar',
      sampleDocx(['حرر بتاريخ {aujourdhui}', 'إلى السيد(ة) {client.nom}'], 0, true),
    );
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    // The level the generate dialog chose, instead of PA.
    const made = await generate(firm.token, template.body.idModele, dossier.id, 'PC');
    expect(made.body.IdConfidentialite).toBe('PC');
    const text = await downloaded(firm.token, made.body.idDocument);
    const today = templateDate(casablancaToday(new Date()), 'ar');
    expect(today).toMatch(/(يناير|فبراير|مارس|أبريل|ماي|يونيو|يوليوز|غشت|شتنبر|أكتوبر|نونبر|دجنبر)/);
    expect(text).toContain(`حرر بتاريخ ${today}`);
    expect(text).toContain('إلى السيد(ة) Amrani');
  });

  it('refuses a client (403) and another firm (404)', async () => {
    const template = await uploadTemplate(firm.token, 'Lettre', 'fr', sampleDocx(['{cabinet.nom}']));
    const idModele = template.body.idModele;
    expect((await generate(client.token, idModele, dossier.id)).status).toBe(403);
    expect((await api('templates.list', { token: client.token })).status).toBe(403);
    expect((await api('templates.delete', { token: client.token, params: { idModele } })).status).toBe(403);
    expect((await generate(other.token, idModele, dossier.id)).status).toBe(404);
    expect((await api('templates.values', { token: other.token, query: { idDossier: dossier.id } })).status).toBe(404);
    expect((await api('templates.values', { token: client.token, query: { idDossier: dossier.id } })).status).toBe(403);
    expect((await api('templates.delete', { token: other.token, params: { idModele } })).status).toBe(404);
    const theirs = (await api<{ modeles: TemplateItem[] }>('templates.list', { token: other.token })).body.modeles;
    expect(theirs.map((t) => t.idModele)).not.toContain(idModele);
  });
});
