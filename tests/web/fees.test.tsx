import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DossierHistory } from '../../web/src/features/dossiers/components/dossier-history';
import { ClientAgreement } from '../../web/src/features/fees/components/client-agreement';
import { FeesSection } from '../../web/src/features/fees/components/fees-section';
import { timerKey } from '../../web/src/features/fees/utils/timer';
import { i18n } from '../../web/src/lib/i18n';
import { NO_AGREEMENT, NO_INVOICES, onePage, OPTIONS, routeFetch, type Call } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(() => {
  signIn();
  localStorage.clear();
});
afterEach(async () => {
  await i18n.changeLanguage('fr');
});

/** Intl writes French groups and the space before MAD as narrow no-break spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const field = (testId: string, name: string) => document.querySelector<HTMLInputElement>(`[data-testid="${testId}"] [name="${name}"]`)!;
const type = (testId: string, name: string, value: string) => fireEvent.change(field(testId, name), { target: { value } });
const sent = (calls: Call[], method: string) => calls.filter((call) => call.method === method);

const NO_TIME = { ...onePage([]), nombre: 0, minutes: 0, minutesFacturables: 0, valeurCentimes: 0, minutesSansTaux: 0 };
const STAFF = [
  {
    idUtilisateur: 'U1',
    idStructure: 'S1',
    idTypeUtilisateur: 'AVOCAT',
    typeUtilisateurLabel: 'Avocat',
    idRolUtilisateur: 'ADMIN',
    roleUtilisateurLabel: 'Admin',
    nom: 'Benali',
    prenom: 'Youssef',
    email: 'y@c.ma',
    actif: true,
  },
];
const entry = (over: Record<string, unknown> = {}) => ({
  id: 'T1',
  idDossier: 'D1',
  date: '2026-11-02',
  minutes: 25,
  description: 'Appel du client',
  facturable: true,
  idEcheance: null,
  idUtilisateur: 'U1',
  nom: 'Youssef Benali',
  version: 1,
  modifiable: true,
  ...over,
});

const feesRoutes = (over: Record<string, unknown> = {}) => ({
  'GET /api/Dossier/D1/convention-honoraires': NO_AGREEMENT,
  'GET /api/Dossier/D1/temps': NO_TIME,
  'GET /api/Dossier/D1/factures': NO_INVOICES,
  'GET /api/Dossier/D1/provisions': onePage([]),
  'GET /api/Users/for-structure/S1': STAFF,
  ...over,
});

describe('the Honoraires section', () => {
  it('keeps a running timer through a remount and, stopped, proposes a time entry of its minutes', async () => {
    let entries: ReturnType<typeof entry>[] = [];
    const calls = routeFetch(
      feesRoutes({
        'GET /api/Dossier/D1/temps': () =>
          jsonResponse(200, {
            ...NO_TIME,
            ...onePage(entries),
            nombre: entries.length,
            minutes: 25,
            minutesFacturables: 25,
            valeurCentimes: 25000,
          }),
        'POST /api/Temps': ({ body }: Call) => {
          entries = [entry(body as Record<string, unknown>)];
          return jsonResponse(201, entries[0]);
        },
      }),
    );
    const first = renderPage(<FeesSection dossierId="D1" onRecorded={() => {}} />);
    fireEvent.click(await screen.findByTestId('timer-start'));
    expect(await screen.findByTestId('timer-stop')).toBeInTheDocument();
    first.unmount();
    // the page is left and opened again 25 minutes later: the start kept in localStorage is found
    localStorage.setItem(timerKey('U1', 'D1'), String(Date.now() - 25 * 60_000));
    renderPage(<FeesSection dossierId="D1" onRecorded={() => {}} />);
    fireEvent.click(await screen.findByTestId('timer-stop'));
    expect(field('time-entry-dialog', 'minutes').value).toBe('25');
    expect(localStorage.getItem(timerKey('U1', 'D1'))).toBeNull();
    type('time-entry-dialog', 'description', 'Appel du client');
    fireEvent.submit(field('time-entry-dialog', 'minutes').form!);
    await waitFor(() => expect(sent(calls, 'POST')).toHaveLength(1));
    expect(sent(calls, 'POST')[0]?.body).toMatchObject({ idDossier: 'D1', minutes: 25, description: 'Appel du client', facturable: true });
    expect(plain((await screen.findByTestId('time-totals')).textContent)).toContain('25 min, dont 25 min facturables, soit 250,00 MAD');
  });

  it('refuses instalments that do not add up to the flat fee before sending, then saves the agreement at the version read', async () => {
    let agreement: Record<string, unknown> = NO_AGREEMENT;
    const calls = routeFetch(
      feesRoutes({
        'GET /api/Dossier/D1/convention-honoraires': () => jsonResponse(200, agreement),
        'PUT /api/Dossier/D1/convention-honoraires': () => {
          agreement = { ...NO_AGREEMENT, forfait: { montantCentimes: 1000050, echeances: [] }, version: 1 };
          return jsonResponse(200, agreement);
        },
      }),
    );
    renderPage(<FeesSection dossierId="D1" onRecorded={() => {}} />);
    expect(await screen.findByText("Aucune convention d'honoraires n'est encore enregistrée.")).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('edit-agreement'));
    const dialog = within(await screen.findByTestId('agreement-dialog'));
    await userEvent.setup({ delay: null }).click(dialog.getByRole('checkbox', { name: 'Forfait' }));
    // zag sends the change a microtask later: the flat fee's fields show once React has it
    await waitFor(() => expect(field('agreement-dialog', 'flatAmount')).not.toBeNull());
    type('agreement-dialog', 'flatAmount', '10000,50');
    fireEvent.click(dialog.getByText('Ajouter une échéance'));
    type('agreement-dialog', 'instalment-0-libelle', 'Signature');
    type('agreement-dialog', 'instalment-0-montant', '5000');
    type('agreement-dialog', 'instalment-0-date', '2026-12-01');
    fireEvent.submit(field('agreement-dialog', 'flatAmount').form!);
    expect(await dialog.findByText('La somme des échéances doit être égale au montant du forfait')).toBeInTheDocument();
    expect(sent(calls, 'PUT')).toHaveLength(0);

    fireEvent.click(dialog.getByLabelText("Retirer l'échéance"));
    fireEvent.submit(field('agreement-dialog', 'flatAmount').form!);
    await waitFor(() => expect(sent(calls, 'PUT')).toHaveLength(1));
    expect(sent(calls, 'PUT')[0]?.body).toEqual({ forfait: { montant: '10000,50', echeances: [] }, version: 0 });
    expect(plain((await screen.findByTestId('agreement-summary')).textContent)).toContain('10 000,50 MAD');
  });
});

describe("the client's agreement", () => {
  it('says the dossier is billed by the hour without any rate, and shows the flat fee in Arabic', async () => {
    await i18n.changeLanguage('ar');
    routeFetch({
      'GET /api/Dossier/D1/convention-honoraires': {
        ...NO_AGREEMENT,
        horaire: { taux: [] },
        forfait: { montantCentimes: 500000, echeances: [] },
        version: 2,
      },
    });
    renderPage(<ClientAgreement dossierId="D1" />);
    const summary = await screen.findByTestId('agreement-summary');
    expect(summary.textContent).toContain('أتعاب تُحتسب حسب الوقت المستغرق');
    expect(summary.querySelectorAll('bdi')).toHaveLength(1);
  });
});

describe("an agreement's history entry", () => {
  it("words each changed part in the reader's language: rates with their people, the flat fee and its instalments, the percentage", async () => {
    const entry = {
      id: 'H1',
      idDossier: 'D1',
      idTypeAction: 'CONVENTION_HONORAIRES',
      labelActionDossier: "Convention d'honoraires modifiée",
      valeur: 'convention…',
      dateAction: '2026-11-02T10:00:00.000Z',
      idUtilisateur: 'U1',
      auteur: 'Youssef Benali',
      changes: [
        { field: 'convention.horaire', before: null, after: { taux: [{ idUtilisateur: 'U2', centimes: 80000 }] } },
        { field: 'convention.forfait', before: { centimes: 1500000, echeances: [{}, {}] }, after: null },
        { field: 'convention.resultat', before: { basisPoints: 1000 }, after: { basisPoints: 1250, plancherCentimes: 500000 } },
      ],
    };
    routeFetch({ ...OPTIONS, 'GET /api/Dossier/D1/actions': onePage([entry]) });
    renderPage(<DossierHistory dossierId="D1" revision="H1:0" />);
    const row = (await screen.findByText("Convention d'honoraires modifiée")).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Salma Alaoui'));
    expect(plain(row.textContent)).toContain(
      'Taux horaires : — → Salma Alaoui 800,00 MAD/h ; Forfait : 15 000,00 MAD en 2 échéances → — ; Honoraire de résultat : 10 % → 12,5 %, minimum 5 000,00 MAD',
    );
  });
});
