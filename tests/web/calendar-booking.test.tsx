import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientDossierAppointments } from '../../web/src/features/calendar/components/client-dossier-appointments';
import type { ApiResponse } from '../../web/src/lib/api-client';
import { i18n } from '../../web/src/lib/i18n';
import { jsonResponse, renderPage, signIn } from './render';

const fetchMock = vi.fn<typeof fetch>();
const DOSSIER = { id: 'D1', refCabinet: '2026/1187/092', idUtilisateur: 'LAWYER' } as unknown as ApiResponse<'dossiers.get'>;

/** The week the dialog asks for first: the free slots of its days, on the Tuesday only. */
const week = (url: URL) => {
  const start = url.searchParams.get('dateDebut')!;
  const day = (n: number) => new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  return Array.from({ length: 7 }, (_, n) => ({
    jour: day(n),
    slots: n === 1 ? [{ dateDebut: `${day(n)}T09:00:01`, dateFin: `${day(n)}T09:30:00` }] : [],
  }));
};

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn({ roles: ['CLT'], name: 'Fatima Zahra El Idrissi' });
});

const serve = (booking: () => Response) =>
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (init.method === 'POST' && url.pathname === '/api/Calendar/create-rendez-vous') return booking();
    if (url.pathname === '/api/Calendar/user/LAWYER/disponibilites') return jsonResponse(200, week(url));
    if (url.pathname === '/api/Calendar/user/U1/rendezvous') return jsonResponse(200, []);
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });

const openDialog = async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<ClientDossierAppointments dossier={DOSSIER} />);
  await user.click(await screen.findByRole('button', { name: 'Prendre rendez-vous' }));
  const dialog = await screen.findByTestId('booking-dialog');
  return { user, dialog };
};

describe('the booking dialog', () => {
  it('shows a week from Monday in 7 columns, enables Validate only on a chosen slot, and sums it up before sending', async () => {
    serve(() => jsonResponse(201, {}));
    const { user, dialog } = await openDialog();
    await within(dialog).findByRole('button', { name: '09h00' });
    expect(within(dialog).getAllByText('Aucun créneau disponible')).toHaveLength(6);
    const validate = within(dialog).getByTestId('booking-validate');
    expect(validate).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '09h00' }));
    expect(within(dialog).getByRole('button', { name: '09h00' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(validate);
    expect(within(dialog).getByTestId('booking-summary')).toHaveTextContent(/Rendez-vous demandé : .*09h00–09h30/);
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByTestId('booking-send'));
    await waitFor(() => expect(screen.queryByTestId('booking-dialog')).toBeNull());
    const body = JSON.parse(String(posts()[0]?.[1]?.body)) as Record<string, string>;
    expect(body).toMatchObject({ idDossier: 'D1', idUtilisateur: 'LAWYER', heureDebut: '09:00:00', heureFin: '09:30:00' });
  });

  it('stays open and says why when the slot was just taken', async () => {
    serve(() =>
      jsonResponse(409, { statusCode: 409, error: 'slot_taken', message: "Ce créneau vient d'être réservé. Merci d'en choisir un autre." }),
    );
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: '09h00' }));
    await user.click(within(dialog).getByTestId('booking-validate'));
    await user.click(within(dialog).getByTestId('booking-send'));
    expect(await within(dialog).findByText("Ce créneau vient d'être réservé. Merci d'en choisir un autre.")).toBeInTheDocument();
    expect(screen.getByTestId('booking-dialog')).toBeInTheDocument();
    expect(within(dialog).getByTestId('booking-validate')).toBeDisabled();
  });

  it('says which rule refused the booking: a date too far ahead, too many pending requests', async () => {
    const far = "Un rendez-vous se réserve au plus 60 jours à l'avance";
    const pending = 'Vous avez déjà 3 demandes de rendez-vous en attente avec cet avocat : attendez sa réponse ou annulez-en une';
    const answers = [
      jsonResponse(400, {
        statusCode: 400,
        error: 'validation_failed',
        message: 'Données invalides',
        details: [{ field: 'date', code: 'booking_too_far', message: far }],
      }),
      jsonResponse(409, {
        statusCode: 409,
        error: 'conflict',
        message: pending,
        details: [{ field: 'idUtilisateur', code: 'booking_pending_limit', message: pending }],
      }),
    ];
    serve(() => answers.shift()!);
    const { user, dialog } = await openDialog();
    for (const said of [far, pending]) {
      await user.click(await within(dialog).findByRole('button', { name: '09h00' }));
      await user.click(within(dialog).getByTestId('booking-validate'));
      await user.click(within(dialog).getByTestId('booking-send'));
      expect(await within(dialog).findByText(said)).toBeInTheDocument();
      expect(screen.getByTestId('booking-dialog')).toBeInTheDocument();
    }
  });

  it("says 'Aucune disponibilité' when the lawyer has none, and moves by 7 days", async () => {
    // No windows at all (and no appointments).
    fetchMock.mockImplementation(async () => jsonResponse(200, []));
    const { user, dialog } = await openDialog();
    await within(dialog).findByText('Aucune disponibilité');
    const asked = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname.endsWith('/disponibilites'));
    const first = asked()[0]!.searchParams.get('dateDebut')!;
    expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(1);
    await user.click(within(dialog).getByTestId('booking-next'));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('dateDebut')).not.toBe(first));
    const next = asked().at(-1)!;
    expect((Date.parse(next.searchParams.get('dateDebut')!) - Date.parse(first)) / 86_400_000).toBe(7);
    expect((Date.parse(next.searchParams.get('dateFin')!) - Date.parse(next.searchParams.get('dateDebut')!)) / 86_400_000).toBe(6);
  });

  /** The day and month each column's label ends with, as read (Arabic's direction marks left out). */
  const dayLabels = async (dialog: HTMLElement) => {
    await within(dialog).findByText(/09[h:]00/);
    return [...dialog.querySelectorAll<HTMLElement>('[data-testid^="booking-day-"]')].map((day) => ({
      jour: day.dataset.testid!.slice('booking-day-'.length),
      label: (day.firstElementChild?.textContent ?? '').replace(/[\u200e\u200f\u061c]/g, ''),
    }));
  };

  it.each(['fr', 'ar', 'en'] as const)(
    'labels each day with its weekday and its own day and month, in %s (formatted from the parts, never cut)',
    async (language) => {
      await i18n.changeLanguage(language);
      serve(() => jsonResponse(201, {}));
      const user = userEvent.setup({ delay: null });
      renderPage(<ClientDossierAppointments dossier={DOSSIER} />);
      await user.click(await screen.findByTestId('book-appointment'));
      const labels = await dayLabels(await screen.findByTestId('booking-dialog'));
      expect(labels).toHaveLength(7);
      for (const { jour, label } of labels) {
        const [, month, day] = jour.split('-');
        // 30 November reads 30/11, not 30/1 (Arabic's 30‏/11‏/2026 cut after 5 characters).
        expect(label, jour).toMatch(new RegExp(`\\S ${day}/${month}$`));
      }
    },
  );
});
