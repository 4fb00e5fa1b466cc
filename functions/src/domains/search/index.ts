import { createDomainHandler } from '../../runtime/domain-handler';

export const handler = createDomainHandler({
  'search.query': () => import('./search'),
});
