import { CONTENT_TYPES, type DocumentExtension } from '@mizan/shared/schemas/documents';
import { sampleDocx, samplePdf, samplePng } from '../sample-files';
import { directUpload } from '../upload';
import { DEMO_CLIENT } from './dossiers';
import { FIRM_ADMIN } from './firm';
import { STAFF } from './staff';
import { expectStatus, type SeedModule } from './types';
import { dossierId } from './lookups';

type DemoDocument = {
  by: 'admin' | 'salma' | 'client';
  Nom: string;
  extension: DocumentExtension;
  IdConfidentialite: 'PB' | 'PA' | 'PC';
  file: () => Buffer;
};

/**
 * A few documents on the demo dossiers, of each format the viewer shows and each confidentiality:
 * the divorce file's petition (public), the lawyer's strategy note (private to the firm) and the
 * client's own marriage certificate and pay slip (private to the client side); the debt recovery's
 * scanned invoice and draft formal notice.
 */
const DOCUMENTS: Record<string, DemoDocument[]> = {
  '2026/1187/092': [
    {
      by: 'admin',
      Nom: 'Requête en divorce pour discorde',
      extension: 'pdf',
      IdConfidentialite: 'PB',
      file: () =>
        samplePdf([
          'Requete en divorce pour discorde (chiqaq)\nTribunal de premiere instance de Rabat, section de la famille\nDemanderesse : Mme Fatima Zahra El Idrissi',
          'Par ces motifs, plaise au tribunal de prononcer le divorce pour discorde.',
        ]),
    },
    {
      by: 'admin',
      Nom: 'Note de stratégie — pension et garde',
      extension: 'docx',
      IdConfidentialite: 'PA',
      file: () =>
        sampleDocx([
          'Note interne : estimation de la pension (nafaqa) et de la garde des enfants.',
          'Ne pas communiquer au client avant la réunion de préparation.',
        ]),
    },
    {
      by: 'client',
      Nom: 'عقد الزواج',
      extension: 'docx',
      IdConfidentialite: 'PC',
      file: () => sampleDocx(['عقد الزواج — نسخة مصادق عليها', 'Acte de mariage, copie certifiée conforme.']),
    },
  ],
  '2026/1201/145': [
    {
      by: 'salma',
      Nom: 'Facture impayée n° 2026-118 (scan)',
      extension: 'png',
      IdConfidentialite: 'PB',
      file: () => samplePng(420, 560, [245, 245, 240]),
    },
    {
      by: 'salma',
      Nom: 'Projet de mise en demeure',
      extension: 'docx',
      IdConfidentialite: 'PA',
      file: () =>
        sampleDocx(['Mise en demeure', 'Monsieur Bennani, nous vous mettons en demeure de régler la somme de 184 500 MAD sous huitaine.']),
    },
  ],
};

/**
 * The demo documents, uploaded through the API as the screens do (presigned POST, storage,
 * confirmation), each by the person who would have added it. A dossier that already has documents
 * is left as it is.
 */
export const documents: SeedModule = {
  name: 'documents',
  accounts: [],
  async run(ctx) {
    const sessions = {
      admin: await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password),
      salma: await ctx.signIn(STAFF[0]!.email, STAFF[0]!.password),
      client: await ctx.signIn(DEMO_CLIENT.email, DEMO_CLIENT.password),
    };
    for (const [refCabinet, list] of Object.entries(DOCUMENTS)) {
      const idDossier = await dossierId(ctx, sessions.admin.token, refCabinet);
      const detail = await ctx.api<{ documents: unknown[] }>('dossiers.get', { token: sessions.admin.token, params: { id: idDossier } });
      if (detail.body.documents.length) continue;
      for (const doc of list) {
        const metadata = { idDossier, Nom: doc.Nom, extension: doc.extension, IdConfidentialite: doc.IdConfidentialite };
        const { issued, confirmed } = await directUpload(
          ctx.api,
          sessions[doc.by].token,
          metadata,
          doc.file(),
          CONTENT_TYPES[doc.extension],
        );
        expectStatus(confirmed ?? issued, [201], `upload of ${doc.Nom}`);
      }
    }
  },
};
