import { MESSAGES } from '@mizan/shared/messages';
import { LANGUAGES, type Language } from '@mizan/shared/roles';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../functions/src/adapters/mailer';
import type { Appointment } from '../../functions/src/db/appointments';
import { appointmentEmail, bookingsEmail, type AppointmentEmailKind } from '../../functions/src/domains/calendar/emails';
import { FEED_WORDS } from '../../functions/src/domains/calendar/feed';
import { ACTION_TYPE_LABELS } from '../../functions/src/reference/action-types';
import { APPEAL_COURTS } from '../../functions/src/reference/courts';
import { DEADLINE_TYPES } from '../../functions/src/reference/deadline-types';
import { DOSSIER_STATUSES } from '../../functions/src/reference/dossier-statuses';
import { DOSSIER_TYPES } from '../../functions/src/reference/dossier-types';
import { EXPENSE_TYPES } from '../../functions/src/reference/expense-types';
import { accountLockedEmail } from '../../functions/src/services/emails/account-locked';
import { digestEmail } from '../../functions/src/services/emails/digest';
import { hearingNoticeEmail } from '../../functions/src/services/emails/hearing-notice';
import { taskAssignedEmail } from '../../functions/src/services/emails/task-assigned';
import {
  emailVerificationEmail,
  invitationEmail,
  newMessageEmail,
  passwordResetEmail,
  registrationAttemptEmail,
} from '../../functions/src/services/emails/templates';
import { holidaysOf } from '../../functions/src/services/working-days';
import { setTestEnv } from './support/env';

/**
 * Decision 5 (and issue 29): every text is in the reader's language. A French or Arabic text that
 * is its English one word for word is a copy left untranslated ('Unauthorized', 'Success!' on a
 * French screen), whatever catalogue holds it: the SPA's locale files, the API's messages
 * (shared/src/messages.ts), the emails, the calendar feed's words and the built-in reference labels.
 *
 * A few texts are legitimately the same; the two lists below say which, each entry with its
 * reason, and every entry must still be needed (an entry nothing uses fails the test), so that
 * they stay short and cannot hide a real copy.
 */

/** Words written the same in every language of the product (compared as they are written). */
const SAME_EVERYWHERE: Record<string, string> = {
  Mizan: "the product's name",
  CIN: 'carte d’identité nationale: the number’s name on Moroccan identity cards, in every language',
  RC: 'registre de commerce: the number’s name on Moroccan company papers, in every language',
  ICE: 'identifiant commun de l’entreprise: the number’s name on Moroccan company papers and invoices, in every language',
  min: 'the SI symbol of minutes',
  PDF: "the file format's name (an invoice's PDF), in every language",
};

/**
 * French words spelled exactly as the English ones, with the French they are (compared without
 * case, a final plural s left out): a French text made of these only is French.
 */
const FRENCH_SPELT_AS_ENGLISH: Record<string, string> = {
  action: 'une action',
  agenda: 'un agenda',
  assistant: 'un assistant (user type)',
  civil: 'civil (a dossier type: droit civil)',
  client: 'un client',
  commercial: 'commercial (a dossier type: droit commercial)',
  date: 'une date',
  description: 'une description',
  document: 'un document',
  identification: "l'identification (a dossier's identifying data)",
  message: 'un message',
  note: 'une note',
  notification: 'une notification',
  pagination: 'la pagination',
  public: 'public (a confidentiality level)',
  source: 'la source',
  total: 'le total',
  type: 'le type',
};

/** English words that are no French words: a French text holding one is (partly) English. */
const ENGLISH_ONLY = ['the', 'and', 'of', 'to', 'with', 'your', 'please', 'failed', 'successfully', 'is', 'was', 'not', 'server'];

type Entry = { where: string; texts: Record<Language, string> };

// --- the catalogues ---------------------------------------------------------------------------

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

const LOCALES = join(import.meta.dirname, '../../web/public/locales');
const spaEntries = (): Entry[] =>
  readdirSync(join(LOCALES, 'en')).flatMap((file) => {
    const [fr, ar, en] = (['fr', 'ar', 'en'] as const).map(
      (language) => new Map(flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Tree)),
    );
    return [...en!.keys()].map((key) => ({
      where: `web/public/locales/*/${file} ${key}`,
      texts: { fr: fr!.get(key)!, ar: ar!.get(key)!, en: en!.get(key)! },
    }));
  });

const apiEntries = (): Entry[] => Object.entries(MESSAGES).map(([code, texts]) => ({ where: `shared/src/messages.ts ${code}`, texts }));

/** Every value a placeholder of its own name, so that only the template's words differ. */
const placeholders = <K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, `{${name}}`])) as Record<K, string>;

