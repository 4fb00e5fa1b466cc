import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CourtDeadlines } from '../../web/src/features/dossiers/components/court-deadlines';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import type { ApiResponse } from '../../web/src/lib/api-client';
import { toaster } from '../../web/src/lib/toaster';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const DOSSIER = { id: 'D1', idUtilisateur: 'U1', refCabinet: 'REF-001' } as unknown as ApiResponse<'dossiers.get'>;
const STEP = {
  idEcheanceDossier: 'S1',
  dateEcheance: '2026-11-24T09:00:00+01:00',
  typeEcheanceLabel: 'جلسة',
  contenu: 'إدراج الملف بالجلسة',
  dateProchaineAudience: '2026-12-08T10:00:00+01:00',
};
const NEVER = { dernierSucces: null, derniereTentative: null, echec: null };
const SYNCED = { dernierSucces: '2026-11-22T15:00:00.000Z', derniereTentative: '2026-11-22T15:00:00.000Z', echec: null };

describe('the court deadlines tab', () => {
  it("says there are none, then Sync writes the portal's steps and says how many changes", async () => {
    const calls = routeFetch({
      'GET /api/Dossier/D1/echeances-mahakim': [],
      'GET /api/Dossier/D1/court-sync': NEVER,
      'GET /api/Dossier/D1': DOSSIER,
      'POST /api/Dossier/D1/update-from-mahakim': {
        changements: [
          {
            type: 'IMPORT',
            libelle: 'Suivi du tribunal importé',
            texte: '1 étape(s), la dernière : جلسة, 08/12/2026 10:00',
            evenement: { kind: 'IMPORT', count: 1, step: 'جلسة', date: '2026-12-08T10:00' },
          },
          {
            type: 'REPORT',
            libelle: 'Audience reportée',
            texte: 'جلسة : — → 08/12/2026 10:00',
            evenement: { kind: 'REPORT', step: 'جلسة', before: null, after: '2026-12-08T10:00' },
          },
        ],
        echeances: [STEP],
        synchronisation: SYNCED,
      },
    });
    renderPage(<CourtDeadlines dossier={DOSSIER} canSync />);
    const tab = within(await screen.findByTestId('court-deadlines'));
    expect(await tab.findByText('Aucune echeance!')).toBeInTheDocument();
    expect(tab.getByTestId('court-last-sync')).toHaveTextContent('Jamais synchronisé');

    fireEvent.click(tab.getByTestId('court-sync'));
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: '2 changement(s)' })));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/Dossier/D1/update-from-mahakim']);
    const row = (await tab.findByText('إدراج الملف بالجلسة')).closest('tr') as HTMLElement;
    expect(within(row).getByText('24/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('09h00')).toBeInTheDocument();
    expect(within(row).getByText('08/12/2026 10h00')).toBeInTheDocument();
    expect(tab.getByTestId('court-last-sync')).toHaveTextContent('Dernière synchronisation réussie');
  });

  it('reports a portal that cannot be reached, and offers no Sync to a client', async () => {
    routeFetch({
      'GET /api/Dossier/D1/echeances-mahakim': [STEP],
      'GET /api/Dossier/D1/court-sync': { ...SYNCED, echec: 'unreachable' },
      'GET /api/Dossier/D1': DOSSIER,
      'POST /api/Dossier/D1/update-from-mahakim': () =>
        jsonResponse(503, {
          statusCode: 503,
          error: 'service_unavailable',
          message: 'Portail des tribunaux injoignable : rien n’a changé, réessayez plus tard',
        }),
    });
    const { unmount } = renderPage(<CourtDeadlines dossier={DOSSIER} canSync />);
    const tab = within(await screen.findByTestId('court-deadlines'));
    expect(await tab.findByTestId('court-sync-failure')).toHaveTextContent('Portail injoignable');
    fireEvent.click(tab.getByTestId('court-sync'));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', description: expect.stringContaining('Portail des tribunaux injoignable') }),
      ),
    );
    unmount();

    renderPage(<CourtDeadlines dossier={DOSSIER} canSync={false} />);
    expect(await screen.findByText('إدراج الملف بالجلسة')).toBeInTheDocument();
    expect(screen.queryByTestId('court-sync')).not.toBeInTheDocument();
  });
});

