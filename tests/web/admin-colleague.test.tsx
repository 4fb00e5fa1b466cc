import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CalendarPage } from '../../web/src/features/calendar/routes/calendar-page';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/** The firm's people as `users.listForStructure` answers them: the admin (U1) and a colleague (U2). */
const STAFF = [
  { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true },
  { idUtilisateur: 'U2', nom: 'Alaoui', prenom: 'Salma', actif: true },
];
const TITLES: Record<string, string> = { U1: 'Omar Tazi', U2: 'Leila Berrada' };

/** The person's agenda: one confirmed appointment, in the middle of the range asked for. */
const agendaOf = (query: URLSearchParams) => {
  const userId = query.get('userId')!;
  const from = Date.parse(`${query.get('dateDebut')}T12:00:00Z`);
  const to = Date.parse(`${query.get('dateFin')}T12:00:00Z`);
  const date = new Date((from + to) / 2).toISOString().slice(0, 10);
  const appointment = {
    kind: 'appointment',
    id: `R-${userId}`,
    idUtilisateur: userId,
    idDossier: null,
    date,
    heureDebut: '10:00',
    heureFin: '10:30',
  };
  const data = { titre: TITLES[userId], refCabinet: null, refTribunal: null, tribunal: null, statut: 'CNF', enRetard: false };
  return { events: [{ ...appointment, ...data }], days: [] };
};

beforeEach(() => {
  signIn();
});

describe("an administrator looking at a colleague's work", () => {
  it("switches the calendar to the colleague's appointments", async () => {
    const calls = routeFetch({
      'GET /api/Users/for-structure/S1': STAFF,
      'GET /api/Calendar/agenda': (call) => jsonResponse(200, agendaOf(call.query)),
    });
    renderPage(<CalendarPage />);
    const calendar = within(await screen.findByTestId('appointment-calendar'));
    expect(await calendar.findByText(/Omar Tazi/)).toBeInTheDocument();

    fireEvent.change(await screen.findByRole('combobox', { name: 'Calendrier de' }), { target: { value: 'U2' } });
    expect(await within(screen.getByTestId('appointment-calendar')).findByText(/Leila Berrada/)).toBeInTheDocument();
    expect(screen.queryByText(/Omar Tazi/)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.query.get('userId') === 'U2').map((c) => c.path)).toEqual(['/api/Calendar/agenda']);
  });

  it("switches the dashboard's strip and four blocks to the colleague's", async () => {
    const ref = { id: 'D2', label: 'REF-U2' };
    const calls = routeFetch({
      'GET /api/Users/for-structure/S1': STAFF,
      // The firm's checklist (its admin's): done, so not shown.
      'GET /api/Dashboard/checklist': { steps: [] },
      'GET /api/Dashboard/days-for/U1': [],
      'GET /api/Dashboard/audiences-for/U1': [],
      'GET /api/Dashboard/meetings-for/U1': [],
      'GET /api/Dashboard/Deadlines-for/U1': [],
      'GET /api/Dashboard/alerts-for/U1': [],
      'GET /api/Dashboard/days-for/U2': [{ date: '2026-11-24', audiences: 1, echeances: 0, rendezVous: 1 }],
      'GET /api/Dashboard/audiences-for/U2': [
        { refCabinet: ref, refTribunal: ref, dateAudience: '2026-11-24T10:00:00+01:00', libelle: 'Audience de Salma', source: 'tribunal' },
      ],
      'GET /api/Dashboard/meetings-for/U2': [
        { idRendezVous: 'R2', date: '2026-11-25', heureDebut: '11:00:00', heureFin: '11:30:00', statut: 'CNF', title: 'Leila Berrada' },
      ],
      'GET /api/Dashboard/Deadlines-for/U2': [
        { refCabinet: ref, refTribunal: ref, dateAudience: '2026-11-26', libelle: 'Conclusions de Salma', enRetard: false },
      ],
      'GET /api/Dashboard/alerts-for/U2': [
        {
          id: 'A2',
          label: 'Alerte de Salma',
          titre: 'Alerte de Salma',
          texte: '',
          evenement: null,
          source: 'court',
          refCabinet: ref,
          refTribunal: ref,
          dateAlert: '2026-11-24',
          clients: [],
          lu: false,
        },
      ],
    });
    renderPage(<HomePage />);
    const picker = await screen.findByRole('combobox', { name: 'Tableau de bord de' });
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/Dashboard/'))).toHaveLength(6));
    fireEvent.change(picker, { target: { value: 'U2' } });

    expect(await within(screen.getByTestId('block-hearings')).findByText('Audience de Salma')).toBeInTheDocument();
    expect(await within(screen.getByTestId('block-meetings')).findByText('Leila Berrada')).toBeInTheDocument();
    expect(await within(screen.getByTestId('block-urgent')).findByText('Conclusions de Salma')).toBeInTheDocument();
    expect(await within(screen.getByTestId('block-notifications')).findByText('Alerte de Salma')).toBeInTheDocument();
    expect(within(await screen.findByTestId('day-2026-11-24')).getByTestId('day-audiences')).toHaveTextContent('1');
    expect(
      calls
        .filter((c) => c.path.startsWith('/api/Dashboard/') && c.path.endsWith('/U2'))
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      [
        '/api/Dashboard/Deadlines-for/U2',
        '/api/Dashboard/alerts-for/U2',
        '/api/Dashboard/audiences-for/U2',
        '/api/Dashboard/days-for/U2',
        '/api/Dashboard/meetings-for/U2',
      ].sort(),
    );
  });
});
