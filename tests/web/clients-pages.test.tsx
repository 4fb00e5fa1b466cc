import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClientPage } from '../../web/src/features/clients/routes/client-page';
import { ClientsPage } from '../../web/src/features/clients/routes/clients-page';
import { dossierRow, routeFetch } from './dossiers-fixtures';
import { jsonResponse, renderPage, signIn } from './render';

beforeEach(signIn);

const person = (index: number) => ({
  idClient: `P${index}`,
  idTypeClient: 'PP',
  nom: `Nom${index}`,
  prenom: 'Salma',
  cin: `AB${index}`,
  phone: '+212600000000',
  email: `p${index}@mail.ma`,
});

describe('ClientsPage', () => {
  it('lists natural persons 10 a page, fetching more as needed, and legal entities when there are some', async () => {
    const calls = routeFetch({
      'GET /api/Client/physique/for-user/U1': ({ query }) =>
        query.get('cursor')
          ? jsonResponse(200, { items: [person(11)], cursor: null })
          : jsonResponse(200, { items: Array.from({ length: 10 }, (_, i) => person(i + 1)), cursor: 'P2' }),
      'GET /api/Client/morale/for-user/U1': {
        items: [{ idClient: 'M1', idTypeClient: 'PM', raisonSociale: 'Atlas SA', rc: 'RC1', representantLegal: 'K. Idrissi' }],
        cursor: null,
      },
    });
    renderPage(<ClientsPage />, { path: '/Clients' });
    const persons = within(await screen.findByTestId('clients-persons'));
    expect(await persons.findByText('Nom1')).toBeInTheDocument();
    expect(persons.getAllByRole('link', { name: 'Consulter' })[0]).toHaveAttribute('href', '/Client?id=P1');
    await waitFor(() => expect(calls.some((call) => call.query.get('cursor') === 'P2')).toBe(true));
    fireEvent.click(persons.getByRole('button', { name: 'Suivant' }));
    expect(await persons.findByText('Nom11')).toBeInTheDocument();
    const companies = within(await screen.findByTestId('clients-companies'));
    expect(companies.getByText('Atlas SA')).toBeInTheDocument();
    expect(companies.getByRole('link', { name: 'Consulter' })).toHaveAttribute('href', '/Client?id=M1');
  });

  it('shows no legal-entity table when the firm has none', async () => {
    routeFetch({
      'GET /api/Client/physique/for-user/U1': { items: [person(1)], cursor: null },
      'GET /api/Client/morale/for-user/U1': { items: [], cursor: null },
    });
    renderPage(<ClientsPage />, { path: '/Clients' });
    await screen.findByText('Nom1');
    expect(screen.queryByTestId('clients-companies')).not.toBeInTheDocument();
  });
});

describe('ClientsPage: create, find and edit', () => {
  const lists = {
    'GET /api/Client/physique/for-user/U1': { items: [person(1)], cursor: null },
    'GET /api/Client/morale/for-user/U1': { items: [], cursor: null },
  };

  it('creates a client without a dossier: the type first, then its fields, a taken CIN shown beside its field', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      ...lists,
      'POST /api/Client': ({ body }) => {
        bodies.push(body);
        return bodies.length === 1
          ? jsonResponse(409, {
              statusCode: 409,
              error: 'conflict',
              message: 'Conflit avec des données existantes',
              details: [{ field: 'cin', code: 'conflict', message: 'Conflit avec des données existantes' }],
            })
          : jsonResponse(201, { idClient: 'P9', idTypeClient: 'PP', nom: 'Idrissi', cin: 'ZZ9' });
      },
    });
    renderPage(<ClientsPage />, { path: '/Clients' });
    fireEvent.click(await screen.findByTestId('new-client'));
    const dialogElement = await screen.findByTestId('client-form-dialog');
    const dialog = within(dialogElement);
    const input = (name: string) => dialogElement.querySelector(`[name="${name}"]`)!;
    fireEvent.click(dialog.getByTestId('client-form-submit'));
    expect(await dialog.findByText('Ce champ est obligatoire')).toBeInTheDocument();
    fireEvent.change(input('idTypeClient'), { target: { value: 'PP' } });
    fireEvent.change(input('cin'), { target: { value: 'AB1' } });
    fireEvent.change(input('nom'), { target: { value: 'Idrissi' } });
    fireEvent.click(dialog.getByTestId('client-form-submit'));
    expect(await dialog.findByText('Conflit avec des données existantes')).toBeInTheDocument();
    fireEvent.change(input('cin'), { target: { value: 'ZZ9' } });
    fireEvent.click(dialog.getByTestId('client-form-submit'));
    await waitFor(() => expect(screen.queryByTestId('client-form-dialog')).not.toBeInTheDocument());
    expect(bodies.at(-1)).toEqual({ idTypeClient: 'PP', cin: 'ZZ9', nom: 'Idrissi' });
  });

  it('finds a client by name, CIN or RC and edits the record found', async () => {
    const bodies: unknown[] = [];
    routeFetch({
      ...lists,
      'GET /api/Search': ({ query }) =>
        jsonResponse(200, {
          q: query.get('q'),
          dossiers: [],
          documents: [],
          clients: [{ idClient: 'M1', idTypeClient: 'PM', nom: null, prenom: null, raisonSociale: 'Atlas SA', cin: null, rc: 'RC1' }],
        }),
      'GET /api/Client/M1': {
        idClient: 'M1',
        idTypeClient: 'PM',
        raisonSociale: 'Atlas SA',
        rc: 'RC1',
        idUtilisateur: 'U7',
        email: 'atlas@mail.ma',
      },
      'PUT /api/Client/M1': ({ body }) => {
        bodies.push(body);
        return jsonResponse(200, { idClient: 'M1', idTypeClient: 'PM', ...(body as object) });
      },
    });
    renderPage(<ClientsPage />, { path: '/Clients' });
    fireEvent.change(await screen.findByLabelText('Rechercher un client'), { target: { value: 'RC1' } });
    const results = within(screen.getByTestId('clients-search'));
    expect(await results.findByText('Atlas SA')).toBeInTheDocument();
    fireEvent.click(results.getByRole('button', { name: 'Modifier' }));
    const dialogElement = await screen.findByTestId('client-form-dialog');
    const input = (name: string) => dialogElement.querySelector(`[name="${name}"]`)!;
    // a client with an account keeps the address they sign in with
    expect(input('email')).toHaveAttribute('readonly');
    expect(dialogElement).toHaveTextContent('Adresse de connexion du client');
    fireEvent.change(input('representantLegal'), { target: { value: 'K. Idrissi' } });
    fireEvent.click(within(dialogElement).getByTestId('client-form-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ rc: 'RC1', raisonSociale: 'Atlas SA', representantLegal: 'K. Idrissi', email: 'atlas@mail.ma' });
  });
});

describe('ClientPage', () => {
  it("shows the client read-only and the client's dossiers for the current user", async () => {
    routeFetch({
      'GET /api/Client/P1': person(1),
      'GET /api/Client/P1/dossier-for/U1': [dossierRow(4)],
    });
    renderPage(<ClientPage />, { path: '/Client', initialEntry: '/Client?id=P1' });
    expect(await screen.findByDisplayValue('Nom1')).toHaveAttribute('readonly');
    for (const value of ['Salma', 'AB1', '+212600000000', 'p1@mail.ma'])
      expect(screen.getByDisplayValue(value)).toHaveAttribute('readonly');
    expect(await screen.findByText('REF-004')).toBeInTheDocument();
    expect(screen.getByText('05/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consulter' })).toHaveAttribute('href', '/Folder?id=D4');
  });
});
