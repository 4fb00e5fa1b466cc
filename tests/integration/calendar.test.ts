import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { isolate } from '@mizan/shared/bidi';
import { casablancaInstant } from '../../functions/src/services/deadline-dates';
import { casablancaToday, holidayOn } from '../../functions/src/services/working-days';
import { api, request } from '../support/api';
import { uniqueEmail, type TestFirm } from '../support/accounts';
import { attachmentText, attachmentTexts, emailsTo, waitForEmail, type SentEmail } from '../support/mailbox';
import { clientWithAccount, createDossier, person, registerFirm, type ErrorBody } from './dossiers-support';

type Slot = { dateDebut: string; dateFin: string };
type SlotDay = { jour: string; slots: Slot[] };
type Appointment = {
  idRendezVous: string;
  statut: string;
  date: string;
  heureDebut: string;
  heureFin: string;
  title: string;
  motif: string | null;
  client: { nom: string; prenom: string } | null;
};

const DAY_MS = 86_400_000;
const plus = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const today = () => casablancaToday(new Date());
/** The first day from `from` on that is of the weekday and not a public holiday. */
const nextOpen = (from: string, weekday: number) => {
  let date = from;
  while (weekdayOf(date) !== weekday || holidayOn(date)) date = plus(date, 1);
  return date;
};

const fr = { 'accept-language': 'fr' };
const addWindow = (token: string, idJour: number, heureDebut: string, heureFin: string) =>
  api<Record<string, unknown> & ErrorBody>('calendar.createAvailability', { token, body: { idJour, heureDebut, heureFin }, headers: fr });
const slots = (token: string, userId: string, dateDebut: string, dateFin: string) =>
  api<SlotDay[] & ErrorBody>('calendar.availabilityDays', { token, params: { userId }, query: { dateDebut, dateFin } });
const book = (token: string, idDossier: string, date: string, debut: string, fin: string) =>
  api<Appointment & ErrorBody>('calendar.createAppointment', {
    token,
    headers: fr,
    body: { idDossier, date, heureDebut: `${debut}:00`, heureFin: `${fin}:00`, commentaire: '' },
  });
const cancel = (token: string, id: string, motif: string) =>
  api<Appointment & ErrorBody>('calendar.cancelAppointment', { token, body: { id, motif }, headers: fr });
const confirm = (token: string, id: string) =>
  api<Appointment & ErrorBody>('calendar.confirmAppointment', { token, body: { id }, headers: fr });
/** Matches an email with an iCalendar part of appointment `id` that holds `line` (`METHOD:CANCEL`). */
const calendarOf = (id: string, line: string) => (email: SentEmail) =>
  attachmentTexts(email, 'text/calendar').some((text) => text.includes(`UID:${id}@mizan`) && text.includes(line));
const slotsOn = (days: SlotDay[], date: string) => days.find((d) => d.jour === date)?.slots.map((s) => s.dateDebut.slice(11)) ?? [];

let firm: TestFirm;
let client: Awaited<ReturnType<typeof clientWithAccount>>;
let other: TestFirm;

beforeAll(async () => {
  [firm, other] = await Promise.all([registerFirm(), registerFirm({ structure: 'Cabinet Autre' })]);
  client = await clientWithAccount(firm);
  // Every day of the week: 00:00–00:15 (always begun today), 09:00–09:30 and 10:00–10:30.
  for (let day = 1; day <= 7; day++)
    for (const [start, end] of [
      ['00:00:01', '00:15:00'],
      ['09:00:01', '09:30:00'],
      ['10:00:01', '10:30:00'],
    ])
      expect((await addWindow(firm.token, day, start!, end!)).status).toBe(201);
});

