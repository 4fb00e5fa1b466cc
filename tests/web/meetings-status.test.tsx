import { screen, within } from '@testing-library/react';
import { APPOINTMENT_STATUSES } from '@mizan/shared/appointment-statuses';
import { beforeEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import { i18n } from '../../web/src/lib/i18n';
import { routeFetch } from './dossiers-fixtures';
import { renderPage, signIn } from './render';

beforeEach(() => signIn());

const meeting = (statut: string, index: number) => ({
  idRendezVous: `R${index}`,
  date: '2026-11-25',
  heureDebut: `${String(9 + index).padStart(2, '0')}:00:00`,
  heureFin: `${String(9 + index).padStart(2, '0')}:30:00`,
  statut,
  title: `Client ${index}`,
  idUtilisateur: 'U1',
  idDossier: null,
});

const showWeek = () =>
  routeFetch({
    'GET /api/Users/for-structure/S1': [],
    'GET /api/Dashboard/days-for/U1': [],
    'GET /api/Dashboard/audiences-for/U1': [],
    'GET /api/Dashboard/meetings-for/U1': APPOINTMENT_STATUSES.map(meeting),
    'GET /api/Dashboard/Deadlines-for/U1': [],
    'GET /api/Dashboard/alerts-for/U1': [],
  });

/** Issue 29: a person reads a status by its name in their language, never its code (`CNF`). */
describe("the dashboard's meetings of the week", () => {
  it.each([
    ['fr', ['En attente', 'Confirmé', 'Annulé par le cabinet', 'Annulé par le client']],
    ['ar', ['في الانتظار', 'مؤكد', 'ألغاه المكتب', 'ألغاه الموكل']],
    ['en', ['Pending', 'Confirmed', 'Cancelled by the firm', 'Cancelled by the client']],
  ])('names each status in %s, never by its code', async (language, labels) => {
    await i18n.changeLanguage(language);
    showWeek();
    renderPage(<HomePage />);
    const block = within(await screen.findByTestId('block-meetings'));
    for (const [index, label] of labels.entries()) {
      const row = (await block.findByText(`Client ${index}`)).closest('tr') as HTMLElement;
      expect(within(row).getByText(label)).toBeInTheDocument();
    }
    for (const code of APPOINTMENT_STATUSES) expect(block.queryByText(code)).toBeNull();
  });
});
