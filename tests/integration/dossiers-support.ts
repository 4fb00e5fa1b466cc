import { expect } from 'vitest';
import { api } from '../support/api';
import { acceptInvitation, registerFirm, TEST_PASSWORD, uniqueEmail, type TestFirm } from '../support/accounts';

/** Helpers of the dossiers suites: dossier bodies, calls, and a client who has signed in. */
export type Party = Record<string, unknown>;
export type Detail = {
  id: string;
  refCabinet: string;
  idTribunal: string;
  idCourAppel: string | null;
  nom: string | null;
  idStatutDossier: string;
  clients: (Party & { idClient: string; idUtilisateur?: string })[];
  adversaires: (Party & { idClient: string })[];
  actions: {
    idTypeAction: string;
    valeur: string;
    changes?: { field: string; before: unknown; after: unknown }[];
    conflits?: { idDossier: string }[];
    auteur: string;
    dateAction: string;
  }[];
  synchronisation: { dernierSucces: string | null; derniereTentative: string | null; echec: string | null };
};
export type ErrorBody = {
  statusCode: number;
  error: string;
  message: string;
  details?: (Record<string, unknown> & { field: string; code: string })[];
};

let counter = 0;
/** A reference no other test uses. */
export const uniqueRef = (label = 'REF') => `${label}-${Date.now().toString(36)}-${++counter}`;
/** A CIN no other test uses. */
export const uniqueCin = () => `T${Date.now().toString(36).toUpperCase()}${++counter}`;

export const person = (over: Party = {}): Party => ({
  idTypeClient: 'PP',
  idStatutClient: 'PLG',
  cin: uniqueCin(),
  nom: 'Bennani',
  prenom: 'Salma',
  ...over,
});

export const dossierBody = (over: Record<string, unknown> = {}) => ({
  idTypeDossier: 'CIV',
  idTribunal: 'TPI-RABAT',
  refCabinet: uniqueRef(),
  dateOuverture: '2026-03-01',
  Client: [person()],
  adversaire: [],
  ...over,
});

export const createDossier = async (firm: TestFirm, over: Record<string, unknown> = {}) => {
  const res = await api<Detail>('dossiers.create', { token: firm.token, body: dossierBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

export const getDossier = (token: string, id: string) => api<Detail>('dossiers.get', { token, params: { id } });

/**
 * A dossier whose client has an email, and that client signed in: the invitation email's
 * first-connection link sets their password.
 */
export const clientWithAccount = async (firm: TestFirm, over: Party = {}) => {
  const email = uniqueEmail('client');
  const since = Date.now();
  const dossier = await createDossier(firm, { Client: [person({ email, ...over })] });
  const session = await acceptInvitation(email, TEST_PASSWORD, since);
  return { dossier, email, session, token: session.token };
};

export { registerFirm };
