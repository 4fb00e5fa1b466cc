import { expectStatus, type SeedModule } from './types';
import { dossierId, staffSessions } from './lookups';

type Work = {
  /** Who works the dossier: its lawyer, or the assistant. */
  by: 'admin' | 'salma' | 'khadija';
  /** Days before today; an action without a time is recorded now (the dossier's last action). */
  daysAgo: number;
} & (
  | { idTypeAction: 'ANT' | 'APL' | 'REU' | 'COR' | 'DEP' | 'AUD' | 'AUT'; valeur: string; /** HH:mm in Casablanca. */ at?: string }
  | { idTypeDepense: string; montant: number; libelle?: string }
);

/**
 * What a firm records on its dossiers in the weeks after opening them: calls, meetings, filings,
 * hearings and notes, in the language the dossier is worked in, and the expenses advanced for the
 * client. Dated relative to today, so that a demo started any day has a recent past.
 */
const WORK: Record<string, Work[]> = {
  '2026/1201/145': [
    {
      by: 'salma',
      daysAgo: 40,
      at: '10:30',
      idTypeAction: 'REU',
      valeur: 'Réunion avec M. Tazi (Atlas Textile) : remise des factures impayées et du relevé de compte.',
    },
    { by: 'salma', daysAgo: 38, idTypeDepense: 'FDE', montant: 350, libelle: 'Ouverture du dossier' },
    {
      by: 'salma',
      daysAgo: 35,
      at: '09:15',
      idTypeAction: 'COR',
      valeur: 'Mise en demeure adressée à M. Bennani par lettre recommandée avec accusé de réception.',
    },
    { by: 'khadija', daysAgo: 35, idTypeDepense: 'FPE', montant: 86.4, libelle: 'Recommandé avec AR' },
    {
      by: 'salma',
      daysAgo: 21,
      at: '11:00',
      idTypeAction: 'DEP',
      valeur: 'Requête en injonction de payer déposée au greffe du tribunal de commerce.',
    },
    { by: 'salma', daysAgo: 21, idTypeDepense: 'FPR', montant: 1250.5, libelle: 'Taxe judiciaire' },
    { by: 'salma', daysAgo: 20, idTypeDepense: 'FDP', montant: 120, libelle: 'Casablanca, aller-retour' },
    {
      by: 'salma',
      daysAgo: 6,
      at: '16:45',
      idTypeAction: 'APL',
      valeur: "Appel de l'avocat adverse : proposition d'échéancier sur six mois, à soumettre au client.",
    },
    { by: 'salma', daysAgo: 1, idTypeDepense: 'HON', montant: 5000, libelle: 'Provision sur honoraires' },
    {
      by: 'salma',
      daysAgo: 0,
      idTypeAction: 'ANT',
      valeur: "Le client accepte l'échéancier si le premier versement intervient avant la fin du mois.",
    },
  ],
  '2026/1187/092': [
    {
      by: 'admin',
      daysAgo: 30,
      at: '15:00',
      idTypeAction: 'REU',
      valeur: 'لقاء مع السيدة فاطمة الزهراء الإدريسي: عرض وقائع النزاع والوثائق المتوفرة.',
    },
    {
      by: 'admin',
      daysAgo: 25,
      at: '10:00',
      idTypeAction: 'DEP',
      valeur: 'إيداع مقال دعوى التطليق للشقاق بكتابة ضبط قسم قضاء الأسرة بالرباط.',
    },
    { by: 'admin', daysAgo: 25, idTypeDepense: 'FPR', montant: 300, libelle: 'الرسوم القضائية' },
    { by: 'khadija', daysAgo: 24, idTypeDepense: 'FTR', montant: 450, libelle: 'ترجمة عقد الزواج' },
    { by: 'admin', daysAgo: 9, at: '09:30', idTypeAction: 'AUD', valeur: 'جلسة الصلح: تخلف الزوج عن الحضور، تأجيل الجلسة.' },
    { by: 'admin', daysAgo: 0, idTypeAction: 'ANT', valeur: 'طلب شهادة الدخل من مشغل الزوج لتقدير النفقة.' },
  ],
  '2026/0954/031': [
    {
      by: 'salma',
      daysAgo: 60,
      at: '14:00',
      idTypeAction: 'APL',
      valeur: "M. Ouazzani confirme la date de son licenciement et l'absence d'avertissement préalable.",
    },
    { by: 'salma', daysAgo: 45, idTypeDepense: 'HON', montant: 3000, libelle: 'Honoraires de première instance' },
    {
      by: 'salma',
      daysAgo: 0,
      idTypeAction: 'ANT',
      valeur: "Dossier en attente de la conciliation devant l'inspection du travail.",
    },
  ],
};

/** The date `daysAgo` days before today (an action's time on it is read in Casablanca, UTC+1). */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * Notes, actions and expenses on the demo dossiers, through AddAction and AddDepense as the Folder
 * screen sends them. A dossier that already has a note is left as it is (a rerun after stack.json
 * was lost).
 */
export const dossierWork: SeedModule = {
  name: 'dossier-work',
  accounts: [],
  async run(ctx) {
    const sessions = await staffSessions(ctx);
    const headers = { 'accept-language': 'fr' };
    for (const [refCabinet, work] of Object.entries(WORK)) {
      const idDossier = await dossierId(ctx, sessions.admin.token, refCabinet);
      const notes = await ctx.api<{ items: unknown[] }>('dossiers.notes', { token: sessions.admin.token, params: { id: idDossier } });
      if (notes.body.items.length) continue;
      for (const entry of work) {
        const { token } = sessions[entry.by];
        if ('idTypeAction' in entry) {
          const { idTypeAction, valeur } = entry;
          const added = await ctx.api('dossiers.addAction', {
            token,
            headers,
            body: { idDossier, idTypeAction, valeur, dateAction: entry.at && `${day(entry.daysAgo)}T${entry.at}:00+01:00` },
          });
          expectStatus(added, [201], `recording an action on ${refCabinet}`);
        } else {
          const { idTypeDepense, montant, libelle } = entry;
          const added = await ctx.api('dossiers.addExpense', {
            token,
            headers,
            body: { idDossier, idTypeDepense, montant, libelle, dateDepense: day(entry.daysAgo) },
          });
          expectStatus(added, [201], `adding an expense to ${refCabinet}`);
        }
      }
    }
  },
};