describe('availability', () => {
  it('keeps the documented seconds, refuses an overlap with the specification message, and a duration off the steps', async () => {
    const list = await api<{ idJour: number; jour: string; heureDebut: string; heureFin: string }[]>('calendar.availabilities', {
      token: firm.token,
      params: { userId: firm.userId },
      headers: fr,
    });
    expect(list.status).toBe(200);
    const monday = list.body.filter((w) => w.idJour === 1);
    expect(monday.map((w) => `${w.jour}: ${w.heureDebut}-${w.heureFin}`)).toEqual([
      'Lundi: 00:00:01-00:15:00',
      'Lundi: 09:00:01-09:30:00',
      'Lundi: 10:00:01-10:30:00',
    ]);
    const overlap = await addWindow(firm.token, 1, '09:15', '09:45');
    expect(overlap.status).toBe(409);
    expect(overlap.body.details?.[0]).toMatchObject({ field: 'heureDebut', message: 'Ce créneau chevauche une autre disponibilité.' });
    expect((await addWindow(firm.token, 1, '11:00', '11:20')).status).toBe(400);
    expect((await addWindow(firm.token, 1, '11:00', '13:15')).status).toBe(400);
    // Another day at the same time is no overlap; delete works once.
    const created = await addWindow(firm.token, 2, '12:00', '13:00');
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    expect((await api('calendar.deleteAvailability', { token: firm.token, params: { id } })).status).toBe(200);
    expect((await api('calendar.deleteAvailability', { token: firm.token, params: { id } })).status).toBe(404);
  });

  it('answers concurrent overlapping windows with exactly one creation', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => addWindow(firm.token, 3, '14:00', '14:30')));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });
});

describe('free slots', () => {
  it('leave out the past, public holidays and the firm closure days', async () => {
    const now = today();
    const past = await slots(client.token, firm.userId, plus(now, -1), plus(now, 7));
    expect(past.status, JSON.stringify(past.body)).toBe(200);
    expect(slotsOn(past.body, plus(now, -1))).toEqual([]);
    expect(slotsOn(past.body, now)).not.toContain('00:00:01');
    const nextWeek = plus(now, 7);
    if (!holidayOn(nextWeek)) expect(slotsOn(past.body, nextWeek)).toEqual(['00:00:01', '09:00:01', '10:00:01']);

    let holiday = plus(now, 9);
    while (!holidayOn(holiday)) holiday = plus(holiday, 1);
    const around = await slots(client.token, firm.userId, plus(holiday, -7), holiday);
    expect(slotsOn(around.body, holiday)).toEqual([]);
    if (!holidayOn(plus(holiday, -7))) expect(slotsOn(around.body, plus(holiday, -7))).toHaveLength(3);

    const closed = nextOpen(plus(now, 15), 3);
    expect((await api('management.addClosureDay', { token: firm.token, body: { date: closed, motif: 'Séminaire' } })).status).toBe(201);
    const week = await slots(client.token, firm.userId, plus(closed, -7), closed);
    expect(slotsOn(week.body, closed)).toEqual([]);
    expect(week.body.find((d) => d.jour === closed)).toEqual({ jour: closed, slots: [] });
  });

  it('answer at most 31 days, and only the lawyers of a client’s own dossiers', async () => {
    const now = today();
    expect((await slots(client.token, firm.userId, now, plus(now, 31))).status).toBe(400);
    expect((await slots(client.token, firm.userId, now, plus(now, 30))).status).toBe(200);
    expect((await slots(client.token, firm.userId, now, plus(now, -1))).status).toBe(400);
    const colleague = await api<{ idUtilisateur: string }>('users.create', {
      token: firm.token,
      body: {
        idTypeUtilisateur: 'AVOCAT',
        idRolUtilisateur: 'USER',
        nom: 'Tazi',
        prenom: 'Omar',
        email: uniqueEmail('tazi'),
        phone: '0612345678',
      },
    });
    expect(colleague.status).toBe(201);
    expect((await slots(client.token, colleague.body.idUtilisateur, now, now)).status).toBe(404);
    expect((await slots(firm.token, colleague.body.idUtilisateur, now, now)).status).toBe(200);
    expect((await slots(other.token, firm.userId, now, now)).status).toBe(404);
  });
});

