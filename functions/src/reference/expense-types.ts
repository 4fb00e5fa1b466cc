import type { GlobalType } from './labels';

/** Built-in expense types (specification section 3). */
export const EXPENSE_TYPES: readonly GlobalType[] = [
  { id: 'FEM', labels: { fr: "Frais d'expertise médicale", ar: 'مصاريف الخبرة الطبية', en: 'Medical expertise' } },
  { id: 'FET', labels: { fr: "Frais d'expertise technique", ar: 'مصاريف الخبرة التقنية', en: 'Technical expertise' } },
  { id: 'FDP', labels: { fr: 'Frais de déplacement', ar: 'مصاريف التنقل', en: 'Travel' } },
  { id: 'FPE', labels: { fr: 'Photocopies et envois', ar: 'مصاريف النسخ والإرسال', en: 'Photocopying and mailing' } },
  { id: 'FTR', labels: { fr: 'Frais de traduction', ar: 'مصاريف الترجمة', en: 'Translation' } },
  { id: 'FTE', labels: { fr: 'Frais de témoins', ar: 'مصاريف الشهود', en: 'Witnesses' } },
  { id: 'FMA', labels: { fr: 'Médiation et arbitrage', ar: 'الوساطة والتحكيم', en: 'Mediation and arbitration' } },
  { id: 'HON', labels: { fr: 'Honoraires', ar: 'الأتعاب', en: 'Fees' } },
  { id: 'FPR', labels: { fr: 'Frais de procédure', ar: 'مصاريف المسطرة', en: 'Procedure costs' } },
  { id: 'FDE', labels: { fr: 'Frais de dossier', ar: 'مصاريف الملف', en: 'File costs' } },
  { id: 'FME', labels: { fr: "Frais d'exécution", ar: 'مصاريف التنفيذ', en: 'Enforcement costs' } },
];
