import type { ACTION_TYPES } from '@mizan/shared/schemas/dossiers';
import type { GlobalType } from './labels';

/**
 * The actions a lawyer records on a dossier (`POST api/Dossier/AddAction`), in this order on the
 * screens. Fixed: firms cannot add or edit them. ANT is a note (specification section 2.10).
 */
export const ACTION_TYPE_LABELS: readonly (GlobalType & { id: (typeof ACTION_TYPES)[number] })[] = [
  { id: 'ANT', labels: { fr: 'Note', ar: 'ملاحظة', en: 'Note' } },
  { id: 'APL', labels: { fr: 'Appel téléphonique', ar: 'مكالمة هاتفية', en: 'Phone call' } },
  { id: 'REU', labels: { fr: 'Réunion', ar: 'اجتماع', en: 'Meeting' } },
  { id: 'COR', labels: { fr: 'Correspondance', ar: 'مراسلة', en: 'Correspondence' } },
  { id: 'DEP', labels: { fr: 'Dépôt au greffe', ar: 'إيداع بكتابة الضبط', en: 'Filing' } },
  { id: 'AUD', labels: { fr: 'Audience tenue', ar: 'حضور جلسة', en: 'Hearing attended' } },
  { id: 'AUT', labels: { fr: 'Autre action', ar: 'إجراء آخر', en: 'Other action' } },
];
