import { expectStatus, type SeedModule } from './types';
import { dossierId, staffSessions } from './lookups';

type Person = 'admin' | 'salma' | 'khadija';
/** An agreement's parts as the Honoraires dialog sends them, its rates by person. */
type Agreement = {
  rates?: Partial<Record<Person, string>>;
  forfait?: { montant: string; echeances: { libelle: string; montant: string; daysFromNow: number }[] };
  resultat?: { pourcentage: number; plancher?: string };
  conditions?: string;
};
type Time = { by: Person; daysAgo: number; minutes: number; description: string; facturable?: boolean };

/**
 * Fee agreements of each kind and the time spent over the last weeks, on the demo dossiers:
 * a mix (hourly rates and a success fee) on the debt recovery, a flat fee in instalments on the
 * family case (worded in Arabic), a success fee with a floor on the dismissal, hourly on the sale of a property.
 */
const FEES: Record<string, { agreement: Agreement; time: Time[] }> = {
  '2026/1201/145': {
    agreement: {
      rates: { salma: '800', admin: '1200' },
      resultat: { pourcentage: 10, plancher: '5000' },
      conditions: 'Honoraires de résultat calculés sur les sommes effectivement recouvrées.',
    },
    time: [
      { by: 'salma', daysAgo: 40, minutes: 90, description: 'Réunion avec M. Tazi et analyse des factures impayées' },
      { by: 'salma', daysAgo: 35, minutes: 45, description: 'Rédaction de la mise en demeure' },
      { by: 'admin', daysAgo: 22, minutes: 30, description: 'Relecture de la requête en injonction de payer' },
      { by: 'salma', daysAgo: 21, minutes: 120, description: 'Rédaction et dépôt de la requête' },
      { by: 'khadija', daysAgo: 20, minutes: 40, description: 'Copies et constitution du dossier', facturable: false },
      { by: 'salma', daysAgo: 6, minutes: 25, description: "Appel de l'avocat adverse : proposition d'échéancier" },
      { by: 'salma', daysAgo: 1, minutes: 50, description: "Note au client sur l'échéancier proposé" },
    ],
  },
  '2026/1187/092': {
    agreement: {
      forfait: {
        montant: '15000',
        echeances: [
          { libelle: 'عند التوقيع', montant: '7500', daysFromNow: -25 },
          { libelle: 'عند صدور الحكم', montant: '7500', daysFromNow: 90 },
        ],
      },
      conditions: 'الأتعاب الجزافية تشمل المرحلة الابتدائية فقط.',
    },
    time: [
      { by: 'admin', daysAgo: 30, minutes: 60, description: 'لقاء مع الموكلة ودراسة الوثائق' },
      { by: 'admin', daysAgo: 25, minutes: 75, description: 'تحرير مقال دعوى التطليق للشقاق' },
      { by: 'admin', daysAgo: 9, minutes: 120, description: 'حضور جلسة الصلح' },
      { by: 'admin', daysAgo: 2, minutes: 20, description: 'طلب شهادة الدخل', facturable: false },
    ],
  },
  '2026/0954/031': {
    agreement: { resultat: { pourcentage: 15, plancher: '3000' } },
    time: [
      { by: 'salma', daysAgo: 60, minutes: 30, description: 'Appel de M. Ouazzani sur son licenciement' },
      { by: 'salma', daysAgo: 12, minutes: 60, description: "Préparation de la conciliation devant l'inspection du travail" },
      { by: 'salma', daysAgo: 3, minutes: 35, description: 'Calcul des indemnités de licenciement' },
    ],
  },
  '2025/0412/118': {
    agreement: { rates: { admin: '1000', salma: '700' } },
    time: [
      { by: 'admin', daysAgo: 14, minutes: 45, description: 'Étude du compromis de vente et du titre foncier' },
      { by: 'salma', daysAgo: 4, minutes: 80, description: 'Rédaction de la sommation de payer les loyers' },
      { by: 'admin', daysAgo: 0, minutes: 15, description: 'Point téléphonique avec le notaire' },
    ],
  },
};

/** The day `days` after today (before it when negative). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Fee agreements and time entries on the demo dossiers, through the fees routes as the Honoraires
 * section sends them. A dossier that already has an agreement is left as it is (a rerun).
 */
export const fees: SeedModule = {
  name: 'fees',
  accounts: [],
  async run(ctx) {
    const sessions = await staffSessions(ctx);
    const headers = { 'accept-language': 'fr' };
    for (const [refCabinet, { agreement, time }] of Object.entries(FEES)) {
      const idDossier = await dossierId(ctx, sessions.admin.token, refCabinet);
      const current = await ctx.api<{ version: number }>('fees.agreement', { token: sessions.admin.token, params: { id: idDossier } });
      if (current.body.version) continue;
      const rates = Object.entries(agreement.rates ?? {}).map(([person, taux]) => ({ idUtilisateur: sessions[person as Person].id, taux }));
      const saved = await ctx.api('fees.saveAgreement', {
        token: sessions.admin.token,
        headers,
        params: { id: idDossier },
        body: {
          ...(rates.length && { horaire: { taux: rates } }),
          ...(agreement.forfait && {
            forfait: {
              montant: agreement.forfait.montant,
              echeances: agreement.forfait.echeances.map(({ daysFromNow, ...instalment }) => ({
                ...instalment,
                dateEcheance: day(daysFromNow),
              })),
            },
          }),
          ...(agreement.resultat && { resultat: agreement.resultat }),
          conditions: agreement.conditions,
          version: 0,
        },
      });
      expectStatus(saved, [200], `saving the fee agreement of ${refCabinet}`);
      for (const entry of time) {
        const added = await ctx.api('fees.addTimeEntry', {
          token: sessions[entry.by].token,
          headers,
          body: {
            idDossier,
            date: day(-entry.daysAgo),
            minutes: entry.minutes,
            description: entry.description,
            facturable: entry.facturable ?? true,
          },
        });
        expectStatus(added, [201], `recording time on ${refCabinet}`);
      }
    }
  },
};
