import type { partyBody } from '@mizan/shared/schemas/clients';
import type * as z from 'zod';
import type { ApiResponse } from '../../../lib/api-client';

/** What the mini form of spec 2.9 sends for one client or opposing party. */
export type PartyInput = z.input<typeof partyBody>;
export type PartyItem = ApiResponse<'dossiers.get'>['clients'][number];
/** Which block of the dossier a party belongs to. */
export type PartySide = 'client' | 'adversaire';

/** A party's display name: company name for a legal entity, else last and first name. */
export const partyName = (party: Pick<PartyInput, 'idTypeClient' | 'nom' | 'prenom' | 'raisonSociale'>) =>
  party.idTypeClient === 'PM' ? (party.raisonSociale ?? '') : [party.nom, party.prenom].filter(Boolean).join(' ');

/** The identifier shown for a party: RC for a legal entity, CIN for a person. */
export const partyIdentifier = (party: Pick<PartyInput, 'idTypeClient' | 'cin' | 'rc'>) =>
  (party.idTypeClient === 'PM' ? party.rc : party.cin) ?? '';
