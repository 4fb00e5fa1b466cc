import type { DocumentExtension, TextFailure } from '@mizan/shared/schemas/documents';
import type { TextWord } from '../db/search-index';
import { MIN_TOKEN_LENGTH, normaliseText } from '../db/normalise';
import type { OcrReader } from './document-ocr';

/** The limits of reading a document's text: larger, longer or slower files are recorded unreadable and still stored. */
export const TEXT_LIMITS = { bytes: 20 * 1024 * 1024, pages: 300, milliseconds: 60_000 };
/**
 * Reading scans by OCR: at most this many pages of a PDF without a text layer (its first ones) are
 * rendered, at this scale of the PDF's 72 dpi (2: 144 dpi, an A4 page 1191 × 1684 pixels).
 */
export const OCR_LIMITS = { pages: 10, scale: 2 };
/** At most this many distinct words of a text are indexed (its first ones), one index item each. */
export const MAX_TEXT_WORDS = 400;
/** A word's passage: this many characters either side of its first occurrence. */
const PASSAGE_SIDE = 60;

/** A file whose text cannot be read, and why. */
export class UnreadableText extends Error {
  constructor(readonly reason: TextFailure) {
    super(reason);
  }
}

const hasText = (text: string) => /[\p{L}\p{N}]{2}/u.test(text);

/** A PDF's text layer; a PDF without one (a scan) is read by OCR, its first pages rendered as images. */
const pdfText = async (bytes: Buffer, signal: AbortSignal, ocr: OcrReader) => {
  const { extractText, getDocumentProxy, renderPageAsImage } = await import('unpdf');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  if (pdf.numPages > TEXT_LIMITS.pages) throw new UnreadableText('too_many_pages');
  const { text } = await extractText(pdf, { mergePages: true });
  if (hasText(text)) return text;
  const pages: Uint8Array[] = [];
  for (let page = 1; page <= Math.min(pdf.numPages, OCR_LIMITS.pages); page++) {
    signal.throwIfAborted();
    const image = await renderPageAsImage(pdf, page, { canvasImport: () => import('@napi-rs/canvas'), scale: OCR_LIMITS.scale });
    pages.push(new Uint8Array(image));
  }
  return ocr.read(pages, signal);
};

const imageText = (bytes: Buffer, signal: AbortSignal, ocr: OcrReader) => ocr.read([bytes], signal);

const docxText = async (bytes: Buffer) => {
  const mammoth = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: bytes })).value;
};

const docText = async (bytes: Buffer) => {
  const { default: WordExtractor } = await import('word-extractor');
  return (await new WordExtractor().extract(bytes)).getBody();
};

const READERS: Record<DocumentExtension, (bytes: Buffer, signal: AbortSignal, ocr: OcrReader) => Promise<string>> = {
  pdf: pdfText,
  docx: docxText,
  doc: docText,
  jpeg: imageText,
  jpg: imageText,
  png: imageText,
};

/**
 * Rejects once the time limit has passed, aborting `controller`: an OCR reading stops (its worker
 * ends); the other reads cannot be stopped, the job's own timeout ends them.
 */
const timeLimit = (controller: AbortController) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => {
      controller.abort();
      reject(new UnreadableText('timeout'));
    }, TEXT_LIMITS.milliseconds).unref(),
  );

/**
 * The text of a file: a PDF's text layer (unpdf), a DOCX's (mammoth), a DOC's (word-extractor); an
 * image's, and a PDF's without a text layer, by `ocr` in French and Arabic (services/document-ocr).
 * Throws `UnreadableText`: over the limits, damaged, or no text found.
 */
export const readText = async (extension: DocumentExtension, bytes: Buffer, ocr: OcrReader): Promise<string> => {
  if (bytes.length > TEXT_LIMITS.bytes) throw new UnreadableText('too_large');
  const controller = new AbortController();
  const text = await Promise.race([READERS[extension](bytes, controller.signal, ocr), timeLimit(controller)]).catch((error: unknown) => {
    throw error instanceof UnreadableText ? error : new UnreadableText('damaged');
  });
  if (!hasText(text)) throw new UnreadableText('no_text');
  return text;
};

/** The passage around characters `start` to `end` of the text, on one line, cut at words. */
const passageAround = (text: string, start: number, end: number) => {
  const from = Math.max(0, start - PASSAGE_SIDE);
  const to = Math.min(text.length, end + PASSAGE_SIDE);
  const inner = text
    .slice(from, to)
    .replace(/\s+/g, ' ')
    .replace(from > 0 ? /^\S*\s/ : /^/, '')
    .replace(to < text.length ? /\s\S*$/ : /$/, '')
    .trim();
  return `${from > 0 ? '… ' : ''}${inner}${to < text.length ? ' …' : ''}`;
};

/**
 * The distinct words of a text as search normalises them (db/normalise), in the order met, at
 * most `MAX_TEXT_WORDS`, each with the passage around its first occurrence.
 */
export const textWords = (text: string): TextWord[] => {
  const words = new Map<string, TextWord>();
  for (const match of text.matchAll(/[\p{L}\p{N}\p{M}]+/gu)) {
    if (words.size >= MAX_TEXT_WORDS) break;
    for (const word of normaliseText(match[0]).split(/[^\p{L}\p{N}]+/u)) {
      if (word.length < MIN_TOKEN_LENGTH || words.has(word) || words.size >= MAX_TEXT_WORDS) continue;
      words.set(word, { word, passage: passageAround(text, match.index, match.index + match[0].length) });
    }
  }
  return [...words.values()];
};
