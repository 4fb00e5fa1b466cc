import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../functions/src/domains/documents/addresses';
import { contentMatches, memoryReader, zipEntryNames } from '../../functions/src/domains/documents/content-check';
import { sampleDocx, samplePdf, samplePng, zipOf } from '../../infra/local/sample-files';

const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const EXE = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

describe('the content check', () => {
  const files = { pdf: samplePdf(['x']), png: samplePng(1, 1, [0, 0, 0]), jpg: JPEG, jpeg: JPEG, doc: OLE, docx: sampleDocx(['x']) };

  it.each(Object.keys(files) as (keyof typeof files)[])(
    'accepts a real %s and refuses every other format under its name',
    async (extension) => {
      expect(await contentMatches(extension, memoryReader(files[extension]))).toBe(true);
      for (const [other, bytes] of Object.entries(files)) {
        const sameSignature = (a: string, b: string) => [a, b].every((e) => e === 'jpg' || e === 'jpeg');
        if (other !== extension && !sameSignature(other, extension))
          expect(await contentMatches(extension, memoryReader(bytes)), other).toBe(false);
      }
      expect(await contentMatches(extension, memoryReader(EXE))).toBe(false);
      expect(await contentMatches(extension, memoryReader(Buffer.alloc(0)))).toBe(false);
    },
  );

  it('finds a DOCX by its word/ entries, not by the ZIP signature alone', async () => {
    expect(await zipEntryNames(memoryReader(sampleDocx(['x'])))).toContain('word/document.xml');
    expect(await contentMatches('docx', memoryReader(zipOf({ 'xl/workbook.xml': '<x/>' })))).toBe(false);
    // a central directory beyond the last 64 KB is read with a second range
    const reads: [number, number][] = [];
    const big = sampleDocx(['x'], 200_000);
    const reader = {
      size: big.length,
      read: (start: number, end: number) => (reads.push([start, end]), Promise.resolve(big.subarray(start, end + 1))),
    };
    expect(await contentMatches('docx', reader)).toBe(true);
    expect(reads.every(([start, end]) => end - start < 70_000)).toBe(true);
  });

  it('refuses a truncated ZIP without throwing', async () => {
    const docx = sampleDocx(['x']);
    expect(await contentMatches('docx', memoryReader(docx.subarray(0, docx.length - 30)))).toBe(false);
  });
});

describe('the Content-Disposition of an address', () => {
  it('names the file in ASCII and, exactly, in UTF-8 (RFC 6266 / 5987)', () => {
    const header = contentDisposition('attachment', 'حكم "نهائي" (2026).pdf');
    expect(header).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(header).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toBe('حكم "نهائي" (2026).pdf');
    expect(contentDisposition('inline', 'Contrat.pdf')).toBe(`inline; filename="Contrat.pdf"; filename*=UTF-8''Contrat.pdf`);
  });
});
