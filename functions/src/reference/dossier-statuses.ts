import type { GlobalType } from './labels';

/** Dossier statuses, specification section 4. Fixed: firms cannot add or edit them. */
export const DOSSIER_STATUSES: readonly GlobalType[] = [
  { id: 'ENC', labels: { fr: 'En cours', ar: 'في طور الإنجاز', en: 'In progress' } },
  { id: 'ATT', labels: { fr: 'En attente', ar: 'في الانتظار', en: 'Waiting' } },
  { id: 'SSP', labels: { fr: 'Suspendu', ar: 'موقوف', en: 'Suspended' } },
  { id: 'CLO', labels: { fr: 'Clôturé', ar: 'مغلق', en: 'Closed' } },
];
