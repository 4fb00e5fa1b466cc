import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AvailabilityPanel } from '../../web/src/features/settings/components/availability-panel';
import { jsonResponse, renderPage, signIn } from './render';

const fetchMock = vi.fn<typeof fetch>();
const SAVED = [{ id: 'W1', idJour: 1, jour: 'Lundi', idUtilisateur: 'U1', heureDebut: '09:00:01', heureFin: '09:30:00', actif: true }];

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (init.method === 'POST') return jsonResponse(201, { ...SAVED[0], id: 'W2' });
    if (url === '/api/Calendar/user/U1') return jsonResponse(200, SAVED);
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });
});

const posted = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('Settings → Availabilities', () => {
  it("lists 'day: start-end', refuses an incomplete or overlapping window, and saves each new one with the documented seconds", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<AvailabilityPanel />);
    const list = await screen.findByTestId('availability-list');
    expect(within(list).getByText('lundi: 09:00-09:30')).toBeInTheDocument();
    expect(screen.getByTestId('availability-save')).toBeDisabled();

    await user.click(screen.getByTestId('availability-add'));
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez remplir tous les champs.');

    await user.selectOptions(screen.getByRole('combobox', { name: /Jour/ }), '1');
    await user.type(screen.getByLabelText(/Heure de début/), '09:15');
    await user.selectOptions(screen.getByRole('combobox', { name: /Durée/ }), '30');
    await user.click(screen.getByTestId('availability-add'));
    expect(screen.getByRole('alert')).toHaveTextContent('Ce créneau chevauche une autre disponibilité.');

    await user.clear(screen.getByLabelText(/Heure de début/));
    await user.type(screen.getByLabelText(/Heure de début/), '10:00');
    await user.click(screen.getByTestId('availability-add'));
    expect(within(list).getByText(/lundi: 10:00-10:30/)).toBeInTheDocument();
    expect(posted()).toEqual([]);

    await user.click(screen.getByTestId('availability-save'));
    await waitFor(() => expect(posted()).toEqual([{ idJour: 1, heureDebut: '10:00:01', heureFin: '10:30:00' }]));
  });
});
