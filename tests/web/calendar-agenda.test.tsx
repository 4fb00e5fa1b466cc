import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarPage } from '../../web/src/features/calendar/routes/calendar-page';
import { casablancaToday } from '../../web/src/features/calendar/utils/calendar-dates';
import { jsonResponse, renderPage, signIn } from './render';

const fetchMock = vi.fn<typeof fetch>();
const STAFF = [
  {
    idUtilisateur: 'U1',
    nom: 'Amrani',
    prenom: 'Khadija',
    actif: true,
    idTypeUtilisateur: 'ASSISTANT',
    idRolUtilisateur: 'USER',
    email: 'k@c.ma',
  },
  {
    idUtilisateur: 'L2',
    nom: 'Alaoui',
    prenom: 'Salma',
    actif: true,
    idTypeUtilisateur: 'AVOCAT',
    idRolUtilisateur: 'USER',
    email: 's@c.ma',
  },
];
const event = (over: Record<string, unknown>) => ({
  idUtilisateur: 'L2',
  idDossier: 'D1',
  date: casablancaToday(),
  heureDebut: null,
  heureFin: null,
  refCabinet: '2026/1201/145',
  refTribunal: null,
  tribunal: null,
  salle: null,
  statut: null,
  enRetard: false,
  effectuee: false,
  ...over,
});
const SALMA = {
  events: [
    event({ kind: 'hearing', id: 'H1', titre: 'جلسة', refTribunal: '1234/1201/2026', tribunal: 'Tribunal de première instance de Rabat' }),
    event({ kind: 'deadline', id: 'E1', titre: 'Envoi de documents' }),
    event({ kind: 'deadline', id: 'E2', titre: 'Dépôt des conclusions', effectuee: true }),
  ],
  days: [{ date: casablancaToday(), nature: 'holiday', libelle: 'Fête du Trône' }],
};
const agendaCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/Calendar/agenda');

/** The staff list answers at once; the agenda of L2 answers SALMA, one's own waits until `release`. */
const serve = (pending: Promise<void> = Promise.resolve()) =>
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/Users/for-structure/S1') return jsonResponse(200, STAFF);
    if (url.pathname === '/api/Calendar/agenda') {
      if (url.searchParams.get('userId') === 'L2') return jsonResponse(200, SALMA);
      await pending;
      return jsonResponse(200, { events: [], days: [] });
    }
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  // The grid's drag selection asks where the pointer is; jsdom lays nothing out.
  document.elementFromPoint = () => null;
});

