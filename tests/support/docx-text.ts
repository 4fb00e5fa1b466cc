import PizZip from 'pizzip';

/** The text of a DOCX's paragraphs, one line each (what a test reads back from a generated document). */
export const docxText = (bytes: Buffer): string =>
  (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter(Boolean)
    .join('\n');
