import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import { SettingsPage } from '../../web/src/features/settings/routes/settings-page';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

const EMPTY_DASHBOARD = {
  'GET /api/Users/for-structure/S1': [{ idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true }],
  'GET /api/Dashboard/(days|audiences|meetings|Deadlines|alerts)-for/U1': [],
};
const steps = (open: string[]) => ({
  steps: ['colleague', 'availability', 'dossier', 'firmDetails'].map((step) => ({ step, done: !open.includes(step) })),
});

const DETAILS = {
  nom: 'Cabinet Tazi',
  adresse: '',
  ville: '',
  phone: '',
  email: '',
  siteWeb: '',
  identifiantFiscal: '',
  ice: '',
  taxeProfessionnelle: '',
  rc: '',
  barreau: '',
  version: 3,
};

beforeEach(() => {
  signIn();
});

describe("a new firm's checklist on the admin's dashboard", () => {
  it('lists the open steps as links to where each is done and the done ones ticked', async () => {
    routeFetch({ ...EMPTY_DASHBOARD, 'GET /api/Dashboard/checklist': steps(['availability', 'firmDetails']) });
    renderPage(<HomePage />);
    const block = within(await screen.findByTestId('firm-checklist'));
    expect(block.getByRole('heading', { name: 'Premiers pas de votre cabinet' })).toBeInTheDocument();
    expect(block.getByRole('link', { name: 'Ajouter des disponibilités' })).toHaveAttribute('href', '/Settings?tab=availabilities');
    expect(block.getByRole('link', { name: 'Renseigner l’adresse et le téléphone du cabinet' })).toHaveAttribute(
      'href',
      '/Settings?tab=firm',
    );
    expect(block.queryByRole('link', { name: 'Inviter un collègue' })).toBeNull();
    expect(screen.getByTestId('checklist-colleague')).toHaveAttribute('data-done', 'true');
    expect(screen.getByTestId('checklist-dossier')).toHaveAttribute('data-done', 'true');
  });

  it('is not shown once every step is done, nor to a lawyer (who reads nothing of it)', async () => {
    const calls = routeFetch({ ...EMPTY_DASHBOARD, 'GET /api/Dashboard/checklist': { steps: [] } });
    renderPage(<HomePage />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Dashboard/checklist')).toBe(true));
    expect(screen.queryByTestId('firm-checklist')).toBeNull();

    signIn({ roles: ['USER'] });
    const lawyerCalls = routeFetch(EMPTY_DASHBOARD);
    renderPage(<HomePage />);
    await waitFor(() => expect(lawyerCalls.filter((c) => c.path.startsWith('/api/Dashboard/'))).toHaveLength(5));
    expect(lawyerCalls.some((c) => c.path === '/api/Dashboard/checklist')).toBe(false);
  });

  it('is dismissed for good by the admin', async () => {
    const calls = routeFetch({
      ...EMPTY_DASHBOARD,
      'GET /api/Dashboard/checklist': steps(['colleague']),
      'POST /api/Dashboard/checklist/dismiss': { steps: [] },
    });
    renderPage(<HomePage />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Masquer définitivement' }));
    await waitFor(() => expect(screen.queryByTestId('firm-checklist')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/Dashboard/checklist/dismiss']);
  });
});

describe('Settings › Cabinet', () => {
  it("opens from the checklist's link, stops an ICE short of 15 digits by the shared rule, then saves the details on the version read", async () => {
    let saved: Record<string, unknown> | undefined;
    routeFetch({
      'GET /api/Calendar/user/U1': [],
      'GET /api/Cabinet': DETAILS,
      'PUT /api/Cabinet': (call) => {
        const body = call.body as Record<string, unknown>;
        saved = body;
        return jsonResponse(200, { ...DETAILS, ...body, version: 4 });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<SettingsPage />, { path: '/Settings', initialEntry: '/Settings?tab=firm' });
    const form = within(await screen.findByTestId('firm-details-form'));
    expect(form.getByLabelText(/Nom du cabinet/)).toHaveValue('Cabinet Tazi');

    // The shared rule stops a 14-digit ICE before any request.
    await user.type(form.getByLabelText('ICE (15 chiffres)'), '12345678901234');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    expect(await form.findByText("L'ICE compte exactement 15 chiffres")).toBeInTheDocument();

    await user.type(form.getByLabelText('ICE (15 chiffres)'), '5');
    await user.type(form.getByLabelText('Adresse'), '12, Boulevard d’Anfa');
    await user.type(form.getByLabelText('Ville'), 'Casablanca');
    await user.type(form.getByLabelText('Téléphone'), '0522123456');
    await user.click(form.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      nom: 'Cabinet Tazi',
      adresse: '12, Boulevard d’Anfa',
      ville: 'Casablanca',
      phone: '0522123456',
      ice: '123456789012345',
      version: 3,
    });
  });
});
