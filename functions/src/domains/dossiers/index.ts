import { createDomainHandler } from '../../runtime/domain-handler';

/** Dossiers: this routes; deadlines, actions and expenses answer 501 until their issues land. */
export const handler = createDomainHandler({
  'dossiers.create': () => import('./create-dossier'),
  'dossiers.update': () => import('./update-dossier'),
  'dossiers.get': () => import('./get-dossier'),
  'dossiers.listForUser': () => import('./list-for-user'),
  'dossiers.search': () => import('./search-dossiers'),
  'dossiers.listForClient': () => import('./list-for-client'),
  'dossiers.updateClientReference': () => import('./update-client-reference'),
  'dossiers.addClient': () => import('./add-client'),
  'dossiers.addAdversaire': () => import('./add-adversaire'),
  'dossiers.removeClient': () => import('./remove-client'),
  'dossiers.removeAdversaire': () => import('./remove-adversaire'),
});
