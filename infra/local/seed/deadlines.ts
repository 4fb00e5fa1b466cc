import { casablancaToday } from '../../../functions/src/services/working-days';
import { FIRM_ADMIN } from './firm';
import { STAFF } from './staff';
import { expectStatus, type SeedModule } from './types';
import { dossierId } from './lookups';

const DAY_MS = 86_400_000;
/** A day `n` days from `day` (YYYY-MM-DD). */
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Days from `day` to the first Saturday at least a week later. */
const toSaturdayAfterAWeek = (day: string) => {
  let n = 7;
  while (new Date(`${plus(day, n)}T00:00:00Z`).getUTCDay() !== 6) n++;
  return n;
};

type Deadline = { type: string; in: number; time?: string; salle?: string; alerte?: boolean; contenu: string; perform?: boolean };

/**
 * Deadlines of the demo dossiers, dated from the day the demo starts so that they read as a
 * lawyer's week: hearings and appointments to come (alerted ones on the dashboard), one overdue,
 * some performed; the hearings name their courtroom. On the divorce dossier, a deliberation was performed today: its type (the firm's
 * own, automatic) chained the sending of the judgment's copy to a Saturday, which the API moved to
 * the next working day and says why.
 */
const DEADLINES: Record<string, Deadline[]> = {
  '2026/1201/145': [
    {
      type: 'AUD',
      in: 5,
      time: '10:00',
      salle: '4',
      alerte: true,
      contenu: 'Audience de conciliation — Tribunal de commerce de Casablanca',
    },
    { type: 'DOC', in: -3, contenu: 'Envoi des factures impayées au confrère adverse' },
    { type: 'TEL', in: -10, contenu: 'Point téléphonique avec M. Tazi (Atlas Textile)', perform: true },
  ],
  '2026/1187/092': [
    { type: 'RDV', in: 2, time: '15:30', alerte: true, contenu: 'موعد مع السيدة فاطمة الزهراء الإدريسي لتحضير الجلسة' },
    { type: 'DELIB', in: 0, contenu: 'Mise en délibéré du jugement de divorce', perform: true },
  ],
  '2026/0954/031': [
    {
      type: 'AUD',
      in: 12,
      time: '09:00',
      salle: 'B',
      alerte: true,
      contenu: 'Audience — Tribunal de première instance de Casablanca, chambre sociale',
    },
    { type: 'DOC', in: -15, contenu: 'Requête introductive et pièces', perform: true },
  ],
};

export const deadlines: SeedModule = {
  name: 'deadlines',
  accounts: [],
  async run(ctx) {
    const admin = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const salma = await ctx.signIn(STAFF[0]!.email, STAFF[0]!.password);
    const today = casablancaToday(new Date());
    const type = await ctx.api('management.createDeadlineType', {
      token: admin.token,
      headers: { 'accept-language': 'fr' },
      body: {
        id: 'DELIB',
        label: 'Délibéré',
        isauto: true,
        delai: 0,
        nextActions: [{ IdChild: 'DOC', delais: toSaturdayAfterAWeek(today) }],
        traductions: [
          { langue: 'fr', valeur: 'Délibéré' },
          { langue: 'ar', valeur: 'المداولة' },
          { langue: 'en', valeur: 'Deliberation' },
        ],
      },
    });
    // 409: created by an earlier run whose stack.json was lost.
    expectStatus(type, [201, 409], 'creating the deadline type DELIB');
    for (const [ref, list] of Object.entries(DEADLINES)) {
      const id = await dossierId(ctx, admin.token, ref);
      // Deadlines already there: added by an earlier run whose stack.json was lost.
      const existing = await ctx.api<{ items: unknown[] }>('dossiers.deadlines', {
        token: admin.token,
        params: { id },
        query: { limit: 1 },
      });
      expectStatus(existing, [200], `reading the deadlines of ${ref}`);
      if (existing.body.items.length) continue;
      for (const d of list) {
        const day = plus(today, d.in);
        const added = await ctx.api<{ idEcheanceDossier: string }>('dossiers.addDeadline', {
          token: salma.token,
          headers: { 'accept-language': 'fr' },
          body: {
            idDossier: id,
            idtypeecheance: d.type,
            dateecheance: d.time ? `${day}T${d.time}` : day,
            alerte: d.alerte ?? false,
            contenu: d.contenu,
            salle: d.salle,
          },
        });
        expectStatus(added, [201], `adding a ${d.type} deadline to ${ref}`);
        if (!d.perform) continue;
        const performed = await ctx.api('dossiers.performDeadline', {
          token: salma.token,
          headers: { 'accept-language': 'fr' },
          query: { id: added.body.idEcheanceDossier },
        });
        expectStatus(performed, [200], `performing a ${d.type} deadline of ${ref}`);
      }
    }
  },
};
