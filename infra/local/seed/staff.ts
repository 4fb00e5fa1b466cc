import { FIRM_ADMIN } from './firm';
import { acceptInvitation, expectStatus, type DemoAccount, type SeedModule } from './types';

type StaffMember = DemoAccount & { nom: string; prenom: string; phone: string; idTypeUtilisateur: 'AVOCAT' | 'ASSISTANT' };

/** The firm's lawyer and assistant, invited from the Users screen's route like real staff. */
export const STAFF: StaffMember[] = [
  {
    email: 's.alaoui@benali-avocats.ma',
    password: 'Demo@2026',
    role: 'USER',
    name: 'Salma Alaoui',
    nom: 'Alaoui',
    prenom: 'Salma',
    phone: '+212 6 61 12 34 56',
    idTypeUtilisateur: 'AVOCAT',
    description: 'Avocate collaboratrice',
  },
  {
    email: 'k.amrani@benali-avocats.ma',
    password: 'Demo@2026',
    role: 'USER',
    name: 'Khadija Amrani',
    nom: 'Amrani',
    prenom: 'Khadija',
    phone: '0661 98 76 54',
    idTypeUtilisateur: 'ASSISTANT',
    description: 'Assistante juridique',
  },
];

/**
 * Each person is created by the admin (POST /api/Users, which sends the invitation email), then
 * sets a password through the first-connection link of that email, as a new colleague would.
 */
export const staff: SeedModule = {
  name: 'staff',
  accounts: STAFF,
  async run(ctx) {
    const admin = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    for (const person of STAFF) {
      const since = Math.floor(Date.now() / 1000) - 1;
      const created = await ctx.api('users.create', {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        body: {
          idTypeUtilisateur: person.idTypeUtilisateur,
          idRolUtilisateur: person.role,
          nom: person.nom,
          prenom: person.prenom,
          email: person.email,
          phone: person.phone,
          actif: true,
        },
      });
      // 409: created by an earlier run whose stack.json was lost.
      expectStatus(created, [201, 409], `inviting ${person.email}`);
      if (created.status === 409) continue;
      await acceptInvitation(ctx, person.email, since, person.password);
    }
  },
};
