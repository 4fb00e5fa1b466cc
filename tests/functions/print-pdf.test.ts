import { describe, expect, it } from 'vitest';
import { renderPdf, type PrintDocument } from '@mizan/functions/print/pdf';
import { layoutParagraph } from '@mizan/functions/print/bidi-lines';
import { readPdf } from '../support/pdf-text';

/**
 * Lam-alef is one glyph for two letters; readers give its two letters back in the glyph's order
 * (alef first), so the expected text is written that way.
 */
const asRead = (text: string) => text.replace(/ل([اأإآ])/g, '$1ل');

const A4 = { width: 595.28, height: 841.89 };

const arabic = (rows: number): PrintDocument => ({
  language: 'ar',
  direction: 'rtl',
  letterhead: { name: 'مكتب بنعلي ومشاركوه', lines: ['شارع محمد الخامس، الدار البيضاء'] },
  title: 'جدول الجلسات',
  blocks: [
    { kind: 'heading', text: 'المحكمة الابتدائية بالدار البيضاء' },
    { kind: 'paragraph', text: 'الملف رقم 2026/1201/145 (Casablanca) مؤجل.' },
    {
      kind: 'table',
      columns: [
        { label: 'مرجع المكتب', share: 1 },
        { label: 'الأطراف', share: 2 },
      ],
      rows: Array.from({ length: rows }, (_, i) => [`2026/1201/${100 + i}`, 'فاطمة الزهراء الإدريسي ضد شركة أطلس']),
    },
  ],
  pageLabel: (page, pages) => `صفحة ${page} من ${pages}`,
});

describe('the PDF renderer', () => {
  it('writes Arabic that reads back in the order it was written, letters joined, on A4', async () => {
    const pages = await readPdf(await renderPdf(arabic(3)), 'rtl');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ width: expect.closeTo(A4.width, 1), height: expect.closeTo(A4.height, 1) });
    const lines = pages[0]!.lines;
    expect(lines).toContain('مكتب بنعلي ومشاركوه');
    expect(lines).toContain('جدول الجلسات');
    expect(lines).toContain(asRead('المحكمة الابتدائية بالدار البيضاء'));
    expect(lines).toContain(asRead('2026/1201/100 فاطمة الزهراء الإدريسي ضد شركة أطلس'));
    expect(lines).toContain('صفحة 1 من 1');
  });

  it('orders a Latin run and a number inside Arabic as the bidirectional algorithm does, brackets facing their word', () => {
    const [line] = layoutParagraph('الملف رقم 2026/1201/145 (Casablanca) مؤجل.', 'rtl', 1000, (text) => text.length);
    // Drawn from the left: the last words first.
    expect(line!.runs.map((run) => run.text)).toEqual(['مؤجل.', '(', 'Casablanca', ')', '2026/1201/145', 'رقم', 'الملف']);
  });

  it('aligns a cell to the side its own text reads from (an Arabic value in a French table, to the right)', () => {
    const [arabicCell] = layoutParagraph('فاطمة الزهراء', 'auto', 1000, (text) => text.length);
    const [latinCell] = layoutParagraph('Salma Alaoui', 'auto', 1000, (text) => text.length);
    const [isolatedCell] = layoutParagraph('\u2068جلسة\u2069 — \u2068Atlas\u2069', 'auto', 1000, (text) => text.length);
    expect([arabicCell!.direction, latinCell!.direction, isolatedCell!.direction]).toEqual(['rtl', 'ltr', 'rtl']);
    expect(arabicCell!.runs.map((run) => run.text)).toEqual(['الزهراء', 'فاطمة']);
  });

  it('breaks a long table into pages, repeating its header and numbering every page', async () => {
    const pages = await readPdf(await renderPdf(arabic(120)), 'rtl');
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      expect(page.lines[0]).toBe('مكتب بنعلي ومشاركوه');
      expect(page.lines.some((line) => line.startsWith('مرجع المكتب'))).toBe(true);
      expect(page.lines.at(-1)).toBe(`صفحة ${i + 1} من ${pages.length}`);
    });
    const rows = pages.flatMap((page) => page.lines.filter((line) => line.startsWith('2026/1201/')));
    expect(rows).toHaveLength(120);
    expect(rows.at(-1)).toContain('2026/1201/219');
  });

  it('writes French left to right, accents kept, a long word cut to fit its column', async () => {
    const pages = await readPdf(
      await renderPdf({
        language: 'fr',
        direction: 'ltr',
        letterhead: { name: 'Cabinet Benali & Associés', lines: ['12, boulevard Mohammed V, Casablanca'] },
        title: "Rôle d'audience du 30/11/2026",
        blocks: [
          { kind: 'paragraph', text: 'Audience de renvoi — فاطمة الزهراء contre Atlas SARL' },
          {
            kind: 'table',
            columns: [
              { label: 'Référence', share: 1 },
              { label: 'Parties', share: 5 },
            ],
            rows: [['A'.repeat(60), 'Client']],
          },
        ],
        pageLabel: (page, pages) => `Page ${page} sur ${pages}`,
      }),
    );
    const lines = pages[0]!.lines;
    expect(lines).toContain("Rôle d'audience du 30/11/2026");
    expect(lines).toContain('Audience de renvoi — فاطمة الزهراء contre Atlas SARL');
    expect(lines.filter((line) => line.startsWith('AAAA')).length).toBeGreaterThan(1);
    expect(lines).toContain('Page 1 sur 1');
  });
});
