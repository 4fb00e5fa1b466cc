import { screen, within } from '@testing-library/react';
import type { CourtEvent } from '@mizan/shared/court-events';
import { beforeEach, describe, expect, it } from 'vitest';
import { CourtEventText } from '../../web/src/components/court-event';
import { DataTable } from '../../web/src/components/data-table';
import { DossierHistory } from '../../web/src/features/dossiers/components/dossier-history';
import { PartyCards } from '../../web/src/features/dossiers/components/party-cards';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import { i18n } from '../../web/src/lib/i18n';
import { onePage, routeFetch } from './dossiers-fixtures';
import { renderPage, signIn } from './render';

/**
 * Issue 29, "It must never mislead": a value that may hold text of the other direction sits in its
 * own <bdi>, once, in the shared display components; a court change is worded from its data in
 * the reader's language, the old date before the new one.
 */
const visible = (text: string | null) => (text ?? '').replace(/[\u200e\u200f\u061c]/g, '');
const moved: CourtEvent = { kind: 'REPORT', step: 'جلسة', before: '2026-12-11T10:00', after: '2026-11-28T10:00' };

/** The <bdi> parts of an element, in the document's (reading) order: [name, visible text]. */
const parts = (element: HTMLElement) =>
  [...element.querySelectorAll('bdi')].map((bdi): [string, string] => [bdi.dataset.part ?? '', visible(bdi.textContent)]);

beforeEach(() => signIn());

describe('a court change worded from its data', () => {
  it('in French: the step, then the old date, then the new one, each in its own <bdi>', async () => {
    renderPage(
      <p data-testid="event">
        <CourtEventText event={moved} />
      </p>,
    );
    const event = await screen.findByTestId('event');
    expect(event).toHaveTextContent('جلسة : 11/12/2026 10h00 → 28/11/2026 10h00');
    expect(parts(event)).toEqual([
      ['step', 'جلسة'],
      ['before', '11/12/2026 10h00'],
      ['after', '28/11/2026 10h00'],
    ]);
  });

  it('in Arabic: the arrow points from the old date to the new one, dates as Arabic writes them', async () => {
    await i18n.changeLanguage('ar');
    renderPage(
      <p data-testid="event">
        <CourtEventText event={moved} />
      </p>,
    );
    const event = await screen.findByTestId('event');
    expect(visible(event.textContent)).toBe('جلسة: 11/12/2026 10:00 ← 28/11/2026 10:00');
    expect(parts(event).map(([part]) => part)).toEqual(['step', 'before', 'after']);
  });

  it('in English, a date that is not there is a dash', async () => {
    await i18n.changeLanguage('en');
    renderPage(
      <p data-testid="event">
        <CourtEventText event={{ ...moved, before: null }} />
      </p>,
    );
    expect(await screen.findByTestId('event')).toHaveTextContent('جلسة: — → 28/11/2026 10:00');
  });
});

describe('the shared table isolates its values', () => {
  it('text, links, names, dates and amounts each in a <bdi>', async () => {
    type Row = {
      ref: { id: string; label: string };
      libelle: string;
      clients: { nom: string; prenom: string }[];
      jour: string;
      montant: number;
    };
    renderPage(
      <DataTable<Row>
        columns={[
          { key: 'ref', header: 'Réf', type: 'customUrl', to: (row) => `/Folder?id=${row.ref.id}` },
          { key: 'libelle', header: 'Libellé' },
          { key: 'clients', header: 'Clients', type: 'clients' },
          { key: 'jour', header: 'Date', type: 'date' },
          { key: 'montant', header: 'Montant', type: 'amount' },
        ]}
        rows={[
          {
            ref: { id: 'D1', label: '2026/1187/092' },
            libelle: 'عقد الزواج.docx',
            clients: [
              { nom: 'بناني', prenom: 'سلمى' },
              { nom: 'Tazi', prenom: 'Omar' },
            ],
            jour: '2026-11-30',
            montant: 1250.5,
          },
        ]}
      />,
    );
    const link = await screen.findByRole('link', { name: '2026/1187/092' });
    expect(link.querySelector('bdi')).toHaveTextContent('2026/1187/092');
    const row = link.closest('tr')!;
    expect(parts(row).map(([, text]) => text.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      '2026/1187/092',
      'عقد الزواج.docx',
      'بناني سلمى',
      'Tazi Omar',
      '30/11/2026',
      '1 250,50 MAD',
    ]);
  });
});

