import type { z } from 'zod';
import type { FieldError } from '@mizan/shared/errors';
import type { Language } from '@mizan/shared/roles';
import type { partyBody } from '@mizan/shared/schemas/clients';
import { clock } from '../../adapters/clock';
import { table } from '../../adapters/table';
import { accountLinkKey, linkAccount } from '../../db/client-accounts';
import {
  claimIdentifier,
  clientItem,
  clientKey,
  findByIdentifiers,
  getClients,
  markClient,
  partyName,
  type ClientRecord,
  type IdentifierKind,
} from '../../db/clients';
import { linkParty, type PartyRole } from '../../db/dossier-parties';
import { claimEmail, emailKey, getEmailEntry } from '../../db/email-registry';
import { newId } from '../../db/keys';
import { indexChanges } from '../../db/search-index';
import { getUser, userItem, userKey, type User } from '../../db/users';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { log } from '../../runtime/log';
import { clientWords } from '../../services/dossier-search';
import { fieldError, fieldPath } from '../../services/field-error';
import { plain, type GuardedWrite } from '../../services/guarded-transaction';
import type { Author } from '../../services/history';
import { inviteUser } from '../../services/invitations';

export type PartyInput = z.infer<typeof partyBody>;
/** A party of a request, found among the firm's records or new. */
export type ResolvedParty = { field: string; role: PartyRole; input: PartyInput; record: ClientRecord; isNew: boolean };

/** The input field that identifies a party: RC for a legal entity, CIN for a person. */
const identifierField = (input: PartyInput) => (input.idTypeClient === 'PM' ? 'rc' : 'cin');

const identifierOf = (input: PartyInput): { kind: IdentifierKind; value: string } | undefined => {
  const value = input.idTypeClient === 'PM' ? input.rc : input.cin;
  return value ? { kind: input.idTypeClient === 'PM' ? 'RC' : 'CIN', value } : undefined;
};

const newRecord = (input: PartyInput, role: PartyRole): ClientRecord => {
  const common = { idClient: newId(), idTypeClient: input.idTypeClient, email: input.email, phone: input.phone, adresse: input.adresse };
  const own =
    input.idTypeClient === 'PM'
      ? { rc: input.rc, raisonSociale: input.raisonSociale, representantLegal: input.representantLegal }
      : { cin: input.cin, nom: input.nom, prenom: input.prenom };
  return { ...common, ...own, estClient: role === 'CLIENT', createdAt: clock.nowIso() };
};

/**
 * Finds each party among the firm's records: by idClient, else by CIN (PP) or RC (PM); a party
 * found nowhere is a new record and needs its name. The same record twice in one request is an
 * error. One BatchGet for the identifiers, one for the records.
 */
export const resolveParties = async (
  structureId: string,
  parties: readonly { field: string; role: PartyRole; input: PartyInput }[],
  language: Language,
): Promise<ResolvedParty[]> => {
  const identifiers = parties.flatMap((p) => (p.input.idClient ? [] : (identifierOf(p.input) ?? [])));
  const byIdentifier = await findByIdentifiers(structureId, identifiers);
  const existingId = (input: PartyInput) => {
    const identifier = identifierOf(input);
    return input.idClient ?? (identifier && byIdentifier.get(`${identifier.kind}#${identifier.value}`));
  };
  const records = await getClients(
    structureId,
    parties.flatMap((p) => existingId(p.input) ?? []),
  );
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  const resolved = parties.map(({ field, role, input }): ResolvedParty => {
    const id = existingId(input);
    const found = id ? records.get(id) : undefined;
    if (input.idClient && !found) throw new NotFoundError();
    const record = found ?? newRecord(input, role);
    const identifier = identifierOf(input);
    const keys = [record.idClient, ...(found || !identifier ? [] : [`${identifier.kind}#${identifier.value}`])];
    if (keys.some((k) => seen.has(k))) errors.push(fieldError(field, 'party_duplicate', language));
    keys.forEach((k) => seen.add(k));
    if (!found) {
      const nameField = input.idTypeClient === 'PM' ? 'raisonSociale' : 'nom';
      if (!input[nameField]) errors.push(fieldError(fieldPath(field, nameField), 'required', language));
    }
    return { field, role, input, record, isNew: !found };
  });
  if (errors.length) throw new ValidationError(errors);
  return resolved;
};

/** An account to open after the transaction: the user record is written in it. */
export type PendingInvitation = { user: User; idClient: string };

/**
 * How a client with an email gets their account: the email's owner, if it is already a client
 * account of this firm, is linked; an email unknown to the product gets a new CLT user, invited
 * after the transaction; an email used by staff or by another firm gets no account.
 */
