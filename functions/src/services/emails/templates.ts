import { isolate } from '@mizan/shared/bidi';
import { directionOf, type Language } from '@mizan/shared/roles';
import type { Mail } from '../../adapters/mailer';

/**
 * The emails the product sends, in French, Arabic and English. Each template words its message once
 * from its values, each isolated (`render`); the text part gets the values as they are, the HTML
 * part gets them escaped, so a name can never inject markup. Arabic HTML is laid out right to left.
 */
export type Wording = {
  subject: string;
  greeting: string;
  body: string[];
  /** A second link, after the body (the button stays the main one). */
  also?: { label: string; href: string };
  action: string;
  footer: string;
};
export type Template<V> = Record<Language, (values: V) => Wording>;

export type InvitationValues = { recipientName: string; inviterName: string; firmName: string; link: string };
export type PasswordResetValues = { recipientName: string; link: string };
/** A new message: the dossier's reference only, never the message's text (it is confidential). */
export type NewMessageValues = { recipientName: string; reference: string; link: string };

const invitation: Template<InvitationValues> = {
  fr: (v) => ({
    subject: `Invitation à rejoindre ${v.firmName} sur Mizan`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `${v.inviterName} vous invite à rejoindre ${v.firmName} sur Mizan.`,
      'Choisissez votre mot de passe pour activer votre compte. Ce lien est valable 7 jours et ne sert qu’une fois.',
    ],
    action: 'Choisir mon mot de passe',
    footer: 'Si vous n’attendiez pas cette invitation, ignorez ce message.',
  }),
  ar: (v) => ({
    subject: `دعوة للانضمام إلى ${v.firmName} على ميزان`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [
      `يدعوك ${v.inviterName} للانضمام إلى ${v.firmName} على ميزان.`,
      'اختر كلمة المرور لتفعيل حسابك. هذا الرابط صالح لمدة 7 أيام ولمرة واحدة فقط.',
    ],
    action: 'اختيار كلمة المرور',
    footer: 'إذا لم تكن تنتظر هذه الدعوة، فتجاهل هذه الرسالة.',
  }),
  en: (v) => ({
    subject: `Invitation to join ${v.firmName} on Mizan`,
    greeting: `Hello ${v.recipientName},`,
    body: [
      `${v.inviterName} invites you to join ${v.firmName} on Mizan.`,
      'Choose your password to activate your account. This link is valid for 7 days and works once.',
    ],
    action: 'Choose my password',
    footer: 'If you were not expecting this invitation, ignore this message.',
  }),
};

const passwordReset: Template<PasswordResetValues> = {
  fr: (v) => ({
    subject: 'Réinitialisation de votre mot de passe Mizan',
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      'Une réinitialisation du mot de passe a été demandée pour votre compte Mizan.',
      'Ce lien est valable 1 heure et ne sert qu’une fois.',
    ],
    action: 'Réinitialiser mon mot de passe',
    footer: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
  }),
  ar: (v) => ({
    subject: 'إعادة تعيين كلمة المرور على ميزان',
    greeting: `مرحبًا ${v.recipientName}،`,
    body: ['طُلبت إعادة تعيين كلمة المرور لحسابك على ميزان.', 'هذا الرابط صالح لمدة ساعة واحدة ولمرة واحدة فقط.'],
    action: 'إعادة تعيين كلمة المرور',
    footer: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة المرور دون تغيير.',
  }),
  en: (v) => ({
    subject: 'Reset your Mizan password',
    greeting: `Hello ${v.recipientName},`,
    body: ['A password reset was requested for your Mizan account.', 'This link is valid for 1 hour and works once.'],
    action: 'Reset my password',
    footer: 'If you did not ask for this, ignore this message: your password stays unchanged.',
  }),
};

