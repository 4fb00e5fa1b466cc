import { sampleDocx } from '../sample-files';
import { templateUpload } from '../upload';
import { FIRM_ADMIN } from './firm';
import { expectStatus, type SeedModule } from './types';

type DemoTemplate = { nom: string; langue: 'fr' | 'ar'; paragraphs: string[] };

/** The letterhead and the place and date every demo template opens with. */
const HEAD_FR = ['{cabinet.nom}', '{cabinet.adresse}', 'Casablanca, le {aujourdhui}', 'Réf. : {dossier.refCabinet}'];
const HEAD_AR = ['{cabinet.nom}', '{cabinet.adresse}', 'الدار البيضاء في {aujourdhui}', 'المرجع: {dossier.refCabinet}'];

/** Three French and two Arabic letters a Moroccan firm sends, with the library's fields and a repeated list of adversaries. */
export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    nom: 'Mise en demeure',
    langue: 'fr',
    paragraphs: [
      ...HEAD_FR,
      'Objet : mise en demeure — {dossier.objet}',
      '{#adversaires}',
      'À l’attention de {raisonSociale}{prenom} {nom}',
      '{/adversaires}',
      'Agissant pour le compte de notre client(e), {client.prenom} {client.nom}, nous vous mettons en demeure de vous acquitter de votre obligation dans un délai de huit jours à compter de la réception de la présente.',
      'À défaut, nous saisirons le {tribunal.label} sans autre avis.',
      '{avocat.nom}, avocat',
    ],
  },
  {
    nom: 'Requête introductive d’instance',
    langue: 'fr',
    paragraphs: [
      'À Monsieur le Président du {tribunal.label}',
      'Requête présentée pour {client.prenom} {client.nom}, ayant pour avocat {avocat.nom}, {cabinet.nom}, {cabinet.adresse}',
      'Contre :',
      '{#adversaires}',
      '— {raisonSociale}{prenom} {nom}',
      '{/adversaires}',
      'Objet : {dossier.objet}',
      'Par ces motifs, plaise au tribunal de faire droit à la présente requête.',
      'Casablanca, le {aujourdhui}',
    ],
  },
  {
    nom: 'Lettre au client',
    langue: 'fr',
    paragraphs: [
      ...HEAD_FR,
      'Chère Madame, cher Monsieur {client.nom},',
      'Nous vous informons que la prochaine audience de votre dossier {dossier.refCabinet} devant le {tribunal.label} est fixée au {audience.date}.',
      'Nous restons à votre disposition pour toute question.',
      '{avocat.nom}',
    ],
  },
  {
    nom: 'إنذار',
    langue: 'ar',
    paragraphs: [
      ...HEAD_AR,
      'الموضوع: إنذار — {dossier.objet}',
      '{#adversaires}',
      'إلى: {raisonSociale}{prenom} {nom}',
      '{/adversaires}',
      'بناء على تكليف موكلنا(تنا) {client.prenom} {client.nom}، نوجه إليكم هذا الإنذار قصد الوفاء بالتزامكم داخل أجل ثمانية أيام من تاريخ التوصل به، وإلا سنضطر إلى رفع الأمر إلى {tribunal.label}.',
      'الأستاذ(ة) {avocat.nom}',
    ],
  },
  {
    nom: 'رسالة إلى الموكل',
    langue: 'ar',
    paragraphs: [
      ...HEAD_AR,
      'السيد(ة) {client.prenom} {client.nom} المحترم(ة)،',
      'نحيطكم علما بأن الجلسة المقبلة في ملفكم عدد {dossier.refCabinet} أمام {tribunal.label} حددت بتاريخ {audience.date}.',
      'وتقبلوا فائق التقدير والاحترام.',
      'الأستاذ(ة) {avocat.nom}',
    ],
  },
];

/** The firm's template library (Settings › Modèles), uploaded through the API as the screen does; a library already holding templates is left as it is. */
export const templates: SeedModule = {
  name: 'templates',
  accounts: [],
  async run(ctx) {
    const { token } = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const library = await ctx.api<{ modeles: unknown[] }>('templates.list', { token });
    if (library.body.modeles.length) return;
    for (const template of DEMO_TEMPLATES) {
      const file = sampleDocx(template.paragraphs, 0, template.langue === 'ar');
      const { issued, confirmed } = await templateUpload(ctx.api, token, { nom: template.nom, langue: template.langue }, file);
      expectStatus(confirmed ?? issued, [201], `upload of the template ${template.nom}`);
    }
  },
};
