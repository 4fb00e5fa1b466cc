import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import { render, type Template } from './templates';

/**
 * The email telling a staff member that a colleague gave them a task, in their language. `due`:
 * the due day as the sender shows it, isolated left to right; `dossier`: the dossier's reference, or empty for a task alone.
 */
export type TaskAssignedValues = { recipientName: string; authorName: string; title: string; due: string; dossier: string; link: string };

const taskAssigned: Template<TaskAssignedValues> = {
  fr: (v) => ({
    subject: `Nouvelle tâche : ${v.title}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `${v.authorName} vous a confié une tâche : ${v.title}.`,
      `À faire pour le ${v.due}${v.dossier ? `, dossier ${v.dossier}` : ''}.`,
    ],
    action: 'Voir mes tâches',
    footer: 'Ce message vous est envoyé par Mizan, l’application de votre cabinet.',
  }),
  ar: (v) => ({
    subject: `مهمة جديدة: ${v.title}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [`أسند إليك ${v.authorName} مهمة: ${v.title}.`, `يجب إنجازها قبل ${v.due}${v.dossier ? `، الملف ${v.dossier}` : ''}.`],
    action: 'عرض مهامي',
    footer: 'أرسل إليك ميزان، تطبيق مكتبك، هذه الرسالة.',
  }),
  en: (v) => ({
    subject: `New task: ${v.title}`,
    greeting: `Hello ${v.recipientName},`,
    body: [`${v.authorName} gave you a task: ${v.title}.`, `Due on ${v.due}${v.dossier ? `, case ${v.dossier}` : ''}.`],
    action: 'See my tasks',
    footer: 'Mizan, your firm’s application, sent you this message.',
  }),
};

export const taskAssignedEmail = (to: string, language: Language, values: TaskAssignedValues): Mail =>
  render(taskAssigned, language, to, values, ['due']);
