import type { Language } from '@mizan/shared/roles';

export type Option = { value: string; label: string };

/** Options sorted by label as the language sorts text (for searchable selects). */
export const sortedOptions = (options: Option[], language: Language): Option[] => {
  const collator = new Intl.Collator(language);
  return options.sort((a, b) => collator.compare(a.label, b.label));
};
