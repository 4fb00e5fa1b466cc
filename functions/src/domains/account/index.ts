import { createDomainHandler } from '../../runtime/domain-handler';

export const handler = createDomainHandler({
  'account.register': () => import('./register'),
  'account.login': () => import('./login'),
  'account.refresh': () => import('./refresh'),
});
