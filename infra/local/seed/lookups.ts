import { FIRM_ADMIN } from './firm';
import { STAFF } from './staff';
import { expectStatus, type SeedContext } from './types';

/** A demo dossier's id from its cabinet reference, as the dossier search finds it. */
export const dossierId = async (ctx: SeedContext, token: string, refCabinet: string): Promise<string> => {
  const found = await ctx.api<{ items: { id: string; refCabinet: string }[] }>('dossiers.search', {
    token,
    query: { refDossier: refCabinet },
  });
  expectStatus(found, [200], `finding dossier ${refCabinet}`);
  const id = found.body.items.find((item) => item.refCabinet === refCabinet)?.id;
  if (!id) throw new Error(`seed: dossier ${refCabinet} not found`);
  return id;
};

/** The sessions of the demo firm's staff: its administrator and its two lawyers. */
export const staffSessions = async (ctx: SeedContext) => ({
  admin: await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password),
  salma: await ctx.signIn(STAFF[0]!.email, STAFF[0]!.password),
  khadija: await ctx.signIn(STAFF[1]!.email, STAFF[1]!.password),
});
