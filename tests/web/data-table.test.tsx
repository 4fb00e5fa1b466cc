import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type Column } from '../../web/src/components/data-table';
import { i18n } from '../../web/src/lib/i18n';
import { renderPage } from './render';

type Hearing = {
  id: string;
  refCabinet: { id: string; label: string };
  nom: string;
  dateOuverture: string;
  heure: string;
  dateAudience: string;
  clients: { nom: string; prenom?: string }[];
  client: { nom: string; prenom?: string };
  alerte: boolean;
  confidential: boolean;
  dateRealisation?: string;
};

const row = (n: number, overrides: Partial<Hearing> = {}): Hearing => ({
  id: `D${n}`,
  refCabinet: { id: `D${n}`, label: `CAB-${n}` },
  nom: `Dossier ${n}`,
  dateOuverture: `2026-01-${String(n).padStart(2, '0')}`,
  heure: '09:05:00',
  dateAudience: '2026-11-23T13:30:00Z',
  clients: [{ nom: 'Alaoui' }, { nom: 'Benali', prenom: 'Sara' }],
  client: { nom: 'Tazi', prenom: 'Omar' },
  alerte: n % 2 === 0,
  confidential: n === 1,
  ...overrides,
});

const columns: Column<Hearing>[] = [
  { key: 'nom', header: 'Nom', type: 'url', to: (r) => `/Folder?id=${r.id}` },
  { key: 'refCabinet', header: 'Ref Cabinet', type: 'customUrl', to: (r) => `/Folder?id=${r.refCabinet.id}` },
  { key: 'dateOuverture', header: 'Ouverture', type: 'date' },
  { key: 'heure', header: 'Heure', type: 'time' },
  { key: 'dateAudience', header: 'Audience', type: 'datetime' },
  { key: 'clients', header: 'Clients', type: 'clients' },
  { key: 'client', header: 'Client', type: 'client' },
  { key: 'alerte', header: 'Alerte', type: 'alerte' },
  { key: 'confidential', header: 'Conf.', type: 'confidential' },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).getAllByRole('row');
