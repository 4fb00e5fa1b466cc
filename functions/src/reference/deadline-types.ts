import type { GlobalDeadlineType } from './labels';

/**
 * Built-in deadline types (specification section 3). Their chains do not loop: a hearing is
 * followed by sending the documents (conclusions, evidence) within 7 days, which is followed by a
 * call to check they arrived; an appointment is followed by sending the documents it asked for.
 */
export const DEADLINE_TYPES: readonly GlobalDeadlineType[] = [
  {
    id: 'AUD',
    labels: { fr: 'Audience', ar: 'جلسة', en: 'Court hearing' },
    isauto: false,
    delai: 0,
    nextActions: [{ IdChild: 'DOC', delais: 7 }],
  },
  {
    id: 'DOC',
    labels: { fr: 'Envoi de documents', ar: 'إرسال الوثائق', en: 'Document sending' },
    isauto: true,
    delai: 3,
    nextActions: [{ IdChild: 'TEL', delais: 2 }],
  },
  {
    id: 'RDV',
    labels: { fr: 'Rendez-vous', ar: 'موعد', en: 'Appointment' },
    isauto: false,
    delai: 0,
    nextActions: [{ IdChild: 'DOC', delais: 5 }],
  },
  {
    id: 'TEL',
    labels: { fr: 'Rendez-vous téléphonique', ar: 'موعد هاتفي', en: 'Phone appointment' },
    isauto: true,
    delai: 1,
    nextActions: [],
  },
];
