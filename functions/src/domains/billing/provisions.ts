import type { Provision } from '../../db/provisions';

/** A provision as the API answers it. */
export const provisionView = (provision: Provision) => ({
  id: provision.id,
  montantCentimes: provision.montantCentimes,
  resteCentimes: provision.resteCentimes,
  mode: provision.mode,
  date: provision.date,
  reference: provision.reference ?? null,
  auteur: provision.auteur.name,
  creeLe: provision.createdAt,
});
