import { createDomainHandler } from '../../runtime/domain-handler';

export const handler = createDomainHandler({
  'users.listForStructure': () => import('./list-for-structure'),
  'users.create': () => import('./create'),
  'users.update': () => import('./update'),
  'users.delete': () => import('./delete'),
});
