import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ClientDossierAppointments } from '../../web/src/features/calendar/components/client-dossier-appointments';
import { ClientPage } from '../../web/src/features/clients/routes/client-page';
import { ClientsPage } from '../../web/src/features/clients/routes/clients-page';
import { DossierDocuments } from '../../web/src/features/documents/components/dossier-documents';
import { CabinetDeadlines } from '../../web/src/features/dossiers/components/cabinet-deadlines';
import { CourtDeadlines } from '../../web/src/features/dossiers/components/court-deadlines';
import { DossierExpenses } from '../../web/src/features/dossiers/components/dossier-expenses';
import { DossierHistory } from '../../web/src/features/dossiers/components/dossier-history';
import { DossierNotes } from '../../web/src/features/dossiers/components/dossier-notes';
import { DossiersPage } from '../../web/src/features/dossiers/routes/dossiers-page';
import { HomePage } from '../../web/src/features/home/routes/home-page';
import { MessagesPage } from '../../web/src/features/messages/routes/messages-page';
import { ClientDossiersPage } from '../../web/src/features/portal/routes/client-dossiers-page';
import { AvailabilityPanel } from '../../web/src/features/settings/components/availability-panel';
import { ClosureDaysPanel } from '../../web/src/features/settings/components/closure-days-panel';
import { DeadlineTypesTab } from '../../web/src/features/settings/components/type-tabs';
import type { ApiResponse } from '../../web/src/lib/api-client';
import { NO_EXPENSES, onePage, OPTIONS, routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

/**
 * Issue 29, "it must never mislead": while a read is under way a panel says it is loading, never
 * that there is nothing ('Aucune note!', 'Jamais synchronisé…'); the empty text comes only with an
 * empty answer, and a failed read shows its failure instead.
 */

/** Answers held back until the test opens the gate: the reads stay pending until then. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, answer: (body: unknown) => () => opened.then(() => jsonResponse(200, body)) };
};

const FAILURE = { statusCode: 500, error: 'internal_error', message: 'Erreur interne du serveur.' };
const failed = () => jsonResponse(500, FAILURE);

const DOSSIER = { id: 'D1', idUtilisateur: 'U1', refCabinet: 'REF-001', documents: [] } as unknown as ApiResponse<'dossiers.get'>;

type Case = {
  name: string;
  ui: ReactElement;
  /** Where the panel is mounted and opened (the Folder screen's panels read `?id=`). */
  at?: { path: string; initialEntry: string };
  /** The client's screens. */
  client?: boolean;
  /** The reads the panel makes, each answered when the gate opens (`null`: at once, these options). */
  held: Record<string, object>;
  ready?: Record<string, object>;
  /** The texts that say "nothing", and the panel they are in. */
  empty: string[];
  within?: string;
};

const FOLDER = { path: '/Folder', initialEntry: '/Folder?id=D1' };