const newMessage: Template<NewMessageValues> = {
  fr: (v) => ({
    subject: `Nouveau message sur le dossier ${v.reference}`,
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `Un nouveau message vous attend sur le dossier ${v.reference}.`,
      'Par confidentialité, son contenu n’est pas repris dans cet email : lisez-le sur Mizan.',
    ],
    action: 'Lire le message',
    footer: 'Vous recevez au plus un avis par quart d’heure pour ce dossier tant que ses messages restent non lus.',
  }),
  ar: (v) => ({
    subject: `رسالة جديدة في الملف ${v.reference}`,
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [`رسالة جديدة في انتظارك في الملف ${v.reference}.`, 'حفاظًا على السرية، لا يتضمن هذا البريد نص الرسالة: اقرأها على ميزان.'],
    action: 'قراءة الرسالة',
    footer: 'تتلقى إشعارًا واحدًا على الأكثر كل ربع ساعة لهذا الملف ما دامت رسائله غير مقروءة.',
  }),
  en: (v) => ({
    subject: `New message on dossier ${v.reference}`,
    greeting: `Hello ${v.recipientName},`,
    body: [
      `A new message is waiting for you on dossier ${v.reference}.`,
      'For confidentiality, its text is not in this email: read it on Mizan.',
    ],
    action: 'Read the message',
    footer: 'You get at most one notice per quarter of an hour for this dossier while its messages stay unread.',
  }),
};

/** A new firm's address: the link that verifies it (24 hours, once). */
export type EmailVerificationValues = { recipientName: string; firmName: string; link: string };
/** Someone registered a firm with an address that already has an account: its owner is told, nobody else. */
export type RegistrationAttemptValues = { recipientName: string; link: string };

const emailVerification: Template<EmailVerificationValues> = {
  fr: (v) => ({
    subject: 'Confirmez votre adresse pour activer votre cabinet sur Mizan',
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      `${v.firmName} a été créé sur Mizan avec cette adresse.`,
      'Confirmez-la pour pouvoir vous connecter. Ce lien est valable 24 heures et ne sert qu’une fois.',
    ],
    action: 'Confirmer mon adresse',
    footer: 'Si vous n’avez pas créé ce compte, ignorez ce message : il sera supprimé dans 7 jours.',
  }),
  ar: (v) => ({
    subject: 'أكّد عنوانك لتفعيل مكتبك على ميزان',
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [`تم إنشاء ${v.firmName} على ميزان بهذا العنوان.`, 'أكّده لتتمكن من تسجيل الدخول. هذا الرابط صالح لمدة 24 ساعة ولمرة واحدة فقط.'],
    action: 'تأكيد عنواني',
    footer: 'إذا لم تنشئ هذا الحساب، فتجاهل هذه الرسالة: سيُحذف خلال 7 أيام.',
  }),
  en: (v) => ({
    subject: 'Confirm your address to activate your firm on Mizan',
    greeting: `Hello ${v.recipientName},`,
    body: [
      `${v.firmName} was created on Mizan with this address.`,
      'Confirm it to be able to sign in. This link is valid for 24 hours and works once.',
    ],
    action: 'Confirm my address',
    footer: 'If you did not create this account, ignore this message: it will be removed within 7 days.',
  }),
};

const registrationAttempt: Template<RegistrationAttemptValues> = {
  fr: (v) => ({
    subject: 'Tentative d’inscription avec votre adresse sur Mizan',
    greeting: `Bonjour ${v.recipientName},`,
    body: [
      'Quelqu’un a essayé de créer un cabinet sur Mizan avec votre adresse, qui a déjà un compte. Rien n’a été créé.',
      'Si c’était vous, connectez-vous avec votre compte existant ou réinitialisez votre mot de passe.',
    ],
    action: 'Me connecter',
    footer: 'Si ce n’était pas vous, ignorez ce message : votre compte reste inchangé.',
  }),
  ar: (v) => ({
    subject: 'محاولة تسجيل بعنوانك على ميزان',
    greeting: `مرحبًا ${v.recipientName}،`,
    body: [
      'حاول شخص ما إنشاء مكتب على ميزان بعنوانك، وله حساب بالفعل. لم يُنشأ أي شيء.',
      'إذا كنت أنت، فسجّل الدخول بحسابك الحالي أو أعد تعيين كلمة المرور.',
    ],
    action: 'تسجيل الدخول',
    footer: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: يبقى حسابك دون تغيير.',
  }),
  en: (v) => ({
    subject: 'Registration attempt with your address on Mizan',
    greeting: `Hello ${v.recipientName},`,
    body: [
      'Someone tried to create a firm on Mizan with your address, which already has an account. Nothing was created.',
      'If it was you, sign in with your existing account or reset your password.',
    ],
    action: 'Sign in',
    footer: 'If it was not you, ignore this message: your account stays unchanged.',
  }),
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Subjects are one line: a line break in a value must not start a new header or paragraph. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ');

const escapeAll = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)])) as V;

