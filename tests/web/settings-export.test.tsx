import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '@mizan/shared/schemas/exports';
import { SettingsPage } from '../../web/src/features/settings/routes/settings-page';
import { jsonResponse, renderPage, signIn } from './render';

/** Settings › Export: the administrator starts the firm's export, sees it progress, then downloads it. */
const JOB_ID = '01JEXPORT0000000000000000A';
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: JOB_ID,
  etat: 'ENC',
  creeLe: '2026-11-28T09:00:00.000Z',
  termineLe: null,
  taille: null,
  lien: null,
  lienExpireLe: null,
  ...over,
});
const READY = job({
  etat: 'PRE',
  termineLe: '2026-11-28T09:01:00.000Z',
  taille: 2048,
  lien: 'http://127.0.0.1:9000/documents/exports/F/job.zip?X-Amz-Expires=86400',
  lienExpireLe: '2026-11-29T09:01:00.000Z',
});

const fetchMock = vi.fn<typeof fetch>();
/** The job's successive states, one per read (the last one repeats), and the firm's latest jobs. */
const serve = (states: ExportJob[], latest: ExportJob[] = []) =>
  fetchMock.mockImplementation(async (input, init = {}) => {
    const url = String(input);
    if (init.method === 'POST' && url === '/api/Cabinet/exports') return jsonResponse(202, job({}));
    if (url === '/api/Cabinet/exports') return jsonResponse(200, latest);
    if (url === `/api/Cabinet/exports/${JOB_ID}`) return jsonResponse(200, states.length > 1 ? states.shift()! : states[0]!);
    if (url.startsWith('/api/Calendar/user/')) return jsonResponse(200, []);
    return jsonResponse(404, { statusCode: 404, error: 'not_found', message: 'Introuvable' });
  });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  signIn();
});

const openPanel = async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(<SettingsPage />);
  await user.click(await screen.findByRole('tab', { name: 'Exportation' }));
  return user;
};
const startExport = async () => {
  const user = await openPanel();
  await user.click(await screen.findByRole('button', { name: "Lancer l'export" }));
};

describe('Settings › Export', () => {
  it('starts the export once, shows its progress while it runs, then the download link and its expiry', async () => {
    serve([job({}), READY]);
    await startExport();
    expect(await screen.findByTestId('export-running')).toHaveTextContent('Export en cours');
    const link = await screen.findByRole('link', { name: "Télécharger l'archive ZIP" }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', READY.lien);
    expect(screen.getByTestId('export-ready')).toHaveTextContent('Lien valable jusqu');
    expect(screen.queryByTestId('export-running')).toBeNull();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(new Headers(posts[0]![1]!.headers).get('Idempotency-Key')).toBeTruthy();
  });

  it("shows the firm's newest job on opening, with its link, without starting one", async () => {
    serve([READY], [job({ etat: 'PRE', termineLe: READY.termineLe, taille: 2048 })]);
    await openPanel();
    expect(await screen.findByRole('link', { name: "Télécharger l'archive ZIP" })).toHaveAttribute('href', READY.lien);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('says when the export failed', async () => {
    serve([job({ etat: 'ECH', termineLe: '2026-11-28T09:01:00.000Z' })]);
    await startExport();
    expect(await screen.findByTestId('export-failed')).toHaveTextContent("L'export a échoué");
  });

  it('says when the link has expired', async () => {
    serve([{ ...READY, lien: null, lienExpireLe: '2026-11-27T09:01:00.000Z' }]);
    await startExport();
    expect(await screen.findByTestId('export-expired')).toHaveTextContent('a expiré');
  });
});
