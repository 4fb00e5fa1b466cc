/**
 * The web app manifest of a language (written by web/installable-plugin.ts): the app's name on a
 * home screen, in that language. The document links the reader's (document-head.ts).
 */
export const manifestPath = (language: string) => `/manifest.${language}.webmanifest`;
