import { directionOf, type Language } from '@mizan/shared/roles';
import { manifestPath } from './manifest-path';

/**
 * The whole document follows the reader's language: `lang` for assistive technology, `dir` for
 * the layout, and the manifest a browser installs the app from.
 */
export const applyLanguage = (language: Language) => {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
};

/** Writes the document's meta description (index.html has one; a document without it gets one). */
export const setDescription = (text: string) => {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
};
