/**
 * Mixed directions (decisions, "Mixed directions"): a value that may hold text of the other
 * direction (a reference, a name, a file name, a court's wording, a date, an amount) is isolated
 * from the sentence around it, so that neither reorders the other. The SPA isolates with `<bdi>`;
 * plain text (emails, the API's worded texts, text exports) with Unicode's isolates.
 */
export const FSI = '\u2068';
export const LRI = '\u2066';
export const PDI = '\u2069';

/** A value isolated from the text around it, its direction that of its first strong character (FSI…PDI). */
export const isolate = (value: string) => (value ? `${FSI}${value}${PDI}` : value);

/** A value known to read left to right (a date written with digits), isolated as such (LRI…PDI). */
export const isolateLtr = (value: string) => (value ? `${LRI}${value}${PDI}` : value);

/** The text without its isolates: what a person reads, to compare or search. */
export const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** A template's parts in order: its literal text, and the names of its `{{placeholders}}`. */
export type TemplatePart = { text: string } | { name: string };

export const templateParts = (template: string): TemplatePart[] =>
  template
    .split(/(\{\{\w+\}\})/)
    .filter(Boolean)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      return name ? { name } : { text: part };
    });
