import PizZip from 'pizzip';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/**
 * A minimal Word document (DOCX) of these paragraphs, each one run of text; `rtl` lays every
 * paragraph out right to left (an Arabic letter). What the demo templates and the tests are made of.
 */
export const docxOf = (paragraphs: readonly string[], rtl = false): Buffer => {
  const direction = rtl ? '<w:pPr><w:bidi/></w:pPr>' : '';
  const runStyle = rtl ? '<w:rPr><w:rtl/></w:rPr>' : '';
  const body = paragraphs
    .map((text) => `<w:p>${direction}<w:r>${runStyle}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`)
    .join('');
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The text of a DOCX's paragraphs, one line each (what a test reads back from a generated document). */
export const docxText = (bytes: Buffer): string =>
  (new PizZip(bytes).file('word/document.xml')?.asText() ?? '')
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))
    .filter(Boolean)
    .join('\n');