/**
 * Every value isolated from the sentence around it (decisions, "Mixed directions"): each of its
 * lines between Unicode's FSI and PDI, so that a name, a reference or a date of the other
 * direction never turns the words around it. Links (`link`, `…Link`) are addresses, not text; `composed` values
 * are made of values their sender isolated one by one (a digest's lines, a list of dates).
 */
const isolateAll = <V extends Record<string, string>>(values: V, composed: readonly string[]): V =>
  Object.fromEntries(
    Object.entries(values).map(([k, v]) => [
      k,
      k === 'link' || k.endsWith('Link') || composed.includes(k) ? v : v.split('\n').map(isolate).join('\n'),
    ]),
  ) as V;

/** An email of a template in a language, with a button to `values.link` (none when it is empty). */
export const render = <V extends Record<string, string> & { link: string }>(
  template: Template<V>,
  language: Language,
  to: string,
  given: V,
  composed: readonly (keyof V & string)[] = [],
): Mail => {
  const values = isolateAll(given, composed);
  const plain = template[language](values);
  const safe = template[language](escapeAll(values));
  const dir = directionOf(language);
  const also = plain.also ? ['', `${plain.also.label} : ${plain.also.href}`] : [];
  // An email without a link (an invoice to a client without an account) has no button.
  const link = values.link ? ['', values.link] : [];
  const text = [plain.greeting, '', ...plain.body, ...also, ...link, '', plain.footer].join('\n');
  const html = [
    `<!doctype html><html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><title>${safe.subject}</title></head>`,
    `<body dir="${dir}" style="font-family:Arial,sans-serif;line-height:1.5;color:#1a202c">`,
    `<p>${safe.greeting}</p>`,
    ...safe.body.map((line) => `<p>${line}</p>`),
    ...(safe.also ? [`<p><a href="${safe.also.href}">${safe.also.label}</a></p>`] : []),
    ...(values.link
      ? [
          `<p><a href="${escapeHtml(values.link)}" style="display:inline-block;padding:10px 16px;background:#2b6cb0;color:#fff;text-decoration:none;border-radius:4px">${safe.action}</a></p>`,
          `<p style="font-size:12px;color:#4a5568">${escapeHtml(values.link)}</p>`,
        ]
      : []),
    `<p style="font-size:12px;color:#4a5568">${safe.footer}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: oneLine(plain.subject), text, html, language };
};

/** The email with replies going to `address` (the dossier's lawyer), when there is one. */
export const replyingTo = (mail: Mail, address: string | undefined): Mail => (address ? { ...mail, replyTo: address } : mail);

export const invitationEmail = (to: string, language: Language, values: InvitationValues): Mail => render(invitation, language, to, values);

export const passwordResetEmail = (to: string, language: Language, values: PasswordResetValues): Mail =>
  render(passwordReset, language, to, values);

export const newMessageEmail = (to: string, language: Language, values: NewMessageValues): Mail => render(newMessage, language, to, values);

export const emailVerificationEmail = (to: string, language: Language, values: EmailVerificationValues): Mail =>
  render(emailVerification, language, to, values);

export const registrationAttemptEmail = (to: string, language: Language, values: RegistrationAttemptValues): Mail =>
  render(registrationAttempt, language, to, values);