const APPOINTMENT: Appointment = {
  id: 'R1',
  idUtilisateur: 'U1',
  utilisateur: { nom: 'Benali', prenom: 'Youssef' },
  date: '2026-03-02',
  debut: '10:00',
  fin: '10:30',
  motif: '{motif}',
  statut: 'CNF',
  sequence: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  createdBy: 'U1',
  updatedAt: '2026-03-01T10:00:00.000Z',
} as Appointment;
const to = (language: Language) => ({ email: 'person@test.ma', name: '{recipientName}', language, staff: true });
const NOW = new Date('2026-03-01T10:00:00Z');

const EMAILS: Record<string, (language: Language) => Mail> = {
  invitation: (l) => invitationEmail('x@test.ma', l, placeholders('recipientName', 'inviterName', 'firmName', 'link')),
  passwordReset: (l) => passwordResetEmail('x@test.ma', l, placeholders('recipientName', 'link')),
  newMessage: (l) => newMessageEmail('x@test.ma', l, placeholders('recipientName', 'reference', 'link')),
  emailVerification: (l) => emailVerificationEmail('x@test.ma', l, placeholders('recipientName', 'firmName', 'link')),
  registrationAttempt: (l) => registrationAttemptEmail('x@test.ma', l, placeholders('recipientName', 'link')),
  accountLocked: (l) => accountLockedEmail('x@test.ma', l, placeholders('recipientName', 'minutes', 'link')),
  taskAssigned: (l) => taskAssignedEmail('x@test.ma', l, placeholders('recipientName', 'authorName', 'title', 'due', 'dossier', 'link')),
  hearingNotice: (l) => hearingNoticeEmail('x@test.ma', l, placeholders('recipientName', 'refCabinet', 'hearing', 'link')),
  digest: (l) =>
    digestEmail(
      'x@test.ma',
      l,
      placeholders(
        'recipientName',
        'day',
        'hearings',
        'deadlines',
        'appointments',
        'tasks',
        'changes',
        'hearingListLink',
        'hearingListDay',
        'link',
      ),
    ),
  emptyDigest: (l) =>
    digestEmail('x@test.ma', l, {
      ...placeholders('recipientName', 'day', 'link'),
      hearingListLink: '',
      hearingListDay: '',
      hearings: '',
      deadlines: '',
      appointments: '',
      tasks: '',
      changes: '',
    }),
  ...Object.fromEntries(
    (['booked', 'confirmed', 'cancelled'] as AppointmentEmailKind[]).map((kind) => [
      `appointment ${kind}`,
      (l: Language) => appointmentEmail(kind, APPOINTMENT, to(l), { name: '{otherName}' }, NOW),
    ]),
  ),
  bookings: (l) =>
    bookingsEmail([APPOINTMENT, { ...APPOINTMENT, id: 'R2', debut: '11:00', fin: '11:30' }], to(l), { name: '{otherName}' }, NOW),
};

/** Each email's subject and each line of its text part, side by side in the three languages. */
const emailEntries = (): Entry[] =>
  Object.entries(EMAILS).flatMap(([name, write]) => {
    const mails = Object.fromEntries(LANGUAGES.map((language) => [language, write(language)])) as Record<Language, Mail>;
    const lines = (language: Language) => [mails[language].subject, ...mails[language].text.split('\n')];
    expect(lines('fr').length, `${name}: as many lines in French as in English`).toBe(lines('en').length);
    expect(lines('ar').length, `${name}: as many lines in Arabic as in English`).toBe(lines('en').length);
    return lines('en').map((en, index) => ({
      where: `email ${name}, ${index === 0 ? 'subject' : `line ${index}`}`,
      texts: { fr: lines('fr')[index]!, ar: lines('ar')[index]!, en },
    }));
  });

const feedEntries = (): Entry[] =>
  Object.keys(FEED_WORDS.en).map((word) => ({
    where: `calendar feed ${word}`,
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, FEED_WORDS[language][word as keyof typeof FEED_WORDS.en]])) as Record<
      Language,
      string
    >,
  }));

const referenceEntries = (): Entry[] => [
  ...[
    ['dossier type', DOSSIER_TYPES],
    ['deadline type', DEADLINE_TYPES],
    ['expense type', EXPENSE_TYPES],
    ['action type', ACTION_TYPE_LABELS],
    ['dossier status', DOSSIER_STATUSES],
  ].flatMap(([kind, types]) =>
    (types as readonly { id: string; labels: Record<Language, string> }[]).map((type) => ({
      where: `${kind as string} ${type.id}`,
      texts: type.labels,
    })),
  ),
  ...APPEAL_COURTS.flatMap((court) => [court, ...court.firstInstance]).map((court) => ({
    where: `court ${court.code}`,
    texts: court.label,
  })),
  ...[2025, 2026, 2027, 2030].flatMap(holidaysOf).map((holiday) => ({ where: `holiday ${holiday.date}`, texts: holiday.name })),
];

