import type { GlobalType } from './labels';

/**
 * Built-in dossier types, after the divisions of Moroccan courts and the matters a firm handles.
 * A firm may hide, rename or translate them (an override) and add its own.
 */
export const DOSSIER_TYPES: readonly GlobalType[] = [
  { id: 'CIV', labels: { fr: 'Civil', ar: 'مدني', en: 'Civil' } },
  { id: 'COM', labels: { fr: 'Commercial', ar: 'تجاري', en: 'Commercial' } },
  { id: 'FAM', labels: { fr: 'Famille et statut personnel', ar: 'الأسرة والأحوال الشخصية', en: 'Family and personal status' } },
  { id: 'PEN', labels: { fr: 'Pénal', ar: 'جنائي', en: 'Criminal' } },
  { id: 'ADM', labels: { fr: 'Administratif', ar: 'إداري', en: 'Administrative' } },
  { id: 'SOC', labels: { fr: 'Social (droit du travail)', ar: 'اجتماعي (نزاعات الشغل)', en: 'Labour and social security' } },
  { id: 'IMM', labels: { fr: 'Immobilier', ar: 'عقاري', en: 'Real estate' } },
  { id: 'REF', labels: { fr: 'Référé', ar: 'استعجالي', en: 'Summary proceedings (référé)' } },
  { id: 'REC', labels: { fr: 'Recouvrement de créances', ar: 'تحصيل الديون', en: 'Debt recovery' } },
  { id: 'INJ', labels: { fr: 'Injonction de payer', ar: 'الأمر بالأداء', en: 'Payment order' } },
  { id: 'EXE', labels: { fr: 'Exécution des jugements', ar: 'تنفيذ الأحكام', en: 'Enforcement of judgments' } },
  { id: 'ACC', labels: { fr: 'Accidents de la circulation', ar: 'حوادث السير', en: 'Road traffic accidents' } },
  { id: 'DIF', labels: { fr: 'Entreprises en difficulté', ar: 'صعوبات المقاولة', en: 'Insolvency' } },
  { id: 'CNS', labels: { fr: 'Conseil juridique', ar: 'استشارة قانونية', en: 'Legal advice' } },
];
