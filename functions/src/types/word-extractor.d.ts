/** The part of word-extractor's API the text-reading job uses (the package ships no types). */
declare module 'word-extractor' {
  // The package itself exports a default class: this declares it as it is.
  // eslint-disable-next-line no-restricted-syntax
  export default class WordExtractor {
    extract(source: Buffer | string): Promise<{ getBody(): string }>;
  }
}
