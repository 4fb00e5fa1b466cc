import { createRequire } from 'node:module';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import PDFDocument from 'pdfkit';

/**
 * Scans made here (no binary in the repository): lines of French or Arabic text drawn on a white
 * A4 page at 150 dpi (1240 × 1754 pixels) in Vazirmatn (Arabic letters joined by the canvas), as a
 * PNG; the same page as a PDF without a text layer; and how many of a text's words a reading found.
 */

const FONT = 'Vazirmatn';
GlobalFonts.registerFromPath(createRequire(import.meta.url).resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'), FONT);

const PAGE = { width: 1240, height: 1754, margin: 120, fontPx: 34, lineHeight: 60 };

/** A page of `lines` as a PNG: left-aligned, or right-aligned and right to left for Arabic. */
export const scannedPage = (lines: readonly string[], direction: 'ltr' | 'rtl' = 'ltr'): Buffer => {
  const canvas = createCanvas(PAGE.width, PAGE.height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PAGE.width, PAGE.height);
  context.fillStyle = '#111111';
  context.font = `${PAGE.fontPx}px ${FONT}`;
  context.direction = direction;
  context.textAlign = direction === 'rtl' ? 'right' : 'left';
  const x = direction === 'rtl' ? PAGE.width - PAGE.margin : PAGE.margin;
  lines.forEach((line, n) => context.fillText(line, x, PAGE.margin + n * PAGE.lineHeight));
  return canvas.toBuffer('image/png');
};

/** A PDF of one A4 page holding only `png` as an image: a scan, without a text layer. */
export const scannedPdf = (png: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({ size: 'A4', margin: 0 });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.image(png, 0, 0, { width: pdf.page.width, height: pdf.page.height });
    pdf.end();
  });

const wordsOf = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];

/** The share (0 to 1) of the words of `expected` (each occurrence) that `read` holds. */
export const wordsRecognised = (expected: readonly string[], read: string): number => {
  const found = new Set(wordsOf(read));
  const words = wordsOf(expected.join(' '));
  return words.filter((word) => found.has(word)).length / words.length;
};
