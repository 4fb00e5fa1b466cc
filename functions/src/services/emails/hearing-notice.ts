import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import { render, type Template } from './templates';

/**
 * The email telling a dossier's client of a new hearing date the court set. `hearing`: the dates,
 * each isolated by the sender, as the language lists them.
 */
export type HearingNoticeValues = { recipientName: string; refCabinet: string; hearing: string; link: string };

const hearingNotice: Template<HearingNoticeValues> = {
  fr: (v) => ({
    subject: `Nouvelle date d’audience — dossier ${v.refCabinet}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [`Le tribunal a fixé une audience dans votre dossier ${v.refCabinet} : ${v.hearing}.`, 'Votre avocat reste à votre disposition.'],
    action: 'Voir mon dossier',
    footer: 'Ce message vous est envoyé par votre cabinet d’avocats via Mizan.',
  }),
  ar: (v) => ({
    subject: `تاريخ جلسة جديد — الملف ${v.refCabinet}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [`حددت المحكمة جلسة في ملفك ${v.refCabinet}: ${v.hearing}.`, 'محاميك رهن إشارتك.'],
    action: 'عرض ملفي',
    footer: 'أرسل إليك مكتب المحاماة هذه الرسالة عبر ميزان.',
  }),
  en: (v) => ({
    subject: `New hearing date — case ${v.refCabinet}`,
    greeting: `Hello ${v.recipientName},`,
    body: [`The court set a hearing in your case ${v.refCabinet}: ${v.hearing}.`, 'Your lawyer remains at your disposal.'],
    action: 'See my case',
    footer: 'Your law firm sent you this message through Mizan.',
  }),
};

export const hearingNoticeEmail = (to: string, language: Language, values: HearingNoticeValues): Mail =>
  render(hearingNotice, language, to, values, ['hearing']);
