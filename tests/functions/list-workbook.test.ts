import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LIST_SHEET_MAX_ROWS } from '@mizan/shared/list-sheets';
import { allRows, listSheet, listWorkbook } from '../../functions/src/services/excel';

const SPEC = {
  name: { fr: 'Liste', ar: 'قائمة', en: 'List' },
  columns: { label: { fr: 'Libellé', ar: 'البيان', en: 'Label' }, amount: { fr: 'Montant', ar: 'المبلغ', en: 'Amount' } },
};
type Row = { label: string; centimes: number };

describe("a list's workbook", () => {
  it('writes the headers of the language, the cells in their order, amounts in their format, right to left in Arabic', async () => {
    const rows: Row[] = [{ label: 'Frais', centimes: 123_456 }];
    const sheet = listSheet(SPEC, rows, { label: (row) => row.label, amount: (row) => row.centimes / 100 }, { amount: '#,##0.00' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(Buffer.from(await listWorkbook('ar', [sheet]), 'base64')).buffer);
    const written = workbook.worksheets[0]!;
    expect(written.name).toBe('قائمة');
    expect(written.views[0]?.rightToLeft).toBe(true);
    expect(written.getRow(1).values).toEqual([undefined, 'البيان', 'المبلغ']);
    expect(written.getRow(2).values).toEqual([undefined, 'Frais', 1234.56]);
    expect(written.getCell('B2').numFmt).toBe('#,##0.00');
  });

  it('reads every page of a list, and refuses one beyond the most rows', async () => {
    const pages = (count: number, size: number) => async (cursor: string | undefined) => {
      const index = Number(cursor ?? 0);
      return { items: Array.from({ length: size }, (_, i) => index * size + i), cursor: index + 1 < count ? String(index + 1) : null };
    };
    expect(await allRows(pages(3, 2))).toEqual([0, 1, 2, 3, 4, 5]);
    await expect(allRows(pages(LIST_SHEET_MAX_ROWS / 500 + 1, 500))).rejects.toMatchObject({
      statusCode: 400,
      messageCode: 'export_too_many_rows',
    });
  });
});
