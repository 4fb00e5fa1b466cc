import { FIRM_ADMIN } from './firm';
import { STAFF } from './staff';
import { acceptInvitation, emailSince, expectStatus, type DemoAccount, type SeedModule } from './types';

/** A client of the firm with a portal account: invited when first added to a dossier. */
export const DEMO_CLIENT: DemoAccount = {
  email: 'fz.elidrissi@exemple.ma',
  password: 'Demo@2026',
  role: 'CLT',
  name: 'Fatima Zahra El Idrissi',
  description: 'Cliente (espace client : ses dossiers)',
};

const fatimaZahra = {
  idTypeClient: 'PP',
  idStatutClient: 'PLG',
  cin: 'AB123456',
  nom: 'El Idrissi',
  prenom: 'Fatima Zahra',
  email: DEMO_CLIENT.email,
  phone: '+212 6 62 45 78 90',
  adresse: '12, rue Oued Sebou, Agdal, Rabat',
};

/**
 * Dossiers of the kinds a Moroccan firm handles, in French and Arabic, with their clients and
 * opposing parties, created through the New Folder route; the first adds Fatima Zahra El Idrissi,
 * whose invitation she accepts, so the client portal has her dossiers.
 */
const DOSSIERS = [
  {
    refCabinet: '2026/1201/145',
    nom: 'Atlas Textile c/ Bennani — recouvrement de créance',
    idTypeDossier: 'COM',
    idTribunal: 'CA-CASABLANCA',
    refTribunal: '2026/8201/1145',
    refClient: 'AT-2026-07',
    dateOuverture: '2026-09-14',
    lawyer: 'salma',
    Client: [
      {
        idTypeClient: 'PM',
        idStatutClient: 'PLG',
        rc: 'RC 245873',
        raisonSociale: 'Atlas Textile SARL',
        representantLegal: 'Hicham Tazi',
        phone: '0522 36 48 10',
        adresse: 'Zone industrielle Sidi Bernoussi, Casablanca',
      },
    ],
    adversaire: [
      { idTypeClient: 'PP', idStatutClient: 'ACS', cin: 'BE784512', nom: 'Bennani', prenom: 'Karim', adresse: 'Hay Riad, Rabat' },
    ],
  },
  {
    refCabinet: '2026/1187/092',
    nom: 'طلاق للشقاق — الإدريسي',
    idTypeDossier: 'FAM',
    idTribunal: 'CA-RABAT',
    refTribunal: '2026/1629/318',
    dateOuverture: '2026-10-02',
    lawyer: 'admin',
    Client: [fatimaZahra],
    adversaire: [
      { idTypeClient: 'PP', idStatutClient: 'ACS', cin: 'A654321', nom: 'El Idrissi', prenom: 'Mohamed', adresse: 'Hay Nahda, Rabat' },
    ],
  },
  {
    refCabinet: '2026/0954/031',
    nom: 'Ouazzani c/ Maroc Logistique — licenciement abusif',
    idTypeDossier: 'SOC',
    idTribunal: 'CA-CASABLANCA',
    refTribunal: '2026/1501/0412',
    dateOuverture: '2026-06-23',
    idStatutDossier: 'ATT',
    lawyer: 'salma',
    Client: [
      {
        idTypeClient: 'PP',
        idStatutClient: 'PLG',
        cin: 'BH456789',
        nom: 'Ouazzani',
        prenom: 'Rachid',
        phone: '0661 23 45 67',
        adresse: 'Maârif, Casablanca',
      },
    ],
    adversaire: [
      {
        idTypeClient: 'PM',
        idStatutClient: 'ACS',
        rc: 'RC 118204',
        raisonSociale: 'Maroc Logistique SA',
        representantLegal: 'Nadia Berrada',
      },
    ],
  },
  {
    refCabinet: '2025/0412/118',
    nom: 'El Idrissi — vente immobilière, Témara',
    idTypeDossier: 'IMM',
    idTribunal: 'CA-RABAT',
    dateOuverture: '2025-04-10',
    idStatutDossier: 'CLO',
    lawyer: 'admin',
    Client: [fatimaZahra],
    adversaire: [
      {
        idTypeClient: 'PM',
        idStatutClient: 'ACS',
        rc: 'RC 77421',
        raisonSociale: 'Immobilière Al Boustane SARL',
        representantLegal: 'Omar Chraibi',
      },
    ],
  },
] as const;

export const dossiers: SeedModule = {
  name: 'dossiers',
  accounts: [DEMO_CLIENT],
  async run(ctx) {
    const admin = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const salma = await ctx.signIn(STAFF[0]!.email, STAFF[0]!.password);
    const since = Math.floor(Date.now() / 1000) - 1;
    for (const { lawyer, ...dossier } of DOSSIERS) {
      const created = await ctx.api('dossiers.create', {
        token: admin.token,
        headers: { 'accept-language': 'fr' },
        body: { ...dossier, idUtilisateur: lawyer === 'salma' ? salma.id : admin.id },
      });
      // 409: created by an earlier run whose stack.json was lost.
      expectStatus(created, [201, 409], `creating dossier ${dossier.refCabinet}`);
    }
    // An invitation only when the client's account was made now (not by an earlier run).
    if (await emailSince(ctx, DEMO_CLIENT.email, since, 3000)) {
      await acceptInvitation(ctx, DEMO_CLIENT.email, since, DEMO_CLIENT.password);
    }
  },
};