describe('booking', () => {
  it('lets exactly one of twenty simultaneous bookings take a slot; cancelling frees it', async () => {
    const date = nextOpen(plus(today(), 14), 2);
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(client.token, client.dossier.id, date, '09:00', '09:30')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toBe('slot_taken');
    expect(refused.body.message).toBe("Ce créneau vient d'être réservé. Merci d'en choisir un autre.");
    const won = answers.find((a) => a.status === 201)!.body;
    expect(won).toMatchObject({ statut: 'EAT', date, heureDebut: '09:00:00', heureFin: '09:30:00' });

    expect(slotsOn((await slots(client.token, firm.userId, date, date)).body, date)).toEqual(['00:00:01', '10:00:01']);
    const cancelled = await cancel(client.token, won.idRendezVous, 'Empêchement');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ statut: 'ANC', motif: 'Empêchement' });
    expect(slotsOn((await slots(client.token, firm.userId, date, date)).body, date)).toEqual(['00:00:01', '09:00:01', '10:00:01']);
    expect((await book(client.token, client.dossier.id, date, '09:00', '09:30')).status).toBe(201);
  });

  it('books only a free window of the dossier’s lawyer, in the future, on the client’s own dossier', async () => {
    const date = nextOpen(plus(today(), 14), 4);
    const notWindow = await book(client.token, client.dossier.id, date, '09:00', '09:45');
    expect(notWindow.status).toBe(400);
    expect(notWindow.body.details?.[0]?.field).toBe('heureDebut');
    expect((await book(client.token, client.dossier.id, plus(today(), -7), '09:00', '09:30')).status).toBe(400);
    const strangers = await createDossier(firm);
    expect((await book(client.token, strangers.id, date, '09:00', '09:30')).status).toBe(404);
    const noDossier = await api<ErrorBody>('calendar.createAppointment', {
      token: client.token,
      body: { date, heureDebut: '09:00:00', heureFin: '09:30:00' },
    });
    expect(noDossier.status).toBe(400);
    expect(noDossier.body.details?.[0]?.field).toBe('idDossier');
  });

  it('confirms (staff only), cancels with a reason, refuses both on a cancelled appointment, and emails each side with an iCalendar part', async () => {
    const date = nextOpen(plus(today(), 21), 5);
    const since = Date.now();
    const booked = await book(client.token, client.dossier.id, date, '10:00', '10:30');
    expect(booked.status).toBe(201);
    const id = booked.body.idRendezVous;
    // Matched by the appointment's UID: the test before booked a moment ago, and the lawyer's email
    // about the client's bookings of the moment is one (it lists them).
    const toLawyer = await waitForEmail(firm.email, { since, match: calendarOf(id, 'METHOD:REQUEST') });
    // The client's name isolated from the sentence (Unicode FSI…PDI).
    expect(toLawyer.subject).toMatch(/^New appointment requests? — \u2068Salma Bennani\u2069$/);

    expect((await confirm(client.token, id)).status).toBe(403);
    const confirmed = await confirm(firm.token, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.statut).toBe('CNF');
    const toClient = await waitForEmail(client.email, { since, match: calendarOf(id, 'STATUS:CONFIRMED') });
    expect(attachmentText(toClient, 'text/calendar')).toContain('METHOD:REQUEST');

    // Another client of the firm and another firm do not see it.
    const stranger = await clientWithAccount(firm);
    expect((await api('calendar.appointment', { token: stranger.token, params: { idrendezvous: id } })).status).toBe(404);
    expect((await cancel(stranger.token, id, 'x')).status).toBe(404);
    expect((await api('calendar.appointment', { token: other.token, params: { idrendezvous: id } })).status).toBe(404);

    const cancelSince = Date.now();
    expect((await cancel(firm.token, id, '')).status).toBe(400);
    const cancelled = await cancel(firm.token, id, 'Audience déplacée');
    expect(cancelled.body).toMatchObject({ statut: 'ANL', motif: 'Audience déplacée', annulePar: 'CABINET' });
    const cancelMail = await waitForEmail(client.email, { since: cancelSince, match: calendarOf(id, 'METHOD:CANCEL') });
    expect(cancelMail.body.text).toContain('Audience déplacée');
    expect((await confirm(firm.token, id)).status).toBe(409);
    expect((await cancel(client.token, id, 'encore')).status).toBe(409);

    const mine = await api<Appointment[]>('calendar.appointments', { token: client.token, params: { userId: client.session.id } });
    expect(mine.body.find((a) => a.idRendezVous === id)?.statut).toBe('ANL');
  });
});

