import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import { render, type Template } from '../../services/emails/templates';

type InvoiceEmailValues = {
  recipientName: string;
  firmName: string;
  numero: string;
  day: string;
  reference: string;
  amount: string;
  due: string;
  /** The client's dossier in their space; empty for a client without an account (the email then offers no link). */
  link: string;
};

const invoiceSent: Template<InvoiceEmailValues> = {
  fr: (v) => ({
    subject: `Note d'honoraires n° ${v.numero} — ${v.firmName}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `${v.firmName} vous adresse sa note d'honoraires n° ${v.numero} du ${v.day}, dossier ${v.reference}, d'un montant de ${v.amount}.`,
      v.link
        ? `Reste à payer : ${v.due}. Vous la trouverez en pièce jointe et dans votre espace client, avec les documents du dossier.`
        : `Reste à payer : ${v.due}. Vous la trouverez en pièce jointe.`,
    ],
    action: 'Voir mon dossier',
    footer: 'Pour toute question sur cette note, répondez à ce message : il parvient à votre avocat.',
  }),
  ar: (v) => ({
    subject: `مذكرة أتعاب رقم ${v.numero} — ${v.firmName}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [
      `يوجّه إليكم ${v.firmName} مذكرة الأتعاب رقم ${v.numero} بتاريخ ${v.day}، الملف ${v.reference}، بمبلغ ${v.amount}.`,
      v.link
        ? `المبلغ المتبقي للأداء: ${v.due}. تجدونها مرفقة بهذه الرسالة وفي فضائكم الخاص ضمن وثائق الملف.`
        : `المبلغ المتبقي للأداء: ${v.due}. تجدونها مرفقة بهذه الرسالة.`,
    ],
    action: 'الاطلاع على ملفي',
    footer: 'لأي سؤال حول هذه المذكرة، أجيبوا على هذه الرسالة: ستصل إلى محاميكم.',
  }),
  en: (v) => ({
    subject: `Fee note No. ${v.numero} — ${v.firmName}`,
    greeting: `Hello ${v.recipientName},`,
    body: [
      `${v.firmName} sends you its fee note No. ${v.numero} of ${v.day}, case ${v.reference}, for ${v.amount}.`,
      v.link
        ? `Balance due: ${v.due}. You will find it attached and in your client space, with the case's documents.`
        : `Balance due: ${v.due}. You will find it attached.`,
    ],
    action: 'See my case',
    footer: 'For any question about this note, reply to this message: it reaches your lawyer.',
  }),
};

/** The email that sends an invoice to a client, its PDF attached (amounts and day come already isolated). */
export const invoiceEmail = (
  to: { email: string; name: string },
  language: Language,
  values: Omit<InvoiceEmailValues, 'recipientName'>,
  pdf: { filename: string; content: Buffer },
  replyTo: string | undefined,
): Mail => ({
  ...render(invoiceSent, language, to.email, { ...values, recipientName: to.name }, ['amount', 'due', 'day']),
  ...(replyTo && { replyTo }),
  attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.content.toString('base64'), encoding: 'base64' }],
});