const CASES: Case[] = [
  {
    name: "the dossier's notes",
    ui: <DossierNotes dossierId="D1" onRecorded={() => undefined} />,
    held: { 'GET /api/Dossier/D1/notes': onePage([]) },
    empty: ['Aucune note!'],
    within: 'panel-notes',
  },
  {
    name: "the dossier's history of actions",
    ui: <DossierHistory dossierId="D1" revision="r1" />,
    ready: OPTIONS,
    held: { 'GET /api/Dossier/D1/actions': onePage([]) },
    empty: ['Aucune action!'],
    within: 'dossier-history',
  },
  {
    name: "the dossier's expenses",
    ui: <DossierExpenses dossierId="D1" refCabinet="REF-001" onRecorded={() => {}} />,
    ready: OPTIONS,
    held: { 'GET /api/Dossier/D1/depenses': NO_EXPENSES },
    empty: ['Aucune depense !'],
    within: 'panel-expenses',
  },
  {
    name: "the dossier's cabinet deadlines",
    ui: <CabinetDeadlines />,
    at: FOLDER,
    held: { 'GET /api/Dossier/D1': DOSSIER, 'GET /api/Dossier/D1/echeances': onePage([]) },
    empty: ['Aucune echeance!'],
    within: 'cabinet-deadlines',
  },
  {
    name: "the dossier's documents",
    ui: <DossierDocuments />,
    at: FOLDER,
    held: { 'GET /api/Dossier/D1': DOSSIER },
    empty: ['Aucun document!'],
    within: 'panel-documents',
  },
  {
    name: 'the court deadlines and the last sync',
    ui: <CourtDeadlines dossier={DOSSIER} canSync={false} />,
    held: {
      'GET /api/Dossier/D1/echeances-mahakim': [],
      'GET /api/Dossier/D1/court-sync': { dernierSucces: null, derniereTentative: null, echec: null },
    },
    empty: ['Aucune echeance!', 'Jamais synchronisé avec le portail des tribunaux'],
    within: 'court-deadlines',
  },
  {
    name: "the dashboard's four blocks",
    ui: <HomePage />,
    ready: { 'GET /api/Users/for-structure/S1': [], 'GET /api/Dashboard/days-for/U1': [] },
    held: {
      'GET /api/Dashboard/audiences-for/U1': [],
      'GET /api/Dashboard/meetings-for/U1': [],
      'GET /api/Dashboard/Deadlines-for/U1': [],
      'GET /api/Dashboard/alerts-for/U1': [],
    },
    empty: ['Aucune audience cette semaine', 'Aucun rendez-vous cette semaine', 'Aucune action urgente', 'Aucune notification'],
  },
  {
    name: "the client's appointments on a dossier",
    ui: <ClientDossierAppointments dossier={DOSSIER} />,
    client: true,
    held: { 'GET /api/Calendar/user/U1/rendezvous': [] },
    empty: ['Aucun rendez-vous'],
    within: 'dossier-appointments',
  },
  {
    name: "the client portal's dossiers",
    ui: <ClientDossiersPage />,
    client: true,
    held: { 'GET /api/Dossier/client/U1': [] },
    empty: ['Aucun dossier.'],
  },
  {
    name: "the firm's dossiers",
    ui: <DossiersPage />,
    ready: OPTIONS,
    held: { 'GET /api/Dossier/user': onePage([]) },
    empty: ['Aucun dossier'],
    within: 'dossiers-table',
  },
  {
    name: "the firm's clients",
    ui: <ClientsPage />,
    held: { 'GET /api/Client/physique/for-user/U1': onePage([]), 'GET /api/Client/morale/for-user/U1': onePage([]) },
    empty: ['Aucun client'],
    within: 'clients-persons',
  },
  {
    name: "a client's dossiers",
    ui: <ClientPage />,
    at: { path: '/Client', initialEntry: '/Client?id=C1' },
    ready: { 'GET /api/Client/C1': { idClient: 'C1', idTypeClient: 'PP', nom: 'Tazi', prenom: 'Salma', cin: 'AB1' } },
    held: { 'GET /api/Client/C1/dossier-for/U1': [] },
    empty: ['Aucun dossier'],
  },
  {
    name: "the settings' closure days",
    ui: <ClosureDaysPanel />,
    held: { 'GET /api/closure-days': [] },
    empty: ['Aucun jour de fermeture.'],
    within: 'panel-closureDays',
  },
  {
    name: "the settings' availabilities",
    ui: <AvailabilityPanel />,
    held: { 'GET /api/Calendar/user/U1': [] },
    empty: ['Aucune disponibilité ajoutée'],
    within: 'panel-availabilities',
  },
  {
    name: "the settings' deadline types",
    ui: <DeadlineTypesTab />,
    held: { 'GET /api/Management/GetAllTypeEcheances': [] },
    empty: ['Aucun type'],
    within: 'panel-deadlineType',
  },
];

const panel = (testId?: string) => (testId ? within(screen.getByTestId(testId)) : screen);
/** 'Chargement…' written, or a page's spinner named so. */
const loadingShown = () => screen.queryAllByText(/^Chargement/).length + screen.queryAllByRole('status', { name: /^Chargement/ }).length;

