import type { VerifiedToken } from '../../../functions/src/adapters/token-verifier';

/**
 * For unit tests of route handlers: the middleware's read of the caller's record answers an
 * active person, Youssef Benali, with the token's first group as role (no two-factor rule), so each test's SDK mocks only describe the
 * data its route reads. The middleware's own tests exercise the real read.
 * Use: vi.mock('../../functions/src/runtime/caller-record', async () => (await import('./support/caller-record')).recordFromToken);
 */
export const recordFromToken = {
  loadCallerRecord: async (caller: VerifiedToken) => ({
    user: {
      idUtilisateur: caller.userId,
      idStructure: caller.structureId,
      idRolUtilisateur: caller.roles[0],
      idTypeUtilisateur: caller.userType,
      nom: 'Benali',
      prenom: 'Youssef',
      email: caller.email,
      actif: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  }),
};
