import type { Language } from '@mizan/shared/roles';
import { config } from '../../adapters/config';
import type { Mail } from '../../adapters/mailer';
import type { Appointment } from '../../db/appointments';
import { render, type Template } from '../../services/emails/templates';
import { icsCalendar } from './icalendar';

/**
 * The appointment emails, in the recipient's language, each with the event as an iCalendar
 * attachment (same UID for every change of one appointment, SEQUENCE its number of changes), so
 * that it lands in, moves in or leaves the person's own calendar: the lawyer on a booking
 * (REQUEST), the client on a confirmation (REQUEST), the other side on a cancellation (CANCEL).
 */
type Values = { recipientName: string; otherName: string; when: string; motif: string; link: string };
export type AppointmentEmailKind = 'booked' | 'confirmed' | 'cancelled';
export type Recipient = { email: string; name: string; language: Language; staff: boolean };

const footer: Record<Language, string> = {
  fr: 'Le rendez-vous est joint à ce message : ouvrez-le pour le mettre dans votre agenda.',
  ar: 'الموعد مرفق بهذه الرسالة: افتحه لإضافته إلى مفكرتك.',
  en: 'The appointment is attached to this message: open it to put it in your calendar.',
};

const templates: Record<AppointmentEmailKind, Template<Values>> = {
  booked: {
    fr: (v) => ({
      subject: `Nouvelle demande de rendez-vous — ${v.otherName}`,
      greeting: `Bonjour ${v.recipientName},`,
      body: [`${v.otherName} a réservé un rendez-vous le ${v.when}.`, 'Confirmez-le ou annulez-le depuis votre calendrier.'],
      action: 'Ouvrir le calendrier',
      footer: footer.fr,
    }),
    ar: (v) => ({
      subject: `طلب موعد جديد — ${v.otherName}`,
      greeting: `مرحبًا ${v.recipientName}،`,
      body: [`حجز ${v.otherName} موعدًا يوم ${v.when}.`, 'أكّده أو ألغه من مفكرتك.'],
      action: 'فتح المفكرة',
      footer: footer.ar,
    }),
    en: (v) => ({
      subject: `New appointment request — ${v.otherName}`,
      greeting: `Hello ${v.recipientName},`,
      body: [`${v.otherName} booked an appointment on ${v.when}.`, 'Confirm or cancel it from your calendar.'],
      action: 'Open the calendar',
      footer: footer.en,
    }),
  },
  confirmed: {
    fr: (v) => ({
      subject: 'Votre rendez-vous est confirmé',
      greeting: `Bonjour ${v.recipientName},`,
      body: [`Votre rendez-vous avec ${v.otherName} le ${v.when} est confirmé.`],
      action: 'Voir mes rendez-vous',
      footer: footer.fr,
    }),
    ar: (v) => ({
      subject: 'تم تأكيد موعدك',
      greeting: `مرحبًا ${v.recipientName}،`,
      body: [`تم تأكيد موعدك مع ${v.otherName} يوم ${v.when}.`],
      action: 'عرض مواعيدي',
      footer: footer.ar,
    }),
    en: (v) => ({
      subject: 'Your appointment is confirmed',
      greeting: `Hello ${v.recipientName},`,
      body: [`Your appointment with ${v.otherName} on ${v.when} is confirmed.`],
      action: 'See my appointments',
      footer: footer.en,
    }),
  },
  cancelled: {
    fr: (v) => ({
      subject: 'Rendez-vous annulé',
      greeting: `Bonjour ${v.recipientName},`,
      body: [`Le rendez-vous avec ${v.otherName} le ${v.when} est annulé.`, `Motif : ${v.motif}`],
      action: 'Ouvrir le calendrier',
      footer: footer.fr,
    }),
    ar: (v) => ({
      subject: 'تم إلغاء الموعد',
      greeting: `مرحبًا ${v.recipientName}،`,
      body: [`تم إلغاء الموعد مع ${v.otherName} يوم ${v.when}.`, `السبب: ${v.motif}`],
      action: 'فتح المفكرة',
      footer: footer.ar,
    }),
    en: (v) => ({
      subject: 'Appointment cancelled',
      greeting: `Hello ${v.recipientName},`,
      body: [`The appointment with ${v.otherName} on ${v.when} is cancelled.`, `Reason: ${v.motif}`],
      action: 'Open the calendar',
      footer: footer.en,
    }),
  },
};

