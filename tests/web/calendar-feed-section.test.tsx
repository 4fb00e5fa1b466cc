import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CalendarFeedSection } from '../../web/src/features/profile/components/calendar-feed-section';
import { toaster } from '../../web/src/lib/toaster';
import { routeFetch } from './dossiers-fixtures';
import { renderPage, signIn } from './render';

const toasts = vi.spyOn(toaster, 'create');
beforeEach(() => {
  toasts.mockClear();
  signIn();
});

const URL = 'http://127.0.0.1:3000/api/Calendar/feed/secret-token';

describe('the calendar subscription on the profile page', () => {
  it('makes no address on reading; Make an address shows it once, then only its date', async () => {
    const calls = routeFetch({
      'GET /api/Calendar/feed-url': { url: null, actif: false, dateCreation: null },
      'POST /api/Calendar/feed-url/regenerate': { url: URL, actif: true, dateCreation: '2026-11-22T17:00:00.000Z' },
    });
    renderPage(<CalendarFeedSection />);
    expect(await screen.findByTestId('calendar-feed-status')).toHaveTextContent("Aucune adresse d'abonnement active");
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/Calendar/feed-url']);

    fireEvent.click(screen.getByTestId('calendar-feed-regenerate'));
    expect(await screen.findByTestId('calendar-feed-url')).toHaveValue(URL);
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ type: 'success', title: "Adresse d'abonnement créée" })),
    );
    expect(screen.getByTestId('calendar-feed-revoke')).toBeInTheDocument();
  });

  it('puts the kinds the person keeps in the address, one kind at least', async () => {
    routeFetch({
      'GET /api/Calendar/feed-url': { url: null, actif: false, dateCreation: null },
      'POST /api/Calendar/feed-url/regenerate': { url: URL, actif: true, dateCreation: '2026-11-22T17:00:00.000Z' },
    });
    renderPage(<CalendarFeedSection />);
    fireEvent.click(await screen.findByTestId('calendar-feed-regenerate'));
    const address = await screen.findByTestId('calendar-feed-url');
    const box = (name: string) => screen.getByRole('checkbox', { name });
    fireEvent.click(box('Rendez-vous'));
    await waitFor(() => expect(address).toHaveValue(`${URL}?kinds=hearing,deadline`));
    fireEvent.click(box('Audience'));
    await waitFor(() => expect(address).toHaveValue(`${URL}?kinds=deadline`));
    // the last kind cannot be unticked
    expect(box('Échéance')).toBeChecked();
    expect(box('Échéance')).toBeDisabled();
    fireEvent.click(box('Rendez-vous'));
    fireEvent.click(box('Audience'));
    await waitFor(() => expect(address).toHaveValue(URL));
  });
});
