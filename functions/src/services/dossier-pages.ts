import type { Language } from '@mizan/shared/roles';
import type { Dossier } from '../db/dossiers';
import { staffUnread } from '../db/messages';
import { fullName, getUsers } from '../db/users';
import { ValidationError } from '../errors';
import { actionLabel } from './history';
import { loadReferenceLabels, type ReferenceLabels } from './reference-data';
import { fieldError } from './field-error';

/**
 * A row of the dossier lists (specification section 3, dossier list item, with the dossier's name
 * `nom`). `messagesNonLus`: the clients' messages the firm has not read (the client's list answers
 * that client's own count).
 */
export const dossierListItem = (d: Dossier, labels: ReferenceLabels, language: Language) => ({
  id: d.id,
  refCabinet: d.refCabinet,
  nom: d.nom ?? null,
  nomClient: d.nomClient,
  idTypeDossier: d.idTypeDossier,
  typeDossier: labels.dossierType(d.idTypeDossier),
  dateOuverture: d.dateOuverture,
  idStatutDossier: d.idStatutDossier,
  statut: labels.dossierStatus(d.idStatutDossier),
  derniereAction: d.derniereAction ? actionLabel(d.derniereAction, language) : null,
  dateDerniereAction: d.dateDerniereAction ?? null,
  messagesNonLus: staffUnread(d),
});

/** Rows for dossiers, labelled in the caller's language (one Query for the firm's labels). */
export const dossierListItems = async (structureId: string, dossiers: readonly Dossier[], language: Language) => {
  const labels = await loadReferenceLabels(structureId, language);
  return dossiers.map((d) => dossierListItem(d, labels, language));
};

/** Newest opening date first, then newest created. */
export const byOpeningDesc = (a: Pick<Dossier, 'dateOuverture' | 'id'>, b: Pick<Dossier, 'dateOuverture' | 'id'>) =>
  b.dateOuverture.localeCompare(a.dateOuverture) || b.id.localeCompare(a.id);

/** Names of the firm's users by id (one BatchGet). */
export const userNames = async (structureId: string, ids: readonly string[]) =>
  new Map((await getUsers(structureId, ids)).map((user) => [user.idUtilisateur, fullName(user)]));

/** Opaque page cursors: a position the server wrote, read back only as what it claims to be. */
export type Cursor = { after: string } | { offset: number };

export const encodeCursor = (cursor: Cursor | undefined) => (cursor ? Buffer.from(JSON.stringify(cursor)).toString('base64url') : null);

export const decodeCursor = (value: string | undefined, language: Language): Cursor | undefined => {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof parsed.after === 'string' && parsed.after.length <= 300) return { after: parsed.after };
    if (Number.isInteger(parsed.offset) && (parsed.offset as number) >= 0) return { offset: parsed.offset as number };
  } catch {
    // fall through: not a cursor of ours
  }
  throw new ValidationError([fieldError('cursor', 'invalid_value', language)]);
};
