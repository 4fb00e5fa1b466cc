import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reports } from '@mizan/shared/schemas/reports';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportsPage } from '../../web/src/features/reports/routes/reports-page';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/** Chart.js draws on a canvas jsdom lacks: each chart's type, labels and options are kept instead. */
type Options = { scales: { x: { reverse: boolean }; y: { position: string } }; plugins: { legend: { rtl: boolean } } };
const charts = vi.hoisted(() => [] as { type: string; labels: string[]; options: Options }[]);
vi.mock('chart.js', () => {
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: { type: string; data: { labels: string[] }; options: Options }) {
      charts.push({ type: config.type, labels: config.data.labels, options: config.options });
    }
    destroy() {}
  }
  return {
    Chart,
    BarController: {},
    BarElement: {},
    LineController: {},
    LineElement: {},
    PointElement: {},
    CategoryScale: {},
    LinearScale: {},
    Legend: {},
    Tooltip: {},
  };
});

const REPORT: Reports = {
  calculeLe: '2026-11-28T02:00:00.000Z',
  actualisationDemandee: null,
  du: '2026-10',
  au: '2026-11',
  avocat: null,
  ouverts: {
    parStatut: [{ cle: 'ENC', nombre: 3 }],
    parType: [{ cle: 'CIV', nombre: 3 }],
    parTribunal: [{ cle: 'TPI-RABAT', nombre: 3 }],
    parAvocat: [
      { cle: 'U1', nombre: 2 },
      { cle: 'U2', nombre: 1 },
    ],
  },
  mois: [
    {
      mois: '2026-10',
      nouveaux: 2,
      clos: 0,
      echeancesATemps: 1,
      echeancesEnRetard: 0,
      depensesCentimes: 15000,
      factureCentimes: 0,
      encaisseCentimes: 0,
    },
    {
      mois: '2026-11',
      nouveaux: 1,
      clos: 1,
      echeancesATemps: 2,
      echeancesEnRetard: 1,
      depensesCentimes: 0,
      factureCentimes: 120000,
      encaisseCentimes: 40000,
    },
  ],
  depensesParType: [{ mois: '2026-10', idTypeDepense: 'HON', centimes: 15000 }],
  audiencesParSemaine: [{ semaine: '2026-11-23', nombre: 4 }],
  honorairesParAvocat: [{ idAvocat: 'U2', factureCentimes: 120000, encaisseCentimes: 40000 }],
};
const STAFF = [
  { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', idTypeUtilisateur: 'AVOCAT', actif: true },
  { idUtilisateur: 'U2', nom: 'Alaoui', prenom: 'Salma', idTypeUtilisateur: 'AVOCAT', actif: true },
];
const routes = (report: () => Reports = () => REPORT, extra: Record<string, object> = {}) =>
  routeFetch({
    ...extra,
    'GET /api/Rapports': () => jsonResponse(200, report()),
    'GET /api/Users/for-structure/S1': STAFF,
    'GET /api/Management/GetAllStatutDossiers/.*': [{ value: 'ENC', label: 'En cours' }],
    'GET /api/Management/GetAllTypeDossiers/.*': [{ value: 'CIV', label: 'Civil' }],
    'GET /api/Management/GetAllTribunaux/.*': [{ value: 'TPI-RABAT', label: 'TPI de Rabat' }],
    'GET /api/Management/GetAllTypeDepenses/.*': [{ value: 'HON', label: 'Honoraires' }],
  });

beforeEach(() => {
  charts.length = 0;
  signIn();
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

const rowOf = (section: string, label: string) =>
  within(screen.getByTestId(`report-${section}`))
    .getByText(label)
    .closest('tr')?.textContent ?? '';

describe('/Reports', () => {
  it('shows each figure as a chart and a table, with its labels, amounts in dirhams and when it was computed', async () => {
    routes();
    renderPage(<ReportsPage />, { path: '/Reports' });
    expect(await screen.findByRole('heading', { name: 'Rapports' })).toBeInTheDocument();
    await waitFor(() => expect(rowOf('byLawyer', 'Salma Alaoui')).toBe('Salma Alaoui1'));
    expect(rowOf('byStatus', 'En cours')).toBe('En cours3');
    expect(rowOf('openedClosed', '2026-11')).toBe('2026-1111');
    expect(rowOf('deadlines', '2026-11')).toBe('2026-1121');
    expect(rowOf('hearings', '2026-11-23')).toBe('2026-11-234');
    expect(rowOf('fees', '2026-11').replace(/\s/g, ' ')).toBe('2026-111 200,00 MAD400,00 MAD');
    expect(within(screen.getByTestId('report-expenses')).getByText('Honoraires')).toBeInTheDocument();
    expect(screen.getByTestId('report-fees')).toHaveTextContent(/moins celui de chaque avoir dans le mois de l'avoir/);
    expect(screen.getByTestId('report-byStatus')).not.toHaveTextContent(/avoir/);
    expect(screen.getByTestId('reports-computed')).toHaveTextContent('Chiffres calculés le 28/11/2026 03h00');
    expect(charts.map((chart) => chart.type)).toEqual(['bar', 'bar', 'bar', 'bar', 'line', 'bar', 'bar', 'bar', 'line', 'bar']);
    expect(charts[0]!.options.scales.x.reverse).toBe(false);
  });

  it('asks for the figures now, says they are being computed, and shows the new ones once the job wrote them', async () => {
    let report: Reports = REPORT;
    const asked = '2026-11-29T10:15:00.000Z';
    const calls = routes(() => report, {
      'POST /api/Rapports/actualiser': () => {
        report = { ...REPORT, actualisationDemandee: asked };
        return jsonResponse(202, { demandeLe: asked });
      },
    });
    const user = userEvent.setup({ delay: null });
    renderPage(<ReportsPage />, { path: '/Reports' });
    await screen.findByText('Chiffres calculés le 28/11/2026 03h00');
    await user.click(screen.getByTestId('reports-refresh'));
    expect(await screen.findByText(/^Calcul des chiffres en cours \(demandé le 29\/11\/2026 11h15\)/)).toBeInTheDocument();
    expect(screen.getByTestId('reports-refresh')).toBeDisabled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The job wrote them: the next read (every 3 s while computing) shows them, and the button is back.
    report = { ...REPORT, calculeLe: '2026-11-29T10:16:00.000Z' };
    expect(await screen.findByText('Chiffres calculés le 29/11/2026 11h16', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('reports-refresh')).toBeEnabled();
  });

  it('asks the period and the lawyer chosen', async () => {
    const calls = routes();
    renderPage(<ReportsPage />, { path: '/Reports' });
    await screen.findByTestId('report-byStatus');
    fireEvent.change(screen.getByLabelText('Du mois'), { target: { value: '2026-01' } });
    fireEvent.change(screen.getByLabelText('Au mois'), { target: { value: '2026-06' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Salma Alaoui' })).toBeInTheDocument());
    fireEvent.change(screen.getByLabelText('Avocat'), { target: { value: 'U2' } });
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((call) => call.path === '/api/Rapports').at(-1)!.query)).toEqual({
        du: '2026-01',
        au: '2026-06',
        avocat: 'U2',
      }),
    );
  });

  it('a lawyer has no lawyer filter: their own figures', async () => {
    signIn({ roles: ['USER'] });
    routes();
    renderPage(<ReportsPage />, { path: '/Reports' });
    await screen.findByTestId('report-byStatus');
    expect(screen.queryByLabelText('Avocat')).not.toBeInTheDocument();
  });

  it('mirrors the charts in Arabic: x axis right to left, y axis and legend on the right', async () => {
    await i18n.changeLanguage('ar');
    routes();
    renderPage(<ReportsPage />, { path: '/Reports' });
    expect(await screen.findByRole('heading', { name: 'التقارير' })).toBeInTheDocument();
    await waitFor(() => expect(charts.length).toBeGreaterThan(0));
    const last = charts.at(-1)!;
    expect(last.options.scales.x.reverse).toBe(true);
    expect(last.options.scales.y.position).toBe('right');
    expect(last.options.plugins.legend.rtl).toBe(true);
  });
});