describe('booking limits', () => {
  /**
   * `count` days from `from` days ahead on, public holidays left out (every weekday has the test
   * windows), and the days whose whole agenda other tests read (40 and 50 days ahead).
   */
  const openDays = (from: number, count: number) => {
    const found: string[] = [];
    const others = [plus(today(), 40), plus(today(), 50)];
    for (let date = plus(today(), from); found.length < count; date = plus(date, 1))
      if (!holidayOn(date) && !others.includes(date)) found.push(date);
    return found;
  };
  /** A booking of the 00:00–00:15 window, which no other test books on a day ahead. */
  const bookIn = (token: string, idDossier: string, date: string, language: string) =>
    api<Appointment & ErrorBody>('calendar.createAppointment', {
      token,
      headers: { 'accept-language': language },
      body: { idDossier, date, heureDebut: '00:00:00', heureFin: '00:15:00', commentaire: '' },
    });

  it('books at most 60 days ahead, says so on the date in the caller’s language, and offers no slot beyond', async () => {
    const someone = await clientWithAccount(firm, { nom: 'Loin', prenom: 'Samira' });
    let last = plus(today(), 60);
    while (holidayOn(last)) last = plus(last, -1);
    let beyond = plus(today(), 61);
    while (holidayOn(beyond)) beyond = plus(beyond, 1);
    const worded = {
      fr: "Un rendez-vous se réserve au plus 60 jours à l'avance",
      ar: 'لا يمكن حجز موعد قبل أكثر من 60 يومًا',
      en: 'An appointment can be booked at most 60 days ahead',
    };
    for (const [language, message] of Object.entries(worded)) {
      const far = await bookIn(someone.token, someone.dossier.id, beyond, language);
      expect(far.status).toBe(400);
      expect(far.body.details).toEqual([{ field: 'date', code: 'booking_too_far', message }]);
    }
    expect((await book(someone.token, someone.dossier.id, last, '10:00', '10:30')).status).toBe(201);
    const offered = (await slots(someone.token, firm.userId, plus(today(), 55), plus(today(), 70))).body;
    expect(slotsOn(offered, last)).toEqual(expect.arrayContaining(['00:00:01', '09:00:01']));
    expect(slotsOn(offered, last)).not.toContain('10:00:01');
    expect(offered.filter((day) => day.jour > plus(today(), 60)).flatMap((day) => day.slots)).toEqual([]);
    // The firm's own appointments are not bookings: staff still see the free slots beyond.
    const staffView = (await slots(firm.token, firm.userId, beyond, beyond)).body;
    expect(slotsOn(staffView, beyond)).toEqual(expect.arrayContaining(['00:00:01', '09:00:01', '10:00:01']));
  });

  it('holds at most 3 pending bookings per client and lawyer; one confirmed or cancelled frees a place', async () => {
    const someone = await clientWithAccount(firm, { nom: 'Attente', prenom: 'Nadia' });
    const days = openDays(30, 5);
    const made: string[] = [];
    for (const date of days.slice(0, 3)) {
      const booked = await bookIn(someone.token, someone.dossier.id, date, 'fr');
      expect(booked.status).toBe(201);
      made.push(booked.body.idRendezVous);
    }
    const fourth = await bookIn(someone.token, someone.dossier.id, days[3]!, 'en');
    expect(fourth.status).toBe(409);
    const message = 'You already have 3 appointment requests waiting for this lawyer: wait for an answer or cancel one';
    expect(fourth.body.message).toBe(message);
    expect(fourth.body.details).toEqual([{ field: 'idUtilisateur', code: 'booking_pending_limit', message }]);
    // Refused, it holds nothing: the slot is still free.
    expect(slotsOn((await slots(someone.token, firm.userId, days[3]!, days[3]!)).body, days[3]!)).toContain('00:00:01');

    expect((await confirm(firm.token, made[0]!)).status).toBe(200);
    expect((await bookIn(someone.token, someone.dossier.id, days[3]!, 'fr')).status).toBe(201);
    expect((await bookIn(someone.token, someone.dossier.id, days[4]!, 'fr')).status).toBe(409);
    expect((await cancel(someone.token, made[1]!, 'Empêchement')).status).toBe(200);
    expect((await bookIn(someone.token, someone.dossier.id, days[4]!, 'fr')).status).toBe(201);
    // Another client of the same lawyer is not held back by her.
    const neighbour = await clientWithAccount(firm, { nom: 'Voisin', prenom: 'Omar' });
    expect((await bookIn(neighbour.token, neighbour.dossier.id, openDays(57, 1)[0]!, 'fr')).status).toBe(201);
  });

  it('lets exactly 3 of 6 simultaneous bookings of one client through', async () => {
    const someone = await clientWithAccount(firm, { nom: 'Rafale', prenom: 'Hind' });
    const answers = await Promise.all(openDays(41, 6).map((date) => bookIn(someone.token, someone.dossier.id, date, 'fr')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(3);
    const mine = await api<Appointment[]>('calendar.appointments', { token: someone.token, params: { userId: someone.session.id } });
    expect(mine.body.filter((a) => a.statut === 'EAT')).toHaveLength(3);
  });

  it("groups the lawyer's emails about one client's bookings made together into one that lists them", async () => {
    const someone = await clientWithAccount(firm, { nom: 'Groupe', prenom: 'Amina' });
    const since = Date.now();
    const ids: string[] = [];
    for (const date of openDays(51, 3)) {
      const booked = await bookIn(someone.token, someone.dossier.id, date, 'fr');
      expect(booked.status).toBe(201);
      ids.push(booked.body.idRendezVous);
    }
    const about = (await emailsTo(firm.email)).filter(
      (mail) => mail.at >= Math.floor(since / 1000) && mail.subject.includes('Amina Groupe'),
    );
    expect(about.map((mail) => mail.subject)).toEqual(['New appointment requests — \u2068Amina Groupe\u2069']);
    const [grouped] = about;
    expect(grouped!.body.text).toContain('\u2068Amina Groupe\u2069 booked \u20683\u2069 appointments');
    const uids = attachmentTexts(grouped!, 'text/calendar').map((text) => /UID:(\S+)@mizan/.exec(text)?.[1]);
    expect(uids.sort()).toEqual([...ids].sort());
  });
});

type AlertRow = { label: string; source: string; refCabinet: { id: string; label: string } | null; dateAlert: string };
const alertsOf = async (dossierId: string, source: string) =>
  (await api<AlertRow[]>('dashboard.alerts', { token: firm.token, params: { userId: firm.userId }, headers: fr })).body.filter(
    (a) => a.source === source && a.refCabinet?.id === dossierId,
  );

describe("the lawyer's dashboard", () => {
  it("alerts the lawyer once of a client's booking and of the client's cancellation, not of the firm's own", async () => {
    const date = nextOpen(plus(today(), 28), 3);
    const booked = await book(client.token, client.dossier.id, date, '09:00', '09:30');
    expect(booked.status).toBe(201);
    const shown = `${date.split('-').reverse().join('/')} 09:00–09:30`;
    expect((await alertsOf(client.dossier.id, 'appointment')).filter((a) => a.label.includes(shown))).toEqual([
      // What it is about isolated from the title (Unicode FSI…PDI).
      expect.objectContaining({ label: `Rendez-vous demandé par le client — ${isolate(shown)}` }),
    ]);
    expect((await cancel(client.token, booked.body.idRendezVous, 'Empêchement')).status).toBe(200);
    const again = await book(client.token, client.dossier.id, date, '09:00', '09:30');
    expect((await cancel(firm.token, again.body.idRendezVous, 'Audience')).status).toBe(200);
    const labels = (await alertsOf(client.dossier.id, 'appointment')).filter((a) => a.label.includes(shown)).map((a) => a.label);
    expect(labels.sort()).toEqual([
      `Rendez-vous annulé par le client — ${isolate(shown)}`,
      `Rendez-vous demandé par le client — ${isolate(shown)}`,
      `Rendez-vous demandé par le client — ${isolate(shown)}`,
    ]);
  });

  it("alerts the lawyer of a client's message with its subject, and not of the firm's own", async () => {
    const send = (token: string, sujet: string) =>
      api('messages.add', { token, body: { idDossier: client.dossier.id, sujet, contenu: 'Texte confidentiel' }, headers: fr });
    expect((await send(client.token, 'Question sur l’audience')).status).toBe(201);
    expect((await send(firm.token, 'Réponse du cabinet')).status).toBe(201);
    const labels = (await alertsOf(client.dossier.id, 'message')).map((a) => a.label);
    expect(labels).toEqual([`Nouveau message du client — ${isolate('Question sur l’audience')}`]);
  });

  it("lists the week's pending and confirmed meetings and counts them in the 14-day strip", async () => {
    // The first day after today that takes appointments: this week's unless today is Sunday.
    let date = plus(today(), 1);
    while (holidayOn(date)) date = plus(date, 1);
    const sunday = plus(today(), (7 - weekdayOf(today())) % 7);
    const staffAppointment = (heureDebut: string, heureFin: string, commentaire: string) =>
      api<Appointment & ErrorBody>('calendar.createAppointment', {
        token: firm.token,
        body: { date, heureDebut, heureFin, commentaire },
        headers: fr,
      });
    const kept = await staffAppointment('16:00:00', '16:30:00', 'Réunion de cabinet');
    const dropped = await staffAppointment('17:00:00', '17:30:00', 'Point annulé');
    expect([kept.status, dropped.status]).toEqual([201, 201]);
    expect((await cancel(firm.token, dropped.body.idRendezVous, 'Reporté')).status).toBe(200);

    const meetings = await api<Appointment[]>('dashboard.meetings', { token: firm.token, params: { userId: firm.userId } });
    expect(meetings.status).toBe(200);
    const ids = meetings.body.map((m) => m.idRendezVous);
    expect(ids).not.toContain(dropped.body.idRendezVous);
    if (date <= sunday)
      expect(meetings.body.find((m) => m.idRendezVous === kept.body.idRendezVous)).toMatchObject({
        date,
        heureDebut: '16:00:00',
        heureFin: '16:30:00',
        statut: 'CNF',
        title: 'Réunion de cabinet',
      });
    else expect(ids).not.toContain(kept.body.idRendezVous);

    const days = await api<{ date: string; rendezVous: number }[]>('dashboard.days', {
      token: firm.token,
      params: { userId: firm.userId },
    });
    const held = (
      await api<Appointment[]>('calendar.appointments', {
        token: firm.token,
        params: { userId: firm.userId },
        query: { dateDebut: date, dateFin: date },
      })
    ).body.filter((a) => a.statut === 'EAT' || a.statut === 'CNF');
    expect(days.body.find((d) => d.date === date)?.rendezVous).toBe(held.length);
    expect(held.map((a) => a.idRendezVous)).toContain(kept.body.idRendezVous);
  });
});

describe('staff appointments', () => {
  const create = (token: string, body: Record<string, unknown>) =>
    api<Appointment & ErrorBody>('calendar.createAppointment', { token, body, headers: fr });

  it('need a comment or a client, an end after the start, and no overlap with the lawyer’s appointments', async () => {
    const date = plus(today(), 40);
    expect((await create(firm.token, { date, heureDebut: '15:00:00', heureFin: '16:00:00' })).body.details?.[0]?.field).toBe('commentaire');
    expect(
      (await create(firm.token, { date, heureDebut: '15:00:00', heureFin: '14:00:00', commentaire: 'x' })).body.details?.[0]?.field,
    ).toBe('heureFin');
    expect((await create(firm.token, { date, heureDebut: '15:00:00', heureFin: '16:00:00', idClient: 'NOPE123' })).status).toBe(400);
    const cin = String(client.dossier.clients[0]!.cin);
    const made = await create(firm.token, { date, heureDebut: '15:00:00', heureFin: '16:00:00', idClient: cin });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ statut: 'CNF', client: { nom: 'Bennani', prenom: 'Salma' } });
    const overlap = await create(firm.token, { date, heureDebut: '15:30:00', heureFin: '16:30:00', commentaire: 'Réunion' });
    expect(overlap.status).toBe(409);
    expect(overlap.body.details?.[0]?.field).toBe('heureDebut');
    // The client with an account sees it in their calendar.
    const theirs = await api<Appointment[]>('calendar.appointments', { token: client.token, params: { userId: client.session.id } });
    expect(theirs.body.map((a) => a.idRendezVous)).toContain(made.body.idRendezVous);

    // Editing re-checks the time: moving onto another appointment is refused, elsewhere it moves.
    const second = await create(firm.token, { date, heureDebut: '17:00:00', heureFin: '17:30:00', commentaire: 'Appel' });
    const onto = await api<ErrorBody>('calendar.updateAppointment', {
      token: firm.token,
      params: { idrendezvous: second.body.idRendezVous },
      body: { date, heureDebut: '15:15:00', heureFin: '15:45:00', commentaire: 'Appel' },
    });
    expect(onto.status).toBe(409);
    const moved = await api<Appointment>('calendar.updateAppointment', {
      token: firm.token,
      params: { idrendezvous: second.body.idRendezVous },
      body: { date, heureDebut: '16:00:00', heureFin: '16:30:00', commentaire: 'Appel' },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.heureDebut).toBe('16:00:00');
    const range = await api<Appointment[]>('calendar.appointments', {
      token: firm.token,
      params: { userId: firm.userId },
      query: { dateDebut: date, dateFin: date },
    });
    expect(range.body.map((a) => a.heureDebut)).toEqual(['15:00:00', '16:00:00']);
  });
});

describe('the calendar feed', () => {
  it('serves the confirmed appointments and alerted deadlines as iCalendar, without a bearer token, until regenerated or revoked', async () => {
    const date = nextOpen(plus(today(), 28), 1);
    const booked = await book(client.token, client.dossier.id, date, '09:00', '09:30');
    expect(booked.status).toBe(201);
    await confirm(firm.token, booked.body.idRendezVous);
    const secret = 'Texte confidentiel du commentaire';
    const withComment = await api<Appointment>('calendar.createAppointment', {
      token: firm.token,
      body: { date, heureDebut: '18:00:00', heureFin: '18:30:00', commentaire: secret },
    });
    expect(withComment.status).toBe(201);
    const hearing = await api('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: client.dossier.id, idtypeecheance: 'AUD', dateecheance: `${plus(date, 1)}T09:30`, alerte: true, contenu: secret },
    });
    expect(hearing.status).toBe(201);
    const quietHearing = await api<{ id: string }>('dossiers.addDeadline', {
      token: firm.token,
      body: { idDossier: client.dossier.id, idtypeecheance: 'AUD', dateecheance: `${plus(date, 2)}T11:00`, alerte: false, salle: '4' },
    });
    expect(quietHearing.status).toBe(201);

    // Reading the status makes nothing; making the address answers it once.
    const before = await api<{ url: string | null; actif: boolean }>('calendar.feedUrl', { token: firm.token });
    expect(before.body).toMatchObject({ url: null, actif: false });
    const made = await api<{ url: string | null; actif: boolean }>('calendar.regenerateFeedUrl', { token: firm.token });
    expect(made.body.actif).toBe(true);
    const url = new URL(made.body.url!);
    expect((await api<{ url: string | null; actif: boolean }>('calendar.feedUrl', { token: firm.token })).body).toMatchObject({
      url: null,
      actif: true,
    });
    expect((await api('calendar.feedUrl', { token: client.token })).status).toBe(403);

    const feed = await request<string>(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).not.toContain(secret);
    const zone = new ICAL.Component(ICAL.parse(feed.body)).getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Africa/Casablanca');
    // With the feed's own VTIMEZONE, its local times are the right instants (Casablanca's offset that day).
    ICAL.TimezoneService.register(zone);
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const appointment = events.find((e) => e.uid === `${booked.body.idRendezVous}@mizan`);
    expect(appointment?.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(appointment?.startDate.toString()).toBe(`${date}T09:00:00`);
    expect(appointment?.startDate.toJSDate().getTime()).toBe(Date.parse(casablancaInstant(date, '09:00')));
    const hearingEvent = events.find((e) => e.uid.startsWith('echeance-'));
    // The kind's word, then each value isolated (FSI…PDI): a label or a reference may be Arabic or Latin.
    expect(hearingEvent?.summary).toBe(`Hearing — ${isolate('Court hearing')} — ${isolate(client.dossier.refCabinet)}`);
    expect(appointment?.summary).toMatch(/^Appointment — \u2068[^\u2069]+\u2069 — \u2068[^\u2069]+\u2069$/);
    // A hearing without an alert is in the feed too, and each hearing once.
    const hearingEvents = events.filter((e) => e.uid.startsWith('echeance-'));
    expect(hearingEvents.map((e) => e.startDate.toString()).sort()).toEqual([`${plus(date, 1)}T09:30:00`, `${plus(date, 2)}T11:00:00`]);
    // A cabinet hearing is at its dossier's court, in the courtroom its lawyer wrote, when written.
    const location = (start: string) => hearingEvents.find((e) => e.startDate.toString() === start)?.location;
    const court = location(`${plus(date, 1)}T09:30:00`);
    expect(court).toMatch(/court|Court/);
    expect(location(`${plus(date, 2)}T11:00:00`)).toBe(`${court} — Courtroom ${isolate('4')}`);

    // The kinds the person chose: the address carries them; a kind that is none is a 400.
    const appointmentsOnly = await request<string>(`${url.pathname}?kinds=appointment`);
    expect(appointmentsOnly.status).toBe(200);
    const uids = new ICAL.Component(ICAL.parse(appointmentsOnly.body)).getAllSubcomponents('vevent').map((e) => new ICAL.Event(e).uid);
    expect(uids).toContain(`${booked.body.idRendezVous}@mizan`);
    expect(uids.filter((uid) => uid.startsWith('echeance-') || uid.startsWith('audience-'))).toEqual([]);
    const deadlinesOnly = await request<string>(`${url.pathname}?kinds=deadline,hearing`);
    expect(deadlinesOnly.body).not.toContain(`${booked.body.idRendezVous}@mizan`);
    expect(deadlinesOnly.body).toContain('echeance-');
    expect((await request(`${url.pathname}?kinds=appointment,meeting`)).status).toBe(400);

    const regenerated = await api<{ url: string }>('calendar.regenerateFeedUrl', { token: firm.token });
    expect((await request(url.pathname)).status).toBe(404);
    const next = new URL(regenerated.body.url);
    expect((await request(next.pathname)).status).toBe(200);
    expect((await api('calendar.revokeFeedUrl', { token: firm.token })).status).toBe(200);
    expect((await request(next.pathname)).status).toBe(404);
  });
});

describe('a client record without an account', () => {
  it('can be given a staff appointment', async () => {
    const dossier = await createDossier(firm, { Client: [person()] });
    const made = await api<Appointment>('calendar.createAppointment', {
      token: firm.token,
      body: { date: plus(today(), 50), heureDebut: '08:00:00', heureFin: '08:30:00', idClient: dossier.clients[0]!.idClient },
    });
    expect(made.status).toBe(201);
  });
});

describe('appointment emails', () => {
  it("email the client's cancellation to the lawyer with its reason, each email in its recipient's language", async () => {
    const arFirm = await registerFirm({ structure: 'Cabinet Arabe' });
    const profile = (token: string, nom: string, prenom: string, language: string) =>
      api('account.updateProfile', { token, body: { nom, prenom, phone: '+212 6 11 22 33 44', language } });
    expect((await profile(arFirm.token, 'Benjelloun', 'Karim', 'ar')).status).toBe(200);
    const enClient = await clientWithAccount(arFirm, { nom: 'Tazi', prenom: 'Leila' });
    expect((await profile(enClient.token, 'Tazi', 'Leila', 'en')).status).toBe(200);
    expect((await addWindow(arFirm.token, 2, '11:00:01', '11:30:00')).status).toBe(201);
    const date = nextOpen(plus(today(), 14), 2);
    const calendarPart = (method: string) => (m: SentEmail) => attachmentText(m, 'text/calendar')?.includes(`METHOD:${method}`) ?? false;

    const since = Date.now();
    const booked = await book(enClient.token, enClient.dossier.id, date, '11:00', '11:30');
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.idRendezVous;
    const request = await waitForEmail(arFirm.email, { since, match: calendarPart('REQUEST') });
    // The Latin name isolated in the Arabic sentence.
    expect(request.subject).toBe('طلب موعد جديد — \u2068Leila Tazi\u2069');

    expect((await confirm(arFirm.token, id)).status).toBe(200);
    const confirmed = await waitForEmail(enClient.email, { since, match: calendarPart('REQUEST') });
    expect(confirmed.subject).toBe('Your appointment is confirmed');

    const cancelSince = Date.now();
    expect((await cancel(enClient.token, id, 'Empêchement de dernière minute')).status).toBe(200);
    const toLawyer = await waitForEmail(arFirm.email, { since: cancelSince, match: calendarPart('CANCEL') });
    expect(toLawyer.subject).toBe('تم إلغاء الموعد');
    expect(toLawyer.body.text).toContain('السبب: \u2068Empêchement de dernière minute\u2069');
    expect(toLawyer.body.text).toContain('Leila Tazi');
    expect(attachmentText(toLawyer, 'text/calendar')).toContain(`UID:${id}@mizan`);
    // The client cancelled: the email goes to the other side only.
    expect((await emailsTo(enClient.email)).filter(calendarPart('CANCEL'))).toEqual([]);
  });
});
