import type { DemoAccount, SeedModule } from './types';
import { expectStatus } from './types';

/** The demo firm, registered through the real API route like any new firm. */
export const FIRM = {
  name: 'Cabinet Benali & Associés',
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
    const result = await ctx.api('account.register', {
      headers: { 'accept-language': 'fr' },
      body: {
        userName: FIRM_ADMIN.nom,
        userFirstName: FIRM_ADMIN.prenom,
        structure: FIRM.name,
        email: FIRM_ADMIN.email,
        phone: FIRM.phone,
        password: FIRM_ADMIN.password,
      },
    });
    // 409: registered by an earlier run whose stack.json was lost: the account is there.
    expectStatus(result, [201, 409], 'registering the demo firm');
    const session = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    ctx.state.structureId = session.idStructure;
    ctx.state.adminId = session.id;
    ctx.state.adminToken = session.token;
  },
};
