import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '../../web/src/features/activity/routes/activity-page';
import { BOM } from '../../web/src/lib/csv';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

type Entry = {
  id: string;
  date: string;
  type: string;
  idUtilisateur: string | null;
  utilisateur: string | null;
  role: string | null;
  ip: string | null;
  objet: string | null;
  precisions: string[];
};
const entry = (n: number, over: Partial<Entry> = {}): Entry => ({
  id: `E${String(n).padStart(3, '0')}`,
  date: `2026-04-15T09:${String(n % 60).padStart(2, '0')}:07.000Z`,
  type: 'SIGN_IN',
  idUtilisateur: 'U1',
  utilisateur: 'Youssef Benali',
  role: 'ADMIN',
  ip: '196.12.1.4',
  objet: null,
  precisions: [],
  ...over,
});
const STAFF = [
  { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef' },
  { idUtilisateur: 'U2', nom: 'Alaoui', prenom: 'Salma' },
];

beforeEach(() => {
  signIn();
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

/** The text of the table row holding `text` (the filters' options hold the kinds' names too). */
const rowText = (text: string) => within(screen.getByRole('table')).getByText(text).closest('tr')?.textContent ?? '';

describe('/admin: the activity log', () => {
  it("shows each kind in the reader's words with its time on the firm's clocks and its address", async () => {
    const items = [
      entry(1),
      entry(2, { type: 'SIGN_IN_FAILED', objet: 's.alaoui@cabinet.ma', utilisateur: 'Salma Alaoui', precisions: ['credentials'] }),
      entry(3, { type: 'USER_INVITED', objet: 'Khadija Amrani <k@cabinet.ma>', precisions: ['USER'] }),
      entry(4, { type: 'USER_CHANGED', objet: 'Khadija Amrani <k@cabinet.ma>', precisions: ['role_ADMIN', 'deactivated'] }),
      entry(5, { type: 'USER_REMOVED', objet: 'Karim Tazi <t@cabinet.ma>' }),
      entry(6, { type: 'SETTINGS_CHANGED', objet: 'HUI', precisions: ['expenseType', 'created'] }),
      entry(7, { type: 'DOCUMENT_VIEWED', objet: 'Jugement.pdf' }),
      entry(8, { type: 'DOCUMENT_DOWNLOADED', objet: 'Contrat.docx' }),
      entry(9, { type: 'INVITATION_REFUSED', objet: 'x@autre.ma', precisions: ['email_in_use'] }),
      entry(10, { type: 'TWO_FACTOR_CHANGED', precisions: ['enabled'] }),
    ];
    const calls = routeFetch({
      'GET /api/Activity': { items, cursor: null },
      'GET /api/Users/for-structure/S1': STAFF,
    });
    renderPage(<ActivityPage />, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: "Journal d'activité" })).toBeInTheDocument();
    await screen.findByText('Jugement.pdf');
    // 10:01:07 in Casablanca (UTC+1 in April, Ramadan's UTC+0 over), to the second.
    expect(rowText('Connexion')).toBe('15/04/2026 10:01:07Youssef BenaliConnexion196.12.1.4');
    expect(screen.getByText('s.alaoui@cabinet.ma : adresse ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByText('Khadija Amrani <k@cabinet.ma>, rôle Utilisateur')).toBeInTheDocument();
    expect(screen.getByText('Khadija Amrani <k@cabinet.ma> : rôle Administrateur, désactivé')).toBeInTheDocument();
    expect(rowText('Karim Tazi <t@cabinet.ma>')).toContain('Utilisateur supprimé');
    expect(screen.getByText('Type de dépense HUI : ajouté')).toBeInTheDocument();
    expect(rowText('Contrat.docx')).toContain('Document téléchargé');
    expect(screen.getByText('x@autre.ma : adresse déjà utilisée ailleurs')).toBeInTheDocument();
    expect(rowText('Activée')).toContain('Double authentification');
    const first = calls.find((call) => call.path === '/api/Activity')!;
    expect(Object.fromEntries(first.query)).toEqual({ limit: '20' });
  });

  it('filters by person, kind and days, each change reading the first page again', async () => {
    const calls = routeFetch({
      'GET /api/Activity': ({ query }) => jsonResponse(200, { items: query.get('type') ? [] : [entry(1)], cursor: null }),
      'GET /api/Users/for-structure/S1': STAFF,
    });
    renderPage(<ActivityPage />, { path: '/admin' });
    const filters = within(await screen.findByTestId('activity-filters'));
    await waitFor(() => expect(filters.getByRole('option', { name: 'Salma Alaoui' })).toBeInTheDocument());
    fireEvent.change(filters.getByLabelText('Personne'), { target: { value: 'U2' } });
    fireEvent.change(filters.getByLabelText('Événement'), { target: { value: 'SIGN_IN_FAILED' } });
    fireEvent.change(filters.getByLabelText('Du'), { target: { value: '2026-03-01' } });
    fireEvent.change(filters.getByLabelText('Au'), { target: { value: '2026-03-31' } });
    expect(await screen.findByText('Aucune activité pour ces filtres')).toBeInTheDocument();
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === '/api/Activity').at(-1)!.query)).toEqual({
        limit: '20',
        idUtilisateur: 'U2',
        type: 'SIGN_IN_FAILED',
        dateDebut: '2026-03-01',
        dateFin: '2026-03-31',
      }),
    );
    expect(filters.getByLabelText('Au')).toHaveAttribute('min', '2026-03-01');
    // Clearing the filters shows the whole log again (its first page, already read).
    fireEvent.click(screen.getByTestId('activity-reset'));
    expect(await within(screen.getByRole('table')).findByText('Youssef Benali')).toBeInTheDocument();
    expect(filters.getByLabelText('Personne')).toHaveValue('');
    expect(filters.getByLabelText('Au')).toHaveValue('');
    expect(screen.getByTestId('activity-reset')).toBeDisabled();
  });

  it('reads the next page with the cursor when the table reaches it', async () => {
    const page1 = Array.from({ length: 20 }, (_, i) => entry(40 - i, { objet: `Doc${40 - i}.pdf`, type: 'DOCUMENT_VIEWED' }));
    const calls = routeFetch({
      'GET /api/Activity': ({ query }) =>
        jsonResponse(
          200,
          query.get('cursor') === 'C20'
            ? { items: [entry(1, { objet: 'Dernier.pdf', type: 'DOCUMENT_VIEWED' })], cursor: null }
            : { items: page1, cursor: 'C20' },
        ),
      'GET /api/Users/for-structure/S1': STAFF,
    });
    renderPage(<ActivityPage />, { path: '/admin' });
    expect(await screen.findByText('Doc40.pdf')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await waitFor(() => expect(calls.some((call) => call.query.get('cursor') === 'C20')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Dernier.pdf')).toBeInTheDocument();
  });

  it("exports what the filters select as CSV with a BOM and the reader's headers (Arabic)", async () => {
    await i18n.changeLanguage('ar');
    const calls = routeFetch({
      'GET /api/Activity': ({ query }) =>
        jsonResponse(
          200,
          query.get('cursor') === 'next'
            ? { items: [entry(1, { type: 'DOCUMENT_DOWNLOADED', objet: '=cmd.pdf' })], cursor: null }
            : { items: [entry(2, { type: 'SIGN_IN_FAILED', objet: 'a@b.ma', precisions: ['disabled'], ip: null })], cursor: 'next' },
        ),
      'GET /api/Users/for-structure/S1': STAFF,
    });
    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:csv'), revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage(<ActivityPage />, { path: '/admin' });
    await waitFor(() => expect(screen.getByTestId('export-activity')).toBeEnabled());
    fireEvent.change(within(screen.getByTestId('activity-filters')).getByLabelText('الحدث'), { target: { value: 'SIGN_IN_FAILED' } });
    await waitFor(() => expect(calls.some((call) => call.query.get('type') === 'SIGN_IN_FAILED')).toBe(true));
    await waitFor(() => expect(screen.getByTestId('export-activity')).toBeEnabled());
    fireEvent.click(screen.getByTestId('export-activity'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^سجل-النشاط-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = calls.filter((call) => call.path === '/api/Activity' && call.query.get('limit') === '50');
    expect(exported.map((call) => call.query.get('type'))).toEqual(['SIGN_IN_FAILED', 'SIGN_IN_FAILED']);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).split('\r\n');
    expect(lines[0]).toBe(`${BOM}التاريخ;الشخص;الحدث;التفاصيل;عنوان IP`);
    // Right to left, the address is isolated (U+2068 … U+2069) from the Arabic around it.
    expect(lines[1]).toMatch(/;Youssef Benali;دخول مرفوض;\u2068a@b\.ma\u2069: الحساب معطل;$/);
    expect(lines[2]).toMatch(/;Youssef Benali;تنزيل وثيقة;'=cmd\.pdf;196\.12\.1\.4$/);
    expect(lines).toHaveLength(4);
    click.mockRestore();
  });
});
