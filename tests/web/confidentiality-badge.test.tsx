import { screen, within } from '@testing-library/react';
import type { DocumentItem } from '@mizan/shared/schemas/documents';
import { describe, expect, it } from 'vitest';
import { ConfidentialityBadge } from '../../web/src/components/confidentiality-badge';
import { DocumentsTable } from '../../web/src/features/documents/components/documents-table';
import { i18n } from '../../web/src/lib/i18n';
import { renderPage } from './render';

/**
 * Issue 29, "it must never mislead": the two private levels no longer look the same. Each level
 * (decisions, Documents: PB public, PA private to the firm's lawyers, PC private to the client's
 * side) has its own icon and its own name in the reader's language, wherever documents are listed.
 */
const LABELS = {
  fr: { PB: 'Public', PA: 'Privé avocat', PC: 'Privé client' },
  ar: { PB: 'عام', PA: 'خاص بالمحامي', PC: 'خاص بالموكل' },
  en: { PB: 'Public', PA: 'Private (lawyer)', PC: 'Private (client)' },
} as const;
const LEVELS = ['PB', 'PA', 'PC'] as const;

/** The icon's drawing: what tells the levels apart without reading. */
const iconOf = (badge: HTMLElement) => badge.querySelector('svg')?.innerHTML;

describe('the confidentiality badge', () => {
  it.each(['fr', 'ar', 'en'] as const)('names each level in %s, each with its own icon', async (language) => {
    await i18n.changeLanguage(language);
    renderPage(
      <>
        {LEVELS.map((level) => (
          <ConfidentialityBadge key={level} level={level} />
        ))}
      </>,
    );
    const badges = screen.getAllByTestId('confidentiality-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(LEVELS.map((level) => LABELS[language][level]));
    expect(badges.map((badge) => badge.dataset.level)).toEqual([...LEVELS]);
    const icons = badges.map(iconOf);
    for (const icon of icons) expect(icon).toBeTruthy();
    expect(new Set(icons).size).toBe(3);
    // The icon is decoration: the level's name is what is read out.
    for (const badge of badges) expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('never says "Confidentiel" for both private levels in a documents table', async () => {
    const document = (idDocument: string, level: 'PB' | 'PA' | 'PC'): DocumentItem => ({
      idDocument,
      idDossier: 'D1',
      nom: `Pièce ${level}`,
      extension: 'pdf',
      dateUpload: '2026-03-05T10:00:00.000Z',
      uploader: 'Youssef Benali',
      idTypeUploader: 'AVOCAT',
      IdConfidentialite: level,
      confidential: level !== 'PB',
      size: 100,
      texte: null,
    });
    for (const language of ['fr', 'ar'] as const) {
      await i18n.changeLanguage(language);
      const { unmount } = renderPage(
        <DocumentsTable
          documents={[document('F1', 'PB'), document('F2', 'PA'), document('F3', 'PC')]}
          canChange={false}
          onChanged={() => undefined}
        />,
      );
      for (const level of LEVELS) {
        const row = screen.getByText(`Pièce ${level}.pdf`).closest('tr') as HTMLElement;
        expect(within(row).getByTestId('confidentiality-badge')).toHaveTextContent(LABELS[language][level]);
      }
      expect(screen.queryByText(language === 'fr' ? 'Confidentiel' : 'سري')).not.toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: language === 'fr' ? /Confidentialité/ : /السرية/ })).toBeInTheDocument();
      unmount();
    }
  });
});
