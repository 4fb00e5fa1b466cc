import { FIRM, FIRM_ADMIN } from './firm';
import type { SeedModule } from './types';
import { expectStatus } from './types';

/** The demo firm's details (Settings › Cabinet): a Casablanca address, its phone and the identifiers its invoices carry. */
export const FIRM_DETAILS = {
  nom: FIRM.name,
  adresse: '27, boulevard Mohammed V\n4e étage, bureau 12',
  ville: 'Casablanca',
  phone: FIRM.phone,
  email: 'contact@benali-avocats.ma',
  siteWeb: 'https://www.benali-avocats.ma',
  identifiantFiscal: '40281736',
  ice: '002145873000046',
  taxeProfessionnelle: '35207419',
  rc: 'Casablanca 412587',
  barreau: 'Barreau de Casablanca',
};

export const firmDetails: SeedModule = {
  name: 'firm-details',
  accounts: [],
  async run(ctx) {
    const { token } = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const read = await ctx.api<{ version: number }>('management.firmDetails', { token });
    expectStatus(read, [200], "reading the demo firm's details");
    const saved = await ctx.api('management.updateFirmDetails', {
      token,
      headers: { 'accept-language': 'fr' },
      body: { ...FIRM_DETAILS, version: read.body.version },
    });
    expectStatus(saved, [200], "setting the demo firm's details");
  },
};
