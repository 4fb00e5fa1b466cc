import { describe, expect, it } from 'vitest';
import { dossierSheetDocument, type DossierSheet } from '@mizan/functions/domains/print/dossier-sheet-document';
import { renderPdf } from '@mizan/functions/print/pdf';
import { readPdf } from '../support/pdf-text';

const sheet: DossierSheet = {
  refCabinet: '2026/1187/092',
  type: 'Civil',
  tribunal: 'Tribunal de première instance de Rabat',
  avocat: 'Youssef Benali',
  statut: 'En cours',
  dateOuverture: '2026-02-01',
  clients: ['Société Atlas'],
  adversaires: [],
  echeances: [],
  actions: [],
  frais: { centimes: 0, nombre: 0 },
};

describe('the dossier sheet', () => {
  it('prints in English what a new dossier lacks as such: no reference, hearing, deadline or action, no expense', async () => {
    const pdf = await renderPdf(dossierSheetDocument(sheet, undefined, 'en'));
    const text = (await readPdf(pdf, 'ltr')).flatMap((page) => page.lines).join('\n');
    expect(text).toContain('Dossier sheet 2026/1187/092');
    expect(text).toContain('Client ref. —');
    expect(text).toContain('Next hearing —');
    expect(text).toContain('Client Société Atlas');
    expect(text).toContain('No open deadline.');
    expect(text).toContain('No action.');
    expect(text).toContain('Total expenses: 0.00 MAD (0 expenses)');
    expect(text).toContain('Page 1 of 1');
  });
});
