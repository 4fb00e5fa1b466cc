import type { DemoAccount, SeedModule } from './types';
import { emailSince, expectStatus } from './types';

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
    const since = Math.floor(Date.now() / 1000);
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
    // The same answer whether or not an earlier run whose stack.json was lost registered it.
    expectStatus(result, [202], 'registering the demo firm');
    // Its address is verified through the link emailed to it, as the person would (an earlier run's firm got a warning instead).
    const mail = await emailSince(ctx, FIRM_ADMIN.email, since);
    const token = /verify-email\?token=([^\s"'<>&]+)/.exec(`${mail?.body.text ?? ''}`)?.[1];
    if (token)
      expectStatus(await ctx.api('account.verifyEmail', { body: { token: decodeURIComponent(token) } }), [200], 'verifying the demo firm');
    const session = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    ctx.state.structureId = session.idStructure;
    ctx.state.adminId = session.id;
    ctx.state.adminToken = session.token;
  },
};
