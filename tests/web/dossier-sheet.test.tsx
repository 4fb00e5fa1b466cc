import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DossierSheetButton } from '../../web/src/features/dossiers/components/dossier-sheet-button';
import { i18n } from '../../web/src/lib/i18n';
import { toaster } from '../../web/src/lib/toaster';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => signIn());
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

const PDF = () => new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });

const renderButton = () =>
  renderPage(<DossierSheetButton id="D1" refCabinet="2026/118 7" />, { path: '/Folder', initialEntry: '/Folder?id=D1' });

describe('"Fiche dossier (PDF)"', () => {
  it.each([
    ['fr', 'Fiche dossier (PDF)'],
    ['ar', 'بطاقة الملف (PDF)'],
  ] as const)('downloads the sheet in the page language (%s), named after the reference', async (language, label) => {
    await i18n.changeLanguage(language);
    const calls = routeFetch({ 'GET /api/Dossier/D1/fiche/pdf': PDF });
    const created = vi.fn((_blob: Blob) => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('fiche-2026-118-7.pdf');
    });
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: label }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((call) => call.path === '/api/Dossier/D1/fiche/pdf')?.query.get('lang')).toBe(language);
    click.mockRestore();
  });

  it('says why when the sheet cannot be made', async () => {
    routeFetch({
      'GET /api/Dossier/D1/fiche/pdf': () => jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Dossier introuvable' }),
    });
    const toasts = vi.spyOn(toaster, 'create');
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Fiche dossier (PDF)' }));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Dossier introuvable' })));
  });
});
