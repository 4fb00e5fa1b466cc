import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF as a reader sees it (pdf.js, as Firefox reads it): each page's size in points and its
 * lines of text, top to bottom, each line's pieces joined in reading order (right to left when
 * `direction` is rtl), with one space where the pieces are apart.
 */
export const readPdf = async (bytes: Uint8Array, direction: 'ltr' | 'rtl' = 'ltr') => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: { width: number; height: number; lines: string[] }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const items = (await page.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim()
        ? [{ text: item.str, x: item.transform[4] as number, y: Math.round(item.transform[5] as number), width: item.width }]
        : [],
    );
    const rows = new Map<number, typeof items>();
    for (const item of items) rows.set(item.y, [...(rows.get(item.y) ?? []), item]);
    const lines = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) =>
        row
          .sort((a, b) => (direction === 'rtl' ? b.x - a.x : a.x - b.x))
          .map((item) => item.text)
          .join(' ')
          .replace(/\s+/g, ' '),
      );
    pages.push({ width, height, lines });
  }
  await pdf.destroy();
  return pages;
};