describe('a panel being loaded is not an empty one', () => {
  it.each(CASES)('$name: loading first, the empty text only once the empty answer came', async (c) => {
    signIn(c.client ? { roles: ['CLT'], name: 'Fatima Zahra El Idrissi' } : {});
    const { open, answer } = gate();
    const calls = routeFetch({
      ...c.ready,
      ...Object.fromEntries(Object.entries(c.held).map(([route, body]) => [route, answer(body)])),
    });
    renderPage(c.ui, c.at);
    await waitFor(() => expect(calls.some((call) => Object.keys(c.held).some((route) => route.endsWith(` ${call.path}`)))).toBe(true));

    await waitFor(() => expect(loadingShown()).toBeGreaterThan(0));
    for (const text of c.empty) expect(screen.queryByText(text)).not.toBeInTheDocument();

    open();
    for (const text of c.empty) expect(await panel(c.within).findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(loadingShown()).toBe(0));
  });
});

describe('a panel whose read failed says so, not "nothing"', () => {
  it("the dossier's notes", async () => {
    signIn();
    routeFetch({ 'GET /api/Dossier/D1/notes': failed });
    renderPage(<DossierNotes dossierId="D1" onRecorded={() => undefined} />);
    const notes = within(screen.getByTestId('panel-notes'));
    expect(await notes.findByRole('alert')).toHaveTextContent('Le chargement a échoué : Erreur interne du serveur.');
    expect(notes.queryByText('Aucune note!')).not.toBeInTheDocument();
    expect(notes.queryByText(/^Chargement/)).not.toBeInTheDocument();
  });

  it('the court sync state: never "Jamais synchronisé" when the state could not be read', async () => {
    signIn();
    routeFetch({ 'GET /api/Dossier/D1/echeances-mahakim': failed, 'GET /api/Dossier/D1/court-sync': failed });
    renderPage(<CourtDeadlines dossier={DOSSIER} canSync={false} />);
    const tab = within(screen.getByTestId('court-deadlines'));
    await waitFor(() =>
      expect(tab.getByTestId('court-last-sync')).toHaveTextContent(
        'Impossible de lire l’état de la synchronisation : Erreur interne du serveur.',
      ),
    );
    expect(await tab.findByTestId('read-failed')).toHaveTextContent('Le chargement a échoué : Erreur interne du serveur.');
    expect(tab.queryByText(/Jamais synchronisé/)).not.toBeInTheDocument();
    expect(tab.queryByText('Aucune echeance!')).not.toBeInTheDocument();
  });

  it("the client's appointments and the portal's list", async () => {
    signIn({ roles: ['CLT'], name: 'Fatima Zahra El Idrissi' });
    routeFetch({ 'GET /api/Calendar/user/U1/rendezvous': failed, 'GET /api/Dossier/client/U1': failed });
    renderPage(
      <>
        <ClientDossierAppointments dossier={DOSSIER} />
        <ClientDossiersPage />
      </>,
    );
    const appointments = within(screen.getByTestId('dossier-appointments'));
    expect(await appointments.findByRole('alert')).toHaveTextContent('Le chargement a échoué');
    expect(appointments.queryByText('Aucun rendez-vous')).not.toBeInTheDocument();
    const list = within(screen.getByTestId('client-dossiers'));
    expect(await list.findByRole('alert')).toHaveTextContent('Le chargement a échoué');
    expect(list.queryByText('Aucun dossier.')).not.toBeInTheDocument();
  });

  it('a thread that could not be read is not an empty thread', async () => {
    signIn({ roles: ['CLT'], name: 'Fatima Zahra El Idrissi' });
    routeFetch({ 'GET /api/Dossier/D1': { id: 'D1', refCabinet: 'REF-001' }, 'GET /api/dossier/D1/messages': failed });
    renderPage(<MessagesPage />, { path: '/Client/Folder/Messages', initialEntry: '/Client/Folder/Messages?id=D1' });
    expect(await screen.findByTestId('read-failed')).toHaveTextContent('Le chargement a échoué : Erreur interne du serveur.');
    expect(screen.queryByText('Aucun message pour l’instant.')).not.toBeInTheDocument();
  });
});
