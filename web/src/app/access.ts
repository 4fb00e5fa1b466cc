import { STAFF, type Role } from '@mizan/shared/roles';

/**
 * Who reaches which page (spec 2.1 with the decisions: USER, the firm's lawyers and assistants,
 * reaches every dossier page; Settings stays with the firm's administrators).
 */
export const ACCESS = {
  staff: STAFF,
  admin: ['ADMIN'],
  client: ['CLT'],
  staffAndClient: [...STAFF, 'CLT'],
  editor: ['EDITOR'],
} satisfies Record<string, readonly Role[]>;