// --- the rule ---------------------------------------------------------------------------------

const normal = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
const PLACEHOLDER = /\{\{?\s*[\w.]+\s*\}?\}/g;
const EMAIL_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const LINK = /https?:\/\/\S+/g;
/** The words of a text, leaving out its values: placeholders, email addresses and links. */
const wordsOf = (text: string) =>
  text
    .replace(PLACEHOLDER, ' ')
    .replace(EMAIL_ADDRESS, ' ')
    .replace(LINK, ' ')
    .match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
const ARABIC = /\p{Script=Arabic}/u;

const usedEverywhere = new Set<string>();
const usedFrench = new Set<string>();
const frenchWord = (word: string) => {
  const lower = word.toLowerCase();
  return [lower, lower.replace(/s$/, '')].find((form) => Object.hasOwn(FRENCH_SPELT_AS_ENGLISH, form));
};

/** Whether a text the same as its English one is legitimately so (and notes the allow-list entries it needed). */
const legitimatelySame = (text: string, language: 'fr' | 'ar') => {
  const words = wordsOf(text);
  const known = words.map((word) =>
    Object.hasOwn(SAME_EVERYWHERE, word) ? { everywhere: word } : language === 'fr' ? { french: frenchWord(word) } : {},
  );
  if (!known.every((k) => k.everywhere ?? k.french)) return false;
  for (const k of known) {
    if (k.everywhere) usedEverywhere.add(k.everywhere);
    if (k.french) usedFrench.add(k.french);
  }
  return true;
};

const catalogues: Record<string, () => Entry[]> = {
  'the SPA locale files': spaEntries,
  "the API's messages": apiEntries,
  'the emails': emailEntries,
  "the calendar feed's words": feedEntries,
  'the built-in reference labels': referenceEntries,
};

beforeAll(setTestEnv);

describe('every French and Arabic text is translated, not copied from English', () => {
  for (const [name, entriesOf] of Object.entries(catalogues)) {
    it(`${name}: every text in the three languages, no French or Arabic text equal to the English one`, () => {
      const entries = entriesOf();
      expect(entries.length).toBeGreaterThan(0);
      const missing = entries.filter((entry) => LANGUAGES.some((language) => !entry.texts[language]?.trim() && entry.texts.en.trim()));
      expect(missing.map((entry) => entry.where)).toEqual([]);
      const copies = entries.flatMap((entry) =>
        (['fr', 'ar'] as const)
          .filter(
            (language) => normal(entry.texts[language]) === normal(entry.texts.en) && !legitimatelySame(entry.texts[language], language),
          )
          .map((language) => `${language} ${entry.where}: ${JSON.stringify(entry.texts[language])}`),
      );
      expect(copies).toEqual([]);
    });

    it(`${name}: no Arabic text in Latin letters only, no English words in French`, () => {
      const latinArabic = entriesOf().filter(
        (entry) => !ARABIC.test(entry.texts.ar) && !wordsOf(entry.texts.ar).every((word) => Object.hasOwn(SAME_EVERYWHERE, word)),
      );
      expect(latinArabic.map((entry) => `ar ${entry.where}: ${JSON.stringify(entry.texts.ar)}`)).toEqual([]);
      const englishInFrench = entriesOf().filter((entry) =>
        wordsOf(entry.texts.fr).some((word) => ENGLISH_ONLY.includes(word.toLowerCase())),
      );
      expect(englishInFrench.map((entry) => `fr ${entry.where}: ${JSON.stringify(entry.texts.fr)}`)).toEqual([]);
    });
  }

  it('needs every entry of its allow-lists (an entry nothing needs goes)', () => {
    for (const entriesOf of Object.values(catalogues)) {
      for (const entry of entriesOf()) {
        for (const language of ['fr', 'ar'] as const)
          if (normal(entry.texts[language]) === normal(entry.texts.en)) legitimatelySame(entry.texts[language], language);
      }
    }
    expect(Object.keys(SAME_EVERYWHERE).filter((word) => !usedEverywhere.has(word))).toEqual([]);
    expect(Object.keys(FRENCH_SPELT_AS_ENGLISH).filter((word) => !usedFrench.has(word))).toEqual([]);
  });

  it('holds each message of the API in French, Arabic and English, none empty', () => {
    for (const [code, texts] of Object.entries(MESSAGES))
      expect([code, Object.keys(texts).sort(), LANGUAGES.every((language) => texts[language].trim() !== '')]).toEqual([
        code,
        [...LANGUAGES].sort(),
        true,
      ]);
  });
});