describe("the court section from the dossier's detail", () => {
  it('shows the sync state the detail carries without reading it again', async () => {
    const calls = routeFetch({ 'GET /api/Dossier/D1/echeances-mahakim': [STEP] });
    const dossier = { ...DOSSIER, synchronisation: { ...SYNCED, echec: 'not_found' } } as ApiResponse<'dossiers.get'>;
    renderPage(<CourtDeadlines dossier={dossier} canSync={false} />);
    const tab = within(await screen.findByTestId('court-deadlines'));
    expect(tab.getByTestId('court-last-sync')).toHaveTextContent('Dernière synchronisation réussie');
    expect(tab.getByTestId('court-sync-failure')).toBeInTheDocument();
    expect(await tab.findByText('إدراج الملف بالجلسة')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual(['/api/Dossier/D1/echeances-mahakim']);
  });
});

describe('the Home dashboard', () => {
  it('shows the 14-day strip and the blocks, links to the dossier, and marks notifications read', async () => {
    const days = Array.from({ length: 14 }, (_, i) => ({
      date: new Date(Date.UTC(2026, 10, 22 + i)).toISOString().slice(0, 10),
      audiences: i === 2 ? 2 : 0,
      echeances: i === 2 ? 1 : 0,
      rendezVous: 0,
    }));
    const ref = (label: string) => ({ id: 'D1', label });
    const calls = routeFetch({
      'GET /api/Users/for-structure/S1': [{ idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true }],
      'GET /api/Dashboard/days-for/U1': days,
      'GET /api/Dashboard/audiences-for/U1': [
        {
          refCabinet: ref('REF-001'),
          refTribunal: ref('145/1201/2026'),
          dateAudience: '2026-11-24T10:00:00+01:00',
          libelle: 'جلسة',
          source: 'tribunal',
        },
      ],
      'GET /api/Dashboard/meetings-for/U1': [],
      'GET /api/Dashboard/Deadlines-for/U1': [
        {
          refCabinet: ref('REF-001'),
          refTribunal: ref('145/1201/2026'),
          dateAudience: '2026-11-24',
          libelle: 'Envoi de documents',
          enRetard: false,
        },
      ],
      'GET /api/Dashboard/alerts-for/U1': [
        {
          id: 'A1',
          label: 'Audience reportée — \u2068جلسة\u2069 : \u206617/11/2026 10:00\u2069 → \u206624/11/2026 10:00\u2069',
          titre: 'Audience reportée',
          texte: '',
          evenement: { kind: 'REPORT', step: 'جلسة', before: '2026-11-17T10:00', after: '2026-11-24T10:00' },
          source: 'court',
          refCabinet: ref('REF-001'),
          refTribunal: ref('145/1201/2026'),
          dateAlert: '2026-11-24T10:00:00+01:00',
          clients: [{ nom: 'Fatima Zahra El Idrissi' }],
          lu: false,
        },
      ],
      'POST /api/Dashboard/alerts/read': { lus: 1 },
    });
    renderPage(<HomePage />);
    const strip = await screen.findByTestId('day-strip');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(14);
    expect(within(screen.getByTestId('day-2026-11-24')).getByTestId('day-audiences')).toHaveTextContent('2');

    const hearings = within(screen.getByTestId('block-hearings'));
    expect(await hearings.findByRole('link', { name: 'REF-001' })).toHaveAttribute('href', '/Folder?id=D1');
    expect(hearings.getByText('10h00')).toBeInTheDocument();
    const urgent = within(screen.getByTestId('block-urgent'));
    expect(await urgent.findByText('Envoi de documents')).toBeInTheDocument();
    const notifications = within(screen.getByTestId('block-notifications'));
    expect(await notifications.findByText(/Audience reportée/)).toBeInTheDocument();
    expect(notifications.getByText('Tribunal')).toBeInTheDocument();
    expect(within(screen.getByTestId('block-meetings')).getByText('Aucun rendez-vous cette semaine')).toBeInTheDocument();

    fireEvent.click(notifications.getByTestId('read-all'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: ['A1'] }));
  });

  it("cancels a week's meeting with a reason from the meetings block's delete, and reads the week again", async () => {
    const meeting = {
      idRendezVous: 'R1',
      date: '2026-11-25',
      heureDebut: '10:00:00',
      heureFin: '10:30:00',
      statut: 'CNF',
      title: 'Omar Tazi',
      idUtilisateur: 'U1',
      idDossier: null,
    };
    let cancelled = false;
    const calls = routeFetch({
      'GET /api/Users/for-structure/S1': [],
      'GET /api/Dashboard/days-for/U1': [],
      'GET /api/Dashboard/audiences-for/U1': [],
      'GET /api/Dashboard/meetings-for/U1': () => jsonResponse(200, cancelled ? [] : [meeting]),
      'GET /api/Dashboard/Deadlines-for/U1': [],
      'GET /api/Dashboard/alerts-for/U1': [],
      'GET /api/Calendar/RendezVous/R1': {
        ...meeting,
        idUtilisateur: 'U1',
        idDossier: null,
        idClient: 'C1',
        refCabinet: null,
        utilisateur: { nom: 'Benali', prenom: 'Youssef' },
        client: { nom: 'Tazi', prenom: 'Omar' },
        commentaire: null,
        motif: null,
        annulePar: null,
      },
      'POST /api/Calendar/annuler-rendez-vous': () => {
        cancelled = true;
        return jsonResponse(200, { ...meeting, statut: 'ANL', motif: 'Audience déplacée' });
      },
    });
    renderPage(<HomePage />);
    const block = within(await screen.findByTestId('block-meetings'));
    fireEvent.click(await block.findByRole('button', { name: 'Supprimer' }));
    const dialog = within(await screen.findByTestId('appointment-detail-dialog'));
    fireEvent.click(await dialog.findByTestId('appointment-cancel-confirm'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /motif/i }), { target: { value: 'Audience déplacée' } });
    fireEvent.click(dialog.getByTestId('appointment-cancel-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/Calendar/annuler-rendez-vous',
        body: { id: 'R1', motif: 'Audience déplacée' },
      }),
    );
    expect(await block.findByText('Aucun rendez-vous cette semaine')).toBeInTheDocument();
  });
});
