import { casablancaToday } from '../../../functions/src/services/working-days';
import { DEMO_CLIENT } from './dossiers';
import { FIRM_ADMIN } from './firm';
import { expectStatus, type SeedModule } from './types';

const DAY_MS = 86_400_000;
const plus = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Youssef Benali's week: mornings and early afternoons, Monday to Friday. */
const WINDOWS = [
  ['09:00', '09:30'],
  ['09:30', '10:00'],
  ['10:30', '11:30'],
  ['15:00', '15:30'],
];

type Slot = { dateDebut: string; dateFin: string };

/**
 * The demo lawyer's weekly availability, and appointments in each status this week and next:
 * Fatima Zahra El Idrissi books free slots on her divorce dossier (one stays pending, one the
 * lawyer confirms, one she cancels, one the firm cancels), and the lawyer sets a meeting of his own.
 */
export const appointments: SeedModule = {
  name: 'appointments',
  accounts: [],
  async run(ctx) {
    const admin = await ctx.signIn(FIRM_ADMIN.email, FIRM_ADMIN.password);
    const client = await ctx.signIn(DEMO_CLIENT.email, DEMO_CLIENT.password);
    const fr = { 'accept-language': 'fr' };
    for (let idJour = 1; idJour <= 5; idJour++)
      for (const [start, end] of WINDOWS) {
        const made = await ctx.api('calendar.createAvailability', {
          token: admin.token,
          headers: fr,
          body: { idJour, heureDebut: `${start}:01`, heureFin: `${end}:00` },
        });
        // 409: made by an earlier run whose stack.json was lost.
        expectStatus(made, [201, 409], `adding the availability ${idJour} ${start}`);
      }
    const theirs = await ctx.api<unknown[]>('calendar.appointments', { token: client.token, params: { userId: client.id } });
    expectStatus(theirs, [200], 'reading the demo client’s appointments');
    if (theirs.body.length) return;

    const dossiers = await ctx.api<{ id: string; refCabinet: string }[]>('dossiers.listForClient', {
      token: client.token,
      params: { userId: client.id },
    });
    expectStatus(dossiers, [200], 'reading the demo client’s dossiers');
    const dossier = dossiers.body.find((d) => d.refCabinet === '2026/1187/092');
    if (!dossier) throw new Error('seed: the divorce dossier 2026/1187/092 is missing');

    const today = casablancaToday(new Date());
    const days = await ctx.api<{ jour: string; slots: Slot[] }[]>('calendar.availabilityDays', {
      token: client.token,
      params: { userId: admin.id },
      query: { dateDebut: today, dateFin: plus(today, 13) },
    });
    expectStatus(days, [200], 'reading the free slots');
    // The second slot of every other open day: spread over this week and the next.
    const slots = days.body
      .filter((day) => day.slots.length > 1)
      .filter((_, index) => index % 2 === 0)
      .map((day) => day.slots[1]!);
    // Each booking's fate is decided before the next one: a client holds at most 3 pending
    // bookings with a lawyer (functions/src/domains/calendar/routes/create-appointment.ts).
    const settle = [
      (id: string) =>
        ctx
          .api('calendar.confirmAppointment', { token: admin.token, headers: fr, body: { id } })
          .then((answer) => expectStatus(answer, [200], 'confirming')),
      undefined,
      (id: string) =>
        ctx
          .api('calendar.cancelAppointment', { token: client.token, headers: fr, body: { id, motif: 'Je serai en déplacement à Fès.' } })
          .then((answer) => expectStatus(answer, [200], 'cancelling (client)')),
      (id: string) =>
        ctx
          .api('calendar.cancelAppointment', { token: admin.token, headers: fr, body: { id, motif: 'Audience reportée au même moment.' } })
          .then((answer) => expectStatus(answer, [200], 'cancelling (firm)')),
    ];
    for (const [index, slot] of slots.slice(0, 4).entries()) {
      const made = await ctx.api<{ idRendezVous: string }>('calendar.createAppointment', {
        token: client.token,
        headers: fr,
        body: {
          idDossier: dossier.id,
          date: slot.dateDebut.slice(0, 10),
          heureDebut: `${slot.dateDebut.slice(11, 16)}:00`,
          heureFin: `${slot.dateFin.slice(11, 16)}:00`,
          commentaire: '',
        },
      });
      expectStatus(made, [201], `booking ${slot.dateDebut}`);
      await settle[index]?.(made.body.idRendezVous);
    }
    const meeting = await ctx.api('calendar.createAppointment', {
      token: admin.token,
      headers: fr,
      body: { date: plus(today, 1), heureDebut: '17:00:00', heureFin: '18:00:00', commentaire: 'Réunion des associés' },
    });
    expectStatus(meeting, [201, 409], 'setting the partners’ meeting');
  },
};
