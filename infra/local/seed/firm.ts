import type { DemoAccount, SeedModule } from './types';
import { expectStatus } from './types';

/** The demo firm, registered through the real API route like any new firm. */
export const FIRM = {
  name: 'Cabinet Benali & Associés',
  /** Used only if the API refuses the '&' of the name (the spec's name rule allows letters, spaces, - and _). */
  fallbackName: 'Cabinet Benali et Associés',
  phone: '+212 5 22 48 61 30',
};

export const FIRM_ADMIN: DemoAccount & { nom: string; prenom: string } = {
  email: 'y.benali@benali-avocats.ma',
  password: 'Demo@2026',
  role: 'ADMIN',
  name: 'Youssef Benali',
  nom: 'Benali',
  prenom: 'Youssef',
  description: 'Avocat associé, administrateur du cabinet',
};

export const firm: SeedModule = {
  name: 'firm',
  accounts: [FIRM_ADMIN],
  async run(ctx) {
    const register = (structure: string) =>
      ctx.api('account.register', {
        headers: { 'accept-language': 'fr' },
        body: {
          userName: FIRM_ADMIN.nom,
          userFirstName: FIRM_ADMIN.prenom,
          structure,
          email: FIRM_ADMIN.email,
          phone: FIRM.phone,
          password: FIRM_ADMIN.password,
        },
      });
    let result = await register(FIRM.name);
    const details = (result.body as { details?: { field: string }[] } | undefined)?.details ?? [];
    if (result.status === 400 && details.length === 1 && details[0]?.field === 'structure') {
      ctx.log(`seed: the API refuses the firm name "${FIRM.name}"; registering "${FIRM.fallbackName}"`);
      result = await register(FIRM.fallbackName);
    }
    // 409: registered by an earlier run whose stack.json was lost: the account is there.
    expectStatus(result, [201, 409], 'registering the demo firm');
    const session = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    ctx.state.structureId = session.idStructure;
    ctx.state.adminId = session.id;
    ctx.state.adminToken = session.token;
  },
};
