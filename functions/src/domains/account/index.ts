import { createDomainHandler } from '../../runtime/domain-handler';

export const handler = createDomainHandler({
  'account.register': () => import('./register'),
  'account.login': () => import('./login'),
  'account.refresh': () => import('./refresh'),
  'account.requestPasswordReset': () => import('./request-password-reset'),
  'account.validateToken': () => import('./validate-token'),
  'account.resetPassword': () => import('./reset-password'),
  'account.firstConnection': () => import('./first-connection'),
  'account.setFirstPassword': () => import('./set-first-password'),
  'account.me': () => import('./me'),
  'account.updateProfile': () => import('./update-profile'),
  'account.changePassword': () => import('./change-password'),
});