const planAccount = async (structureId: string, record: ClientRecord, planned: Map<string, User>) => {
  const email = record.email;
  if (!email || record.idUtilisateur) return undefined;
  const already = planned.get(email);
  if (already) return { userId: already.idUtilisateur, user: undefined };
  const entry = await getEmailEntry(email);
  if (entry) {
    const owner = entry.structureId === structureId ? await getUser(structureId, entry.userId) : undefined;
    return owner?.idTypeUtilisateur === 'CLIENT' && !owner.deletedAt ? { userId: owner.idUtilisateur, user: undefined } : undefined;
  }
  const user: User = {
    idUtilisateur: newId(),
    idStructure: structureId,
    idTypeUtilisateur: 'CLIENT',
    idRolUtilisateur: 'CLT',
    nom: (record.idTypeClient === 'PM' ? record.raisonSociale : record.nom) ?? email,
    prenom: (record.idTypeClient === 'PM' ? record.representantLegal : record.prenom) ?? '',
    email,
    phone: record.phone,
    actif: true,
    createdAt: clock.nowIso(),
  };
  planned.set(email, user);
  return { userId: user.idUtilisateur, user };
};

/**
 * The writes that put the parties in the dossier: new records with their CIN/RC claim and search
 * words, existing records marked as clients, both halves of each link, and client accounts.
 */
export const partyWrites = async (structureId: string, dossierId: string, parties: readonly ResolvedParty[]) => {
  const writes: GuardedWrite[] = [];
  const invitations: PendingInvitation[] = [];
  const planned = new Map<string, User>();
  const now = clock.nowIso();
  for (const party of parties) {
    const account = party.role === 'CLIENT' ? await planAccount(structureId, party.record, planned) : undefined;
    const record = account ? { ...party.record, idUtilisateur: account.userId } : party.record;
    party.record = record;
    if (party.isNew) {
      const identifier = identifierOf(party.input);
      writes.push({ write: { Put: { Item: clientItem(structureId, record), ConditionExpression: 'attribute_not_exists(pk)' } } });
      if (identifier) {
        writes.push({
          write: claimIdentifier(structureId, identifier.kind, identifier.value, record.idClient),
          onConditionFailure: () => new ConflictError('conflict', fieldPath(party.field, identifierField(party.input))),
        });
      }
      writes.push(...indexChanges(structureId, { kind: 'C', id: record.idClient }, [], clientWords(record)).map(plain));
    } else if (party.role === 'CLIENT' && (!record.estClient || account)) {
      party.record = { ...record, estClient: true };
      writes.push(plain(markClient(structureId, party.record, account?.userId)));
    }
    const [link, reverse] = linkParty(structureId, {
      idDossier: dossierId,
      idClient: record.idClient,
      role: party.role,
      idStatutClient: party.input.idStatutClient,
      addedAt: now,
    });
    writes.push(
      {
        write: link!,
        onConditionFailure: () => new ConflictError('party_already_linked', fieldPath(party.field, identifierField(party.input))),
      },
      plain(reverse!),
    );
    if (account) writes.push(plain(linkAccount(structureId, account.userId, record.idClient)));
    if (account?.user) {
      writes.push(
        {
          write: claimEmail({ email: account.user.email, structureId, userId: account.user.idUtilisateur }),
          onConditionFailure: () => new ConflictError('conflict', fieldPath(party.field, 'email')),
        },
        { write: { Put: { Item: userItem(account.user), ConditionExpression: 'attribute_not_exists(pk)' } } },
      );
      invitations.push({ user: account.user, idClient: record.idClient });
    }
  }
  return { writes, invitations };
};

/**
 * Opens the accounts written with the dossier and emails their first-connection links. An
 * invitation that fails is undone (account records removed, the client kept without account) so
 * that adding the client to a dossier later invites them again; the failure is logged.
 */
export const sendInvitations = async (
  structureId: string,
  invitations: readonly PendingInvitation[],
  author: Author,
  language: Language,
) => {
  for (const { user, idClient } of invitations) {
    try {
      await inviteUser({ structureId, user, inviter: { name: author.name, language } });
    } catch (error) {
      log.error('client invitation failed', { structureId, idClient, error: (error as Error).name });
      await table.transact([
        {
          Delete: {
            Key: emailKey(user.email),
            ConditionExpression: 'userId = :uid',
            ExpressionAttributeValues: { ':uid': user.idUtilisateur },
          },
        },
        { Delete: { Key: userKey(structureId, user.idUtilisateur) } },
        { Delete: { Key: accountLinkKey(structureId, user.idUtilisateur, idClient) } },
        { Update: { Key: clientKey(structureId, idClient), UpdateExpression: 'REMOVE idUtilisateur' } },
      ]);
    }
  }
};

/** The names of the dossier's clients, for lists. */
export const clientNames = (records: readonly Pick<ClientRecord, 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale'>[]) =>
  records.map(partyName).filter(Boolean).join(', ');