describe('the notifications of the dashboard', () => {
  it("word a court change from its data, and show an older alert's text isolated", async () => {
    const ref = (label: string) => ({ id: 'D1', label });
    const alert = {
      source: 'court',
      refCabinet: ref('2026/1187/092'),
      refTribunal: ref('1629/1201/2026'),
      dateAlert: '2026-11-28T10:00:00+01:00',
      clients: [{ nom: 'سلمى بناني' }],
      lu: false,
    };
    routeFetch({
      'GET /api/Users/for-structure/S1': [],
      'GET /api/Dashboard/days-for/U1': [],
      'GET /api/Dashboard/audiences-for/U1': [],
      'GET /api/Dashboard/meetings-for/U1': [],
      'GET /api/Dashboard/Deadlines-for/U1': [],
      'GET /api/Dashboard/alerts-for/U1': [
        { ...alert, id: 'A1', label: 'Audience reportée — …', titre: 'Audience reportée', texte: '', evenement: moved },
        {
          ...alert,
          id: 'A2',
          label: 'Nouveau message du client — …',
          titre: 'Nouveau message du client',
          texte: 'عقد الزواج.docx',
          evenement: null,
        },
      ],
    });
    renderPage(<HomePage />);
    const notifications = within(await screen.findByTestId('block-notifications'));
    const report = (await notifications.findByText('Audience reportée', { exact: false })).closest('td')!;
    expect(report).toHaveTextContent('Audience reportée — جلسة : 11/12/2026 10h00 → 28/11/2026 10h00');
    expect(parts(report)).toEqual([
      ['step', 'جلسة'],
      ['before', '11/12/2026 10h00'],
      ['after', '28/11/2026 10h00'],
    ]);
    const message = (await notifications.findByText('عقد الزواج.docx')).closest('td')!;
    expect(message).toHaveTextContent('Nouveau message du client — عقد الزواج.docx');
    expect(notifications.getByText('عقد الزواج.docx').tagName).toBe('BDI');
  });
});

describe('the history of a dossier', () => {
  const entry = (over: Record<string, unknown>) => ({
    idDossier: 'D1',
    dateAction: '2026-11-20T10:00:00.000Z',
    idUtilisateur: 'SYSTEM',
    auteur: 'Mizan',
    ...over,
  });
  const history = (language: string, entries: unknown[]) =>
    routeFetch({
      'GET /api/Dossier/D1/actions': onePage(entries),
      [`GET /api/Management/GetAllTypeActions/${language}`]: [],
    });

  it("words a court change from its data, and shows an entry's text isolated", async () => {
    history('fr', [
      entry({ id: 'H2', idTypeAction: 'TRIBUNAL_REPORT', labelActionDossier: 'Audience reportée', valeur: '…', evenement: moved }),
      entry({ id: 'H1', idTypeAction: 'AJOUT_CLIENT', labelActionDossier: "Ajout d'un client", valeur: 'سلمى بناني 2' }),
    ]);
    renderPage(<DossierHistory dossierId="D1" revision="r1" />);
    const table = within(await screen.findByTestId('dossier-history'));
    const report = (await table.findByText('11/12/2026 10h00')).closest('td')!;
    expect(report).toHaveTextContent('جلسة : 11/12/2026 10h00 → 28/11/2026 10h00');
    expect(parts(report).map(([part]) => part)).toEqual(['step', 'before', 'after']);
    expect(table.getByText('سلمى بناني 2').tagName).toBe('BDI');
  });

  it('in Arabic, a field changed reads from the value before to the value after, the arrow pointing left', async () => {
    await i18n.changeLanguage('ar');
    const change = { field: 'idStatutDossier', before: 'ENC', after: 'SSP', labels: { before: 'جارٍ', after: 'معلق' } };
    history('ar', [entry({ id: 'H3', idTypeAction: 'STATUT', labelActionDossier: 'تغيير الحالة', valeur: '', changes: [change] })]);
    renderPage(<DossierHistory dossierId="D1" revision="r1" />);
    const cell = (await within(await screen.findByTestId('dossier-history')).findByText('معلق')).closest('td')!;
    expect(parts(cell)).toEqual([
      ['field', 'الحالة'],
      ['before', 'جارٍ'],
      ['after', 'معلق'],
    ]);
    expect(cell.textContent).toContain('جارٍ ← معلق');
  });
});

describe('a court changed in the identification', () => {
  it('shows a first-instance court by the label the API gave it, in the reader’s language, isolated', async () => {
    const change = {
      field: 'idTribunal',
      before: 'CA-RABAT',
      after: 'TPI-RABAT',
      labels: { before: 'محكمة الاستئناف بالرباط', after: 'المحكمة الابتدائية بالرباط' },
    };
    await i18n.changeLanguage('ar');
    routeFetch({
      'GET /api/Dossier/D1/actions': onePage([
        {
          id: 'H5',
          idDossier: 'D1',
          idTypeAction: 'IDENTIFICATION',
          labelActionDossier: 'تعديل التعريف',
          valeur: '',
          dateAction: '2026-11-20T10:00:00.000Z',
          idUtilisateur: 'U1',
          auteur: 'Salma Alaoui',
          changes: [change],
        },
      ]),
      'GET /api/Management/GetAllTypeActions/ar': [],
    });
    renderPage(<DossierHistory dossierId="D1" revision="r1" />);
    const cell = (await within(await screen.findByTestId('dossier-history')).findByText('المحكمة الابتدائية بالرباط')).closest('td')!;
    expect(parts(cell).slice(1)).toEqual([
      ['before', 'محكمة الاستئناف بالرباط'],
      ['after', 'المحكمة الابتدائية بالرباط'],
    ]);
    expect(cell.textContent).not.toContain('TPI-RABAT');
  });
});