describe('the staff calendar', () => {
  it("lets an assistant pick a lawyer's agenda or the whole firm's, one read per range, loading shown as loading", async () => {
    signIn({ roles: ['USER'], name: 'Khadija Amrani', assistant: true });
    let release = () => {};
    serve(new Promise<void>((resolve) => (release = resolve)));
    const user = userEvent.setup({ delay: null });
    renderPage(<CalendarPage />);
    // Its own agenda first: while it is read, never "no event".
    expect(await screen.findAllByTestId('read-loading')).not.toHaveLength(0);
    expect(screen.queryByText('Aucun événement sur cette période')).toBeNull();
    release();
    const picker = screen.getByTestId('calendar-owner');
    await screen.findByRole('option', { name: 'Salma Alaoui' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Mon agenda', 'Salma Alaoui', 'Tout le cabinet']);
    await user.selectOptions(picker, 'L2');
    const hearing = await screen.findByTestId('event-hearing');
    expect(hearing).toHaveTextContent('Audience · جلسة · 1234/1201/2026');
    expect(hearing.querySelectorAll('bdi')).toHaveLength(2);
    expect(screen.getAllByTestId('event-deadline')[0]).toHaveTextContent('Échéance · Envoi de documents · 2026/1201/145');
    expect(screen.getByTestId(`day-mark-${casablancaToday()}`)).toHaveTextContent('Fête du Trône');
    expect(agendaCalls().at(-1)!.searchParams.get('userId')).toBe('L2');
    await user.selectOptions(picker, 'all');
    await waitFor(() => expect(agendaCalls().at(-1)!.searchParams.get('all')).toBe('true'));
    // One read per owner and range (month view: 42 days).
    const last = agendaCalls().at(-1)!;
    const days = (Date.parse(last.searchParams.get('dateFin')!) - Date.parse(last.searchParams.get('dateDebut')!)) / 86_400_000 + 1;
    expect(days).toBe(42);
  });

  it('offers a lawyer their own and colleagues’ agendas, not the whole firm', async () => {
    signIn({ roles: ['USER'], name: 'Salma Alaoui' });
    serve();
    renderPage(<CalendarPage />);
    await screen.findByRole('option', { name: 'Salma Alaoui' });
    expect(screen.queryByRole('option', { name: 'Tout le cabinet' })).toBeNull();
  });

  it('names each kind in its colour in the legend, which filters them, and opens a hearing on the dossier’s court tab', async () => {
    signIn({ roles: ['ADMIN'] });
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalendarPage />, { path: '/Calendar' });
    await user.selectOptions(await screen.findByTestId('calendar-owner'), await screen.findByRole('option', { name: 'Salma Alaoui' }));
    await screen.findByTestId('event-hearing');
    const legend = screen.getByTestId('calendar-legend');
    for (const name of ['Rendez-vous', 'Audience', 'Échéance']) expect(within(legend).getByRole('checkbox', { name })).toBeChecked();
    await user.click(within(legend).getByText('Échéance'));
    expect(screen.queryAllByTestId('event-deadline')).toEqual([]);
    expect(screen.getByTestId('event-hearing')).toBeInTheDocument();
    await user.click(screen.getByTestId('event-hearing'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/Folder?id=D1&tab=court');
  });

  it("keeps one dossier's events when part of its reference is typed, the cabinet's or the court's", async () => {
    signIn({ roles: ['ADMIN'] });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/Users/for-structure/S1') return jsonResponse(200, STAFF);
      if (url.pathname === '/api/Calendar/agenda')
        return jsonResponse(200, {
          events: [
            ...SALMA.events,
            event({ kind: 'deadline', id: 'E9', idDossier: 'D9', refCabinet: '2026/0954/031', titre: 'Relance du client' }),
          ],
          days: [],
        });
      return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalendarPage />);
    await screen.findByTestId('event-hearing');
    expect(screen.getAllByTestId('event-deadline')).toHaveLength(3);
    const filter = screen.getByRole('textbox', { name: 'Dossier (référence)' });
    await user.type(filter, '0954');
    await waitFor(() => expect(screen.queryByTestId('event-hearing')).toBeNull());
    expect(screen.getAllByTestId('event-deadline').map((e) => e.textContent)).toEqual(['Échéance · Relance du client · 2026/0954/031']);
    await user.clear(filter);
    await user.type(filter, '1234/1201');
    await waitFor(() => expect(screen.getByTestId('event-hearing')).toBeInTheDocument());
    expect(screen.queryAllByTestId('event-deadline')).toEqual([]);
  });

  it('greys a performed deadline, says so on it and in the legend, and leaves the open one in its colour', async () => {
    signIn({ roles: ['ADMIN'] });
    serve();
    const user = userEvent.setup({ delay: null });
    renderPage(<CalendarPage />);
    await user.selectOptions(await screen.findByTestId('calendar-owner'), await screen.findByRole('option', { name: 'Salma Alaoui' }));
    const [open, performed] = (await screen.findAllByTestId('event-deadline')) as [HTMLElement, HTMLElement];
    expect(performed).toHaveTextContent('Échéance · Dépôt des conclusions · 2026/1201/145 · effectuée');
    expect(open).not.toHaveTextContent('effectuée');
    const box = (label: HTMLElement) => label.closest<HTMLElement>('.rbc-event')!;
    expect(box(performed).style.background).toBe('rgb(226, 232, 240)');
    expect(box(open).style.background).toBe('rgb(107, 70, 193)');
    expect(screen.getByTestId('legend-performed')).toHaveTextContent('Échéance effectuée');
  });
});

describe('the month grid for assistive technology', () => {
  it('shows in the week view a hearing with its court, and a cabinet hearing with its courtroom, each isolated', async () => {
    signIn({ roles: ['ADMIN'] });
    const cabinetHearing = event({
      kind: 'deadline',
      id: 'E3',
      titre: 'Audience',
      heureDebut: '10:00',
      tribunal: 'Tribunal de première instance de Rabat',
      salle: '2',
    });
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/Users/for-structure/S1') return jsonResponse(200, STAFF);
      return jsonResponse(200, { events: [...SALMA.events, cabinetHearing], days: [] });
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<CalendarPage />);
    await screen.findByTestId('event-hearing');
    expect(screen.queryByTestId('event-room')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    const rooms = await screen.findAllByTestId('event-room');
    expect(rooms.map((room) => room.textContent)).toEqual(['Salle 2']);
    expect(rooms[0]!.tagName).toBe('BDI');
    expect(screen.getAllByTestId('event-court').map((court) => court.textContent)).toEqual([
      'Tribunal de première instance de Rabat',
      'Tribunal de première instance de Rabat',
    ]);
  });

  it('claims no table rows without cells: its six weeks of days read as plain content', async () => {
    signIn({ roles: ['ADMIN'] });
    serve();
    renderPage(<CalendarPage />);
    await screen.findByTestId('calendar-owner');
    const month = await waitFor(() => {
      const view = screen.getByTestId('appointment-calendar').querySelector('.rbc-month-view');
      expect(view).not.toBeNull();
      return view!;
    });
    await waitFor(() =>
      expect(month.querySelectorAll('[role="row"], [role="rowgroup"], [role="cell"], [role="columnheader"]')).toHaveLength(0),
    );
    expect(month).not.toHaveAttribute('role');
    expect(month.querySelectorAll('.rbc-date-cell')).toHaveLength(42);
  });
});
