import type { Language } from './roles.ts';

/**
 * The fields a document template (DOCX) may hold, written `{dossier.refCabinet}` in the file: the
 * one list the upload's check, the server's rendering and the Settings screen's documentation read
 * (the screen words each field from `settings:templates.fields.{name}`).
 */
export const TEMPLATE_FIELDS = [
  'dossier.refCabinet',
  'dossier.refTribunal',
  'dossier.objet',
  'client.nom',
  'client.prenom',
  'adversaire.nom',
  'adversaire.raisonSociale',
  'tribunal.label',
  'audience.date',
  'cabinet.nom',
  'cabinet.adresse',
  'avocat.nom',
  'aujourdhui',
] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];

/** The repeated sections, `{#adversaires}{nom}{/adversaires}`, and the fields of each element (the outer fields stay readable inside). */
export const TEMPLATE_LISTS = {
  clients: ['nom', 'prenom', 'raisonSociale'],
  adversaires: ['nom', 'prenom', 'raisonSociale'],
} as const;
export type TemplateList = keyof typeof TEMPLATE_LISTS;
export type TemplateParty = Record<(typeof TEMPLATE_LISTS)[TemplateList][number], string>;

/** What a template is filled with: each field's value, and each list's elements. */
export type TemplateValues = Record<TemplateField, string> & Record<TemplateList, TemplateParty[]>;

/** Unknown names of a template's tags (`getAllTags` of docxtemplater's inspection: loops hold their inner tags). */
export const unknownTemplateFields = (tags: Record<string, Record<string, unknown>>): string[] =>
  Object.entries(tags).flatMap(([name, inner]) => {
    if (name in TEMPLATE_LISTS) {
      const allowed: readonly string[] = [...TEMPLATE_LISTS[name as TemplateList], ...TEMPLATE_FIELDS];
      return Object.keys(inner).filter((tag) => !allowed.includes(tag));
    }
    return (TEMPLATE_FIELDS as readonly string[]).includes(name) && Object.keys(inner).length === 0 ? [] : [name];
  });

const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'ماي', 'يونيو', 'يوليوز', 'غشت', 'شتنبر', 'أكتوبر', 'نونبر', 'دجنبر'];

/**
 * A day (`YYYY-MM-DD`, optionally followed by `THH:mm`) written in the template's language: « 5 mars 2026 »,
 * « 5 مارس 2026 » (the months as Morocco names them), "5 March 2026"; a time, when there is one, follows.
 */
export const templateDate = (value: string, language: Language): string => {
  const [day, time] = value.split('T');
  const [year, month, date] = (day ?? '').split('-').map(Number);
  if (!year || !month || !date) return value;
  const monthName =
    language === 'ar'
      ? MONTHS_AR[month - 1]
      : new Date(Date.UTC(year, month - 1, date)).toLocaleString(language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', timeZone: 'UTC' });
  const written = `${date} ${monthName} ${year}`;
  if (!time) return written;
  return language === 'fr' ? `${written} à ${time.slice(0, 5).replace(':', 'h')}` : `${written} ${time.slice(0, 5)}`;
};