describe('a deadline’s event, worded from its data', () => {
  const moved = {
    id: 'H4',
    idDossier: 'D1',
    idTypeAction: 'MODIFICATION_ECHEANCE',
    valeur: '…',
    dateAction: '2026-11-20T10:00:00.000Z',
    idUtilisateur: 'U1',
    auteur: 'Salma Alaoui',
    echeance: { echeance: { idTypeEcheance: 'AUD', typeEcheance: 'جلسة', date: '2026-12-20T09:30', idUtilisateur: 'U1' }, suivantes: [] },
    changes: [{ field: 'dateEcheance', before: '2026-12-10', after: '2026-12-20T09:30:00+01:00' }],
  };
  const history = (language: string) =>
    routeFetch({
      'GET /api/Dossier/D1/actions': onePage([{ ...moved, labelActionDossier: 'Échéance modifiée' }]),
      [`GET /api/Management/GetAllTypeActions/${language}`]: [],
      'GET /api/Users/for-structure/S1': [],
    });

  it('in French: the type and its date, then the date before and after, each value in its own <bdi>', async () => {
    history('fr');
    renderPage(<DossierHistory dossierId="D1" revision="r1" />);
    const cell = (await within(await screen.findByTestId('dossier-history')).findByText('جلسة')).closest('td')!;
    expect(cell).toHaveTextContent("جلسة du 20/12/2026 09h30 ; Date de l'échéance : 10/12/2026 → 20/12/2026 09h30");
    expect(parts(cell)).toEqual([
      ['type', 'جلسة'],
      ['date', '20/12/2026 09h30'],
      ['field', "Date de l'échéance"],
      ['before', '10/12/2026'],
      ['after', '20/12/2026 09h30'],
    ]);
  });

  it('in Arabic: the same values, each isolated, the arrow pointing left from the old date to the new one', async () => {
    await i18n.changeLanguage('ar');
    history('ar');
    renderPage(<DossierHistory dossierId="D1" revision="r1" />);
    const cell = (await within(await screen.findByTestId('dossier-history')).findByText('جلسة')).closest('td')!;
    expect(parts(cell).map(([part]) => part)).toEqual(['type', 'date', 'field', 'before', 'after']);
    expect(visible(cell.textContent)).toContain('جلسة بتاريخ 20/12/2026 09:30؛ ');
    expect(visible(cell.textContent)).toContain('10/12/2026 ← 20/12/2026 09:30');
  });

  it('on the dashboard: an alerted deadline reads its type and its date, each isolated', async () => {
    routeFetch({
      'GET /api/Users/for-structure/S1': [],
      'GET /api/Dashboard/days-for/U1': [],
      'GET /api/Dashboard/audiences-for/U1': [],
      'GET /api/Dashboard/meetings-for/U1': [],
      'GET /api/Dashboard/Deadlines-for/U1': [],
      'GET /api/Dashboard/alerts-for/U1': [
        {
          id: 'A3',
          source: 'deadline',
          refCabinet: { id: 'D1', label: '2026/1187/092' },
          refTribunal: null,
          dateAlert: '2026-12-20T09:30:00+01:00',
          clients: [],
          lu: false,
          label: 'Échéance dans 3 jours ouvrés — …',
          titre: 'Échéance dans 3 jours ouvrés',
          texte: '',
          evenement: null,
          echeance: moved.echeance,
        },
      ],
    });
    renderPage(<HomePage />);
    const notifications = within(await screen.findByTestId('block-notifications'));
    const cell = (await notifications.findByText('جلسة')).closest('td')!;
    expect(cell).toHaveTextContent('Échéance dans 3 jours ouvrés — جلسة du 20/12/2026 09h30');
    expect(parts(cell)).toEqual([
      ['type', 'جلسة'],
      ['date', '20/12/2026 09h30'],
    ]);
  });
});

describe('a party card', () => {
  it('isolates the legal representative’s name in its sentence', async () => {
    routeFetch({});
    renderPage(
      <PartyCards
        dossierId="D1"
        side="client"
        parties={[{ idClient: 'C1', idTypeClient: 'PM', raisonSociale: 'Atlas SA', rc: 'RC1', representantLegal: 'كريم الإدريسي' }]}
        onChanged={() => undefined}
      />,
    );
    const representative = await screen.findByTestId('party-representative');
    expect(representative).toHaveTextContent('Représentant légal : كريم الإدريسي');
    expect(parts(representative)).toEqual([['name', 'كريم الإدريسي']]);
  });
});
