import { createDomainHandler } from '../../runtime/domain-handler';

export const handler = createDomainHandler({
  'clients.get': () => import('./get-client'),
  'clients.persons': () => import('./list-persons'),
  'clients.companies': () => import('./list-companies'),
  'clients.dossiersFor': () => import('./client-dossiers'),
});
