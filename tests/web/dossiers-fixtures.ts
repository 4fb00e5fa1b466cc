import { vi } from 'vitest';
import { jsonResponse } from './render';

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (call: Call) => Response | Promise<Response>;

/**
 * Answers fetch by route: each key is 'METHOD /path' (a regular expression on the path); an
 * unknown request fails the test. Answers the calls made, in order.
 */
export const routeFetch = (handlers: Record<string, Handler | object>) => {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    for (const [key, handler] of Object.entries(handlers)) {
      const [wantedMethod, pattern] = key.split(' ');
      if (wantedMethod === method && new RegExp(`^${pattern}$`).test(call.path)) {
        return typeof handler === 'function' ? (handler as Handler)(call) : jsonResponse(200, handler);
      }
    }
    throw new Error(`unexpected request ${method} ${call.path}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
};

export const OPTIONS = {
  'GET /api/Management/GetAllTypeDossiers/fr': [
    { value: 'CIV', label: 'Civil' },
    { value: 'COM', label: 'Commercial' },
  ],
  'GET /api/Management/GetAllStatutDossiers/fr': [
    { value: 'ENC', label: 'En cours' },
    { value: 'ATT', label: 'En attente' },
    { value: 'SSP', label: 'Suspendu' },
    { value: 'CLO', label: 'Clôturé' },
  ],
  'GET /api/Management/GetAllTribunaux/fr': [{ value: 'CA-RABAT', label: "Cour d'appel de Rabat" }],
  'GET /api/Management/CA-RABAT/GetAllFirstInstance/fr': [{ value: 'TPI-SALE', label: 'Tribunal de première instance de Salé' }],
  'GET /api/Management/GetAllTypeActions/fr': [
    { value: 'ANT', label: 'Note' },
    { value: 'APL', label: 'Appel téléphonique' },
    { value: 'REU', label: 'Réunion' },
  ],
  'GET /api/Management/GetAllTypeDepenses/fr': [
    { value: 'FDP', label: 'Frais de déplacement' },
    { value: 'HON', label: 'Honoraires' },
  ],
  'GET /api/Management/GetAllTypeEcheances/fr': [
    { value: 'AUD', label: 'Audience' },
    { value: 'DOC', label: 'Envoi de documents' },
  ],
  'GET /api/Users/for-structure/S1': [
    { idUtilisateur: 'U1', nom: 'Benali', prenom: 'Youssef', actif: true, idTypeUtilisateur: 'AVOCAT' },
    { idUtilisateur: 'U2', nom: 'Alaoui', prenom: 'Salma', actif: true, idTypeUtilisateur: 'AVOCAT' },
  ],
};

/** A first page with nothing after it. */
export const onePage = <T>(items: readonly T[]) => ({ items, cursor: null });
export const NO_EXPENSES = { ...onePage([]), total: 0, nombre: 0, sousTotaux: [] };

/** The Folder page's own reads of dossier D1 (history, notes, expenses, tasks), empty unless given. */
export const dossierFeeds = (over: Record<string, unknown> = {}) => ({
  'GET /api/Dossier/D1/actions': onePage([]),
  'GET /api/Dossier/D1/notes': onePage([]),
  'GET /api/Dossier/D1/depenses': NO_EXPENSES,
  'GET /api/Dossier/D1/taches': onePage([]),
  ...over,
});

export const dossierRow = (index: number) => ({
  id: `D${index}`,
  refCabinet: `REF-${String(index).padStart(3, '0')}`,
  nom: `Affaire ${index}`,
  nomClient: `Client ${index}`,
  idTypeDossier: 'CIV',
  typeDossier: 'Civil',
  dateOuverture: '2026-03-05',
  idStatutDossier: 'ENC',
  statut: 'En cours',
  derniereAction: 'Création',
  dateDerniereAction: '2026-03-05T10:00:00.000Z',
});

/** Dossier D1 has no fee agreement yet (the staff and client dossier pages read it). */
export const NO_AGREEMENT = {
  idDossier: 'D1',
  horaire: null,
  forfait: null,
  resultat: null,
  conditions: null,
  version: 0,
  modifiePar: null,
  modifieLe: null,
};

/** Dossier D1 has no invoice yet (the staff and client dossier pages read them). */
export const NO_INVOICES = {
  ...onePage([]),
  solde: { factureCentimes: 0, payeCentimes: 0, resteCentimes: 0, provisionsCentimes: 0, provisionsDisponiblesCentimes: 0 },
};
