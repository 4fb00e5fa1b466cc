import { addWorkingDays, casablancaToday } from '../../../functions/src/services/working-days';
import { dossierId } from './lookups';
import { FIRM_ADMIN } from './firm';
import { expectStatus, type SeedContext, type SeedModule } from './types';

const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** A day of this week (Monday to Sunday, Casablanca) still to come: tomorrow, or today on a Sunday (the dashboard's week). */
const laterThisWeek = (today: string) => (new Date(`${today}T00:00:00Z`).getUTCDay() === 0 ? today : plus(today, 1));
/** The next working day (the day the hearing list and the digest look at), and one a week later. */
const nextWorkingDay = (today: string) => addWorkingDays(today, 1);
const nextWeek = (today: string) => addWorkingDays(today, 6);

type Step = { date: string; type: string; content: string; nextHearing?: string };

/**
 * What the court portal (the simulator) says of the open demo dossiers that have a court reference:
 * each is synced once as the portal first showed it (the import), then the portal moves on (a
 * postponement to later this week, a hearing on the next working day, one set for next week), and a
 * second sync writes those changes. So the dashboard's week, the calendar and the next working day's
 * hearing list show hearings (on weekdays, two courts and two lawyers that day) and the court's
 * notifications on first sign-in, whatever the day.
 */
const CASES: { refCabinet: string; court: string; reference: string; first: (today: string) => Step[]; now: (today: string) => Step[] }[] =
  [
    {
      refCabinet: '2026/1201/145',
      court: 'CA-CASABLANCA',
      reference: '2026/8201/1145',
      first: (today) => [
        { date: plus(today, -40), type: 'تسجيل الملف', content: 'تسجيل المقال الافتتاحي', nextHearing: `${plus(today, -12)}T10:00` },
        {
          date: `${plus(today, -12)}T10:00`,
          type: 'جلسة',
          content: 'إدراج الملف بالجلسة، إمهال الدفاع للجواب',
          nextHearing: `${plus(today, 14)}T10:00`,
        },
      ],
      now: (today) => [
        { date: plus(today, -40), type: 'تسجيل الملف', content: 'تسجيل المقال الافتتاحي', nextHearing: `${plus(today, -12)}T10:00` },
        {
          date: `${plus(today, -12)}T10:00`,
          type: 'جلسة',
          content: 'إدراج الملف بالجلسة، إمهال الدفاع للجواب',
          nextHearing: `${laterThisWeek(today)}T10:00`,
        },
      ],
    },
    {
      refCabinet: '2026/1187/092',
      court: 'CA-RABAT',
      reference: '2026/1629/318',
      first: (today) => [
        { date: plus(today, -60), type: 'تسجيل الملف', content: 'تسجيل مقال التطليق للشقاق', nextHearing: `${plus(today, -20)}T09:30` },
      ],
      now: (today) => [
        { date: plus(today, -60), type: 'تسجيل الملف', content: 'تسجيل مقال التطليق للشقاق', nextHearing: `${plus(today, -20)}T09:30` },
        {
          date: `${plus(today, -20)}T09:30`,
          type: 'جلسة صلح',
          content: 'محاولة الصلح، تعذر الصلح',
          nextHearing: `${nextWorkingDay(today)}T11:00`,
        },
      ],
    },
    {
      refCabinet: '2026/0954/031',
      court: 'CA-CASABLANCA',
      reference: '2026/1501/0412',
      first: (today) => [{ date: plus(today, -30), type: 'تسجيل الملف', content: 'تسجيل مقال الطرد التعسفي' }],
      now: (today) => [
        {
          date: plus(today, -30),
          type: 'تسجيل الملف',
          content: 'تسجيل مقال الطرد التعسفي',
          nextHearing: `${nextWeek(today)}T09:00`,
        },
      ],
    },
  ];

const syncOnce = async (ctx: SeedContext, token: string, id: string, what: string) => {
  const synced = await ctx.api('dossiers.syncCourt', { token, params: { id }, headers: { 'accept-language': 'fr' } });
  expectStatus(synced, [200], what);
};

export const court: SeedModule = {
  name: 'court',
  accounts: [],
  async run(ctx) {
    const admin = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const today = casablancaToday(new Date());
    for (const demo of CASES) {
      const id = await dossierId(ctx, admin.token, demo.refCabinet);
      await ctx.courtPortal('/_control/cases', { court: demo.court, reference: demo.reference, hearings: demo.first(today) });
      await syncOnce(ctx, admin.token, id, `importing the court record of ${demo.refCabinet}`);
      await ctx.courtPortal('/_control/cases', { court: demo.court, reference: demo.reference, hearings: demo.now(today) });
      await syncOnce(ctx, admin.token, id, `syncing ${demo.refCabinet} with the court`);
    }
  },
};
