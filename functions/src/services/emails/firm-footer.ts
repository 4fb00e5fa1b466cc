import { isolate, isolateLtr } from '@mizan/shared/bidi';
import type { Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';
import type { FirmRecord } from '../../db/firms';
import { escapeHtml } from './templates';

export type FirmContact = Pick<FirmRecord, 'nom' | 'adresse' | 'ville' | 'phone'>;

const PHONE_LABEL: Record<Language, string> = { fr: 'Tél.', ar: 'الهاتف', en: 'Phone' };
const SEPARATOR: Record<Language, string> = { fr: ', ', ar: '، ', en: ', ' };

/**
 * What the footer says of the firm, one part a line: its name, its address (lines and city) and its
 * phone. Nothing when neither the address nor the phone is set. Each value stands apart from the
 * words around it (`value`): an Arabic address never turns a Latin phone number around.
 */
const footerLines = (firm: FirmContact, language: Language, value: (v: string) => string, phone: (v: string) => string) => {
  const address = [...(firm.adresse?.split('\n') ?? []), firm.ville ?? '']
    .map((line) => line.trim())
    .filter(Boolean)
    .map(value)
    .join(SEPARATOR[language]);
  if (!address && !firm.phone) return [];
  return [value(firm.nom), address, firm.phone ? `${PHONE_LABEL[language]} ${phone(firm.phone)}` : ''].filter(Boolean);
};

/** The footer of the text part: below a signature line, each value between Unicode's isolates. */
export const textFooter = (firm: FirmContact, language: Language) => footerLines(firm, language, isolate, isolateLtr);

/** The footer of the HTML part: each value escaped in its own `<bdi>` (the phone left to right). */
export const htmlFooter = (firm: FirmContact, language: Language) =>
  footerLines(
    firm,
    language,
    (v) => `<bdi>${escapeHtml(v)}</bdi>`,
    (v) => `<bdi dir="ltr">${escapeHtml(v)}</bdi>`,
  );

/**
 * The email with its firm's address and phone at the foot of both parts, in the email's language
 * (French for an email queued before emails knew theirs); unchanged when the firm set neither.
 */
export const withFirmFooter = (mail: Mail, firm: FirmContact | undefined): Mail => {
  const language = mail.language ?? 'fr';
  const text = firm ? textFooter(firm, language) : [];
  if (!firm || !text.length) return mail;
  const html = `<p style="font-size:12px;color:#4a5568;border-top:1px solid #e2e8f0;padding-top:8px">${htmlFooter(firm, language).join('<br>')}</p>`;
  return {
    ...mail,
    text: `${mail.text}\n\n-- \n${text.join('\n')}`,
    html: mail.html.includes('</body>') ? mail.html.replace('</body>', `${html}</body>`) : `${mail.html}${html}`,
  };
};
