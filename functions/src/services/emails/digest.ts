import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import { render, type Template } from './templates';

/**
 * The daily digest email, in the person's language: today's and tomorrow's hearings, the deadlines
 * due, the appointments, the person's open tasks due by tomorrow (overdue ones first), and the court's changes since the last digest;
 * when the person has court hearings on the next working day, a link to that day's hearing list (rôle d'audience). Each list is one value
 * (its items on lines, each item's values isolated by the alerts job), escaped like every value
 * before it goes into the HTML part.
 */
export type DigestValues = {
  recipientName: string;
  day: string;
  hearings: string;
  deadlines: string;
  appointments: string;
  tasks: string;
  changes: string;
  /** The next working day's hearing list page, or '' when the person has no court hearing that day. */
  hearingListLink: string;
  hearingListDay: string;
  link: string;
};

const hearingList = (v: DigestValues, label: string) => (v.hearingListLink ? { label, href: v.hearingListLink } : undefined);

const lines = (list: string, none: string) => (list ? list.split('\n').map((line) => `• ${line}`) : [none]);

const digest: Template<DigestValues> = {
  fr: (v) => ({
    subject: `Mizan — votre journée du ${v.day}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      'Audiences aujourd’hui et demain :',
      ...lines(v.hearings, 'aucune'),
      'Échéances à traiter :',
      ...lines(v.deadlines, 'aucune'),
      'Rendez-vous :',
      ...lines(v.appointments, 'aucun'),
      'Vos tâches en retard ou à faire d’ici demain :',
      ...lines(v.tasks, 'aucune'),
      'Changements au tribunal depuis le dernier résumé :',
      ...lines(v.changes, 'aucun'),
    ],
    also: hearingList(v, `Rôle d’audience du ${v.hearingListDay}`),
    action: 'Ouvrir mon tableau de bord',
    footer: 'Vous pouvez désactiver ce résumé quotidien depuis votre page Profil.',
  }),
  ar: (v) => ({
    subject: `ميزان — يومك ${v.day}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [
      'جلسات اليوم والغد:',
      ...lines(v.hearings, 'لا شيء'),
      'آجال يجب معالجتها:',
      ...lines(v.deadlines, 'لا شيء'),
      'المواعيد:',
      ...lines(v.appointments, 'لا شيء'),
      'مهامك المتأخرة أو المطلوب إنجازها قبل الغد:',
      ...lines(v.tasks, 'لا شيء'),
      'تغييرات المحكمة منذ آخر ملخص:',
      ...lines(v.changes, 'لا شيء'),
    ],
    also: hearingList(v, `جدول الجلسات ليوم ${v.hearingListDay}`),
    action: 'فتح لوحة المتابعة',
    footer: 'يمكنك إيقاف هذا الملخص اليومي من صفحة الملف الشخصي.',
  }),
  en: (v) => ({
    subject: `Mizan — your day, ${v.day}`,
    greeting: `Hello ${v.recipientName},`,
    body: [
      'Hearings today and tomorrow:',
      ...lines(v.hearings, 'none'),
      'Deadlines to handle:',
      ...lines(v.deadlines, 'none'),
      'Appointments:',
      ...lines(v.appointments, 'none'),
      'Your tasks overdue or due by tomorrow:',
      ...lines(v.tasks, 'none'),
      'Court changes since the last digest:',
      ...lines(v.changes, 'none'),
    ],
    also: hearingList(v, `Hearing list of ${v.hearingListDay}`),
    action: 'Open my dashboard',
    footer: 'You can turn this daily digest off on your Profile page.',
  }),
};

export const digestEmail = (to: string, language: Language, values: DigestValues): Mail =>
  render(digest, language, to, values, ['hearings', 'deadlines', 'appointments', 'tasks', 'changes']);