const firstCells = () => bodyRows().map((r) => within(r).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('formats every cell type (fr-FR dates, HHhMM times, links, people, icons)', () => {
    renderPage(<DataTable columns={columns} rows={[row(2)]} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(within(cells[0] as HTMLElement).getByRole('link', { name: 'Dossier 2' })).toHaveAttribute('href', '/Folder?id=D2');
    expect(within(cells[1] as HTMLElement).getByRole('link', { name: 'CAB-2' })).toHaveAttribute('href', '/Folder?id=D2');
    expect(cells[2]).toHaveTextContent('02/01/2026');
    expect(cells[3]).toHaveTextContent('09h05');
    // 13:30 UTC is 14h30 in Casablanca (UTC+1).
    expect(cells[4]).toHaveTextContent('23/11/2026 14h30');
    expect(cells[5]).toHaveTextContent('Alaoui, Benali Sara');
    expect(cells[6]).toHaveTextContent('Tazi Omar');
    expect(within(cells[7] as HTMLElement).getByRole('img', { name: 'Alerte' })).toBeInTheDocument();
    expect(within(cells[8] as HTMLElement).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the lock for confidential rows and times in the language chosen', async () => {
    await i18n.changeLanguage('en');
    renderPage(<DataTable columns={columns} rows={[row(1)]} />);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('cell');
    expect(within(cells[8] as HTMLElement).getByRole('img', { name: 'Confidential' })).toBeInTheDocument();
    expect(cells[3]).toHaveTextContent('09:05');
    expect(cells[4]).toHaveTextContent('23/11/2026 14:30');
  });

  it('sorts by a clicked header, toggling ascending and descending', () => {
    const rows = [row(3), row(1), row(2)];
    renderPage(<DataTable columns={columns} rows={rows} />);
    expect(firstCells()).toEqual(['Dossier 3', 'Dossier 1', 'Dossier 2']);

    fireEvent.click(screen.getByRole('button', { name: /^Ouverture/ }));
    expect(firstCells()).toEqual(['Dossier 1', 'Dossier 2', 'Dossier 3']);
    expect(screen.getByRole('columnheader', { name: /Ouverture/ })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: /^Ouverture/ }));
    expect(firstCells()).toEqual(['Dossier 3', 'Dossier 2', 'Dossier 1']);
    expect(screen.getByRole('columnheader', { name: /Ouverture/ })).toHaveAttribute('aria-sort', 'descending');

    fireEvent.click(screen.getByRole('button', { name: /^Ref Cabinet/ }));
    expect(firstCells()).toEqual(['Dossier 1', 'Dossier 2', 'Dossier 3']);
  });

  it("pages rows with 'n sur total', Précédent and Suivant", () => {
    const rows = Array.from({ length: 12 }, (_, i) => row(i + 1));
    renderPage(<DataTable columns={columns} rows={rows} pageSize={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('3 sur 3')).toBeInTheDocument();
    expect(firstCells()).toEqual(['Dossier 11', 'Dossier 12']);
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByText('2 sur 3')).toBeInTheDocument();
  });

  it('shows no pager for a single page, unless the server holds more rows', () => {
    const { unmount } = renderPage(<DataTable columns={columns} rows={[row(1), row(2)]} pageSize={5} />);
    expect(bodyRows()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Suivant' })).toBeNull();
    unmount();
    renderPage(<DataTable columns={columns} rows={[row(1), row(2)]} pageSize={5} hasMore onLoadMore={() => undefined} />);
    expect(screen.getByText('1 sur 1')).toBeInTheDocument();
  });

  it('offers the row actions, hiding those that do not apply', () => {
    const onDelete = vi.fn();
    const onPerform = vi.fn();
    const onDownload = vi.fn();
    renderPage(
      <DataTable
        columns={columns}
        rows={[row(1), row(2, { dateRealisation: '2026-02-01' })]}
        actions={[
          { type: 'view', to: (r) => `/DocumentViewer?id=${r.id}`, newTab: true },
          { type: 'delete', onClick: onDelete },
          { type: 'perform', onClick: onPerform, hidden: (r) => !!r.dateRealisation },
          { type: 'download', onClick: onDownload },
        ]}
      />,
    );
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    const view = within(first).getByRole('link', { name: 'Consulter' });
    expect(view).toHaveAttribute('href', '/DocumentViewer?id=D1');
    expect(view).toHaveAttribute('target', '_blank');
    fireEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    fireEvent.click(within(first).getByRole('button', { name: 'Réaliser' }));
    fireEvent.click(within(second).getByRole('button', { name: 'Télécharger' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'D1' }));
    expect(onPerform).toHaveBeenCalledWith(expect.objectContaining({ id: 'D1' }));
    expect(onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: 'D2' }));
    expect(within(second).queryByRole('button', { name: 'Réaliser' })).not.toBeInTheDocument();
  });

  it('says it is loading until its read answers, never the empty text; a failed read shows its failure', () => {
    const table = (read: { data?: unknown; error?: unknown }) =>
      renderPage(<DataTable columns={columns} rows={[]} read={read} emptyText="Aucun document!" />);
    const loading = table({ data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.queryByText('Aucun document!')).not.toBeInTheDocument();
    loading.unmount();

    const failed = table({ data: undefined, error: new Error('down') });
    expect(screen.getByRole('alert')).toHaveTextContent('Le chargement a échoué');
    expect(screen.queryByText('Aucun document!')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    failed.unmount();

    table({ data: [] });
    expect(screen.getByText('Aucun document!')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens where a row leads on a click anywhere on it, but not on its own links and buttons; in a new tab with Ctrl', () => {
    const onDelete = vi.fn();
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = renderPage(
      <DataTable
        columns={columns}
        rows={[row(1), row(2)]}
        rowTo={(r) => `/Folder?id=${r.id}`}
        actions={[{ type: 'delete', onClick: onDelete }]}
      />,
      { path: '/Folders' },
    );
    const [first, second] = bodyRows() as [HTMLElement, HTMLElement];
    fireEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    fireEvent.click(within(second).getByText('Tazi Omar'), { ctrlKey: true });
    expect(opened).toHaveBeenCalledWith('/Folder?id=D2', '_blank', 'noopener');
    expect(router.state.location.pathname).toBe('/Folders');
    fireEvent.click(within(second).getByText('Tazi Omar'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/Folder?id=D2');
    opened.mockRestore();
  });

  it('says so when there is nothing to show', () => {
    renderPage(<DataTable columns={columns} rows={[]} emptyText="Aucun document!" />);
    expect(screen.getByText('Aucun document!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suivant' })).not.toBeInTheDocument();
  });

  it('keeps a file name left to right, its extension last, whatever the language of the name or of the page', () => {
    type File = { id: string; nomComplet: string; auteur: string };
    const files: Column<File>[] = [
      { key: 'nomComplet', header: 'Nom', type: 'fileName' },
      { key: 'auteur', header: 'Auteur' },
    ];
    renderPage(<DataTable columns={files} rows={[{ id: 'F1', nomComplet: 'عقد الزواج.docx', auteur: 'فاطمة الزهراء' }]} />);
    expect(screen.getByText('عقد الزواج.docx').closest('bdi')).toHaveAttribute('dir', 'ltr');
    // any other text keeps the direction of its own first letter
    expect(screen.getByText('فاطمة الزهراء').closest('bdi')).not.toHaveAttribute('dir');
  });
});