/** Several bookings of one client that came together: one email listing them (one line each). */
type ManyValues = { recipientName: string; otherName: string; count: string; whens: string; link: string };
const bullets = (whens: string) => whens.split('\n').map((when) => `• ${when}`);
const bookedMany: Template<ManyValues> = {
  fr: (v) => ({
    subject: `Nouvelles demandes de rendez-vous — ${v.otherName}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `${v.otherName} a réservé ${v.count} rendez-vous :`,
      ...bullets(v.whens),
      'Confirmez-les ou annulez-les depuis votre calendrier.',
    ],
    action: 'Ouvrir le calendrier',
    footer: 'Les rendez-vous sont joints à ce message : ouvrez-les pour les mettre dans votre agenda.',
  }),
  ar: (v) => ({
    subject: `طلبات مواعيد جديدة — ${v.otherName}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [`حجز ${v.otherName} ${v.count} مواعيد:`, ...bullets(v.whens), 'أكّدها أو ألغها من مفكرتك.'],
    action: 'فتح المفكرة',
    footer: 'المواعيد مرفقة بهذه الرسالة: افتحها لإضافتها إلى مفكرتك.',
  }),
  en: (v) => ({
    subject: `New appointment requests — ${v.otherName}`,
    greeting: `Hello ${v.recipientName},`,
    body: [`${v.otherName} booked ${v.count} appointments:`, ...bullets(v.whens), 'Confirm or cancel them from your calendar.'],
    action: 'Open the calendar',
    footer: 'The appointments are attached to this message: open them to put them in your calendar.',
  }),
};

const LOCALES: Record<Language, string> = { fr: 'fr-MA', ar: 'ar-MA', en: 'en-GB' };
/** The day and times as the language writes them (French times read HHhMM). */
export const whenText = (a: Pick<Appointment, 'date' | 'debut' | 'fin'>, language: Language) => {
  const day = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${a.date}T12:00:00Z`));
  const time = (t: string) => (language === 'fr' ? t.replace(':', 'h') : t);
  return language === 'ar' ? `${day}، ${time(a.debut)}–${time(a.fin)}` : `${day}, ${time(a.debut)}–${time(a.fin)}`;
};

const calendarPart = (a: Appointment, to: Recipient, other: { name: string; email?: string }, cancel: boolean, now: Date) =>
  icsCalendar({
    method: cancel ? 'CANCEL' : 'REQUEST',
    now,
    events: [
      {
        uid: `${a.id}@mizan`,
        sequence: a.sequence,
        date: a.date,
        start: a.debut,
        end: a.fin,
        summary: `${to.staff ? '' : 'Rendez-vous — '}${other.name}`.trim(),
        ...(a.refCabinet ? { description: a.refCabinet } : {}),
        status: cancel ? 'CANCELLED' : a.statut === 'CNF' ? 'CONFIRMED' : 'TENTATIVE',
        organizer: { name: 'Mizan', email: config.mailFrom },
        attendees: [{ name: to.name, email: to.email }, ...(other.email ? [{ name: other.name, email: other.email }] : [])],
      },
    ],
  });

/**
 * The lawyer's email about a client's bookings that came together (services/outbox.ts grouped
 * emails): one booking as `appointmentEmail` words it, several listed in one email with one
 * iCalendar part each (an iTIP request holds one event).
 */
export const bookingsEmail = (
  bookings: readonly Appointment[],
  to: Recipient,
  other: { name: string; email?: string },
  now: Date,
): Mail => {
  if (bookings.length === 1) return appointmentEmail('booked', bookings[0]!, to, other, now);
  const sorted = [...bookings].sort((x, y) => `${x.date}T${x.debut}`.localeCompare(`${y.date}T${y.debut}`));
  const mail = render(bookedMany, to.language, to.email, {
    recipientName: to.name,
    otherName: other.name,
    count: String(sorted.length),
    whens: sorted.map((a) => whenText(a, to.language)).join('\n'),
    link: `${config.appUrl}/Calendar`,
  });
  return {
    ...mail,
    attachments: sorted.map((a, index) => ({
      filename: `rendez-vous-${index + 1}.ics`,
      contentType: 'text/calendar; charset=UTF-8; method=REQUEST',
      content: calendarPart(a, to, other, false, now),
    })),
  };
};

/** One appointment email with its iCalendar part (queued in the outbox with the change it tells of). */
export const appointmentEmail = (
  kind: AppointmentEmailKind,
  a: Appointment,
  to: Recipient,
  other: { name: string; email?: string },
  now: Date,
): Mail => {
  const cancel = kind === 'cancelled';
  const ics = calendarPart(a, to, other, cancel, now);
  const link = `${config.appUrl}${to.staff ? '/Calendar' : '/Client/Calendar'}`;
  const mail = render(templates[kind], to.language, to.email, {
    recipientName: to.name,
    otherName: other.name,
    when: whenText(a, to.language),
    motif: a.motif ?? '',
    link,
  });
  return {
    ...mail,
    attachments: [
      { filename: 'rendez-vous.ics', contentType: `text/calendar; charset=UTF-8; method=${cancel ? 'CANCEL' : 'REQUEST'}`, content: ics },
    ],
  };
};
