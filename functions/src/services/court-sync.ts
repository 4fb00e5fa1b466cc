import { createHash } from 'node:crypto';
import { isolateLtr } from '@mizan/shared/bidi';
import type { CourtEvent } from '@mizan/shared/court-events';
import { clock } from '../adapters/clock';
import { config } from '../adapters/config';
import { getClients, partyName } from '../db/clients';
import { dossierParties } from '../db/dossier-parties';
import { getUser } from '../db/users';
import { PortalError, parseCourtReference, type PortalCase, type PortalHearing } from '../adapters/court-portal/port';
import { courtPortal } from '../adapters/court-portal/select';
import {
  deleteCourtDeadline,
  putCourtDeadline,
  readCourtRecord,
  recordSyncAttempt,
  writeCourtState,
  type CourtDeadline,
  type CourtState,
  type SyncFailure,
} from '../db/court-records';
import type { Author, Dossier } from '../db/dossiers';
import { markLastAction } from '../db/dossiers';
import { putHistoryEntry } from '../db/history';
import { cancellationCodes, transact, type TransactItem } from '../db/transactions';
import { raiseAlertWrites } from './alerts';
import { StaleReadError, withFreshReads } from './guarded-transaction';
import { portalDateShown } from './court-events';
import { casablancaWallTime, deadlineDateText, portalDateText } from './deadline-dates';
import { hearingNoticeEmail } from './emails/hearing-notice';
import { replyingTo } from './emails/templates';
import { historyEntry } from './history';
import { emailWrite } from './outbox';
import { casablancaToday } from './working-days';

/**
 * Synchronising a dossier with the court portal. The dossier's court deadlines become what the
 * portal says; the sync is idempotent (the same record twice writes nothing and alerts nobody).
 * Each real change (a first import, a new step, a postponed next hearing, a decision, a status
 * change, a step the portal no longer lists) is written once, with one history entry and one alert
 * for the dossier's lawyer, all in one transaction that holds on the court state's version: two
 * syncs of one dossier at once cannot both write a change, and a failure writes nothing.
 */
export type ChangeKind = 'IMPORT' | 'AUDIENCE' | 'REPORT' | 'DECISION' | 'STATUT' | 'RETRAIT';
/**
 * `evenement`: what changed, as data (shared/src/court-events.ts), worded by each reader in their
 * language; `date`: when it happens, as the API answers dates (a day, or an instant with
 * Casablanca's offset); `audience`: the new hearing date the change sets (portal date), which the
 * dossier's clients are told.
 */
export type CourtChange = { kind: ChangeKind; evenement: CourtEvent; date: string; audience?: string };
export type SyncOutcome = { changes: CourtChange[]; deadlines: CourtDeadline[]; state: CourtState };

/** A sync that could not read the portal: nothing was written but the failed attempt. */
export class CourtSyncError extends Error {
  constructor(
    readonly failure: SyncFailure,
    /** For the logs: what the adapter said, and the portal's answer when it could not be read. */
    readonly detail?: string,
    readonly raw?: string,
  ) {
    super(`court sync failed: ${failure}${detail ? ` (${detail})` : ''}`);
    this.name = 'CourtSyncError';
  }
}

/** Who syncs when no person does (the scheduled job): its history entries name it. */
export const SCHEDULER_AUTHOR: Author = { id: 'SYSTEM', name: 'Mizan' };

/** The history and alert message of each kind of change. */
export const CHANGE_CODES: Record<ChangeKind, `history_TRIBUNAL_${ChangeKind}`> = {
  IMPORT: 'history_TRIBUNAL_IMPORT',
  AUDIENCE: 'history_TRIBUNAL_AUDIENCE',
  REPORT: 'history_TRIBUNAL_REPORT',
  DECISION: 'history_TRIBUNAL_DECISION',
  STATUT: 'history_TRIBUNAL_STATUT',
  RETRAIT: 'history_TRIBUNAL_RETRAIT',
};

const stepId = (dossierId: string, step: Pick<PortalHearing, 'date' | 'type'>) =>
  createHash('sha256').update(`${dossierId}|${step.date}|${step.type}`).digest('hex').slice(0, 24);

const toDeadline = (dossier: Dossier, step: PortalHearing): CourtDeadline => ({
  id: stepId(dossier.id, step),
  idDossier: dossier.id,
  date: step.date,
  typeLabel: step.type,
  contenu: step.content,
  ...(step.nextHearing ? { prochaineAudience: step.nextHearing } : {}),
  idUtilisateur: dossier.idUtilisateur,
});

/** Now, as the API answers dates (an instant with Casablanca's offset). */
const nowText = () => deadlineDateText(casablancaWallTime(clock.now()));

/** What changes between what is stored and what the portal says: the writes, and the changes worth telling. */
export const diffCourtRecord = (dossier: Dossier, stored: { state: CourtState; deadlines: CourtDeadline[] }, portal: PortalCase) => {
  const wanted = new Map(portal.hearings.map((step) => [stepId(dossier.id, step), toDeadline(dossier, step)] as const));
  const had = new Map(stored.deadlines.map((d) => [d.id, d] as const));
  const puts: CourtDeadline[] = [];
  const deletes: CourtDeadline[] = [];
  const changes: CourtChange[] = [];
  const first = stored.state.version === 0 && !stored.deadlines.length;
  for (const [id, next] of wanted) {
    const before = had.get(id);
    const reindexed = before?.idUtilisateur !== next.idUtilisateur;
    if (!before) {
      if (!first)
        changes.push({
          kind: 'AUDIENCE',
          evenement: { kind: 'AUDIENCE', step: next.typeLabel, date: next.date, next: next.prochaineAudience ?? null },
          date: portalDateText(next.prochaineAudience ?? next.date),
          audience: next.prochaineAudience,
        });
    } else {
      if ((before.prochaineAudience ?? null) !== (next.prochaineAudience ?? null))
        changes.push({
          kind: 'REPORT',
          evenement: {
            kind: 'REPORT',
            step: next.typeLabel,
            before: before.prochaineAudience ?? null,
            after: next.prochaineAudience ?? null,
          },
          date: portalDateText(next.prochaineAudience ?? next.date),
          audience: next.prochaineAudience,
        });
      if (before.contenu !== next.contenu)
        changes.push({
          kind: 'DECISION',
          evenement: { kind: 'DECISION', step: next.typeLabel, text: next.contenu },
          date: portalDateText(next.date),
        });
    }
    const moved = before && (before.prochaineAudience ?? null) !== (next.prochaineAudience ?? null);
    // A step's key is its date and id, both fixed by its date and type: a put replaces the stored one.
    if (!before || moved || before.contenu !== next.contenu || reindexed) puts.push(next);
  }
  for (const [id, before] of had) {
    if (wanted.has(id)) continue;
    deletes.push(before);
    changes.push({
      kind: 'RETRAIT',
      evenement: { kind: 'RETRAIT', step: before.typeLabel, date: before.date },
      date: portalDateText(before.date),
    });
  }
  if (first && wanted.size) {
    const latest = [...wanted.values()].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!;
    changes.push({
      kind: 'IMPORT',
      evenement: { kind: 'IMPORT', count: wanted.size, step: latest.typeLabel, date: latest.prochaineAudience ?? latest.date },
      date: portalDateText(latest.prochaineAudience ?? latest.date),
    });
  }
  if (!first && (stored.state.decision ?? null) !== (portal.decision ?? null) && portal.decision)
    changes.push({ kind: 'DECISION', evenement: { kind: 'DECISION', step: null, text: portal.decision }, date: nowText() });
  if (!first && (stored.state.statut ?? null) !== (portal.status ?? null) && portal.status)
    changes.push({
      kind: 'STATUT',
      evenement: { kind: 'STATUT', before: stored.state.statut ?? null, after: portal.status },
      date: nowText(),
    });
  const caseChanged =
    (stored.state.decision ?? null) !== (portal.decision ?? null) || (stored.state.statut ?? null) !== (portal.status ?? null);
  return { puts, deletes, changes, dirty: puts.length > 0 || deletes.length > 0 || caseChanged };
};

/** Reads the portal's record of the dossier's case; a failure is recorded on the dossier and thrown as a CourtSyncError. */
const readPortal = async (structureId: string, dossier: Dossier): Promise<PortalCase> => {
  const reference = parseCourtReference(dossier.refTribunal);
  const at = clock.nowIso();
  if (!reference || !dossier.idTribunal) {
    await recordSyncAttempt(structureId, dossier.id, at, 'no_reference');
    throw new CourtSyncError('no_reference');
  }
  try {
    return await courtPortal().fetchCase({ court: dossier.idTribunal, reference });
  } catch (error) {
    if (!(error instanceof PortalError)) throw error;
    await recordSyncAttempt(structureId, dossier.id, at, error.failure);
    throw new CourtSyncError(error.failure, error.message, error.raw?.slice(0, 4000));
  }
};

/**
 * The dossier's clients (those with an email) are told of each new hearing date the changes set,
 * in their account's language: the outbox writes of those emails, committed with the changes, so a
 * sync that found nothing new sends nothing and a written change never misses its notice.
 */
const hearingNotices = async (structureId: string, dossier: Dossier, changes: readonly CourtChange[]): Promise<TransactItem[]> => {
  const hearings = [
    ...new Set(changes.flatMap((c) => (c.audience && c.audience.slice(0, 10) >= casablancaToday(clock.now()) ? [c.audience] : []))),
  ];
  if (!hearings.length) return [];
  const links = (await dossierParties(structureId, dossier.id)).filter((p) => p.role === 'CLIENT');
  const clients = [
    ...(
      await getClients(
        structureId,
        links.map((p) => p.idClient),
      )
    ).values(),
  ].filter((c) => c.email);
  const [lawyer, ...accounts] = await Promise.all([
    getUser(structureId, dossier.idUtilisateur),
    ...clients.map((c) => (c.idUtilisateur ? getUser(structureId, c.idUtilisateur) : undefined)),
  ]);
  return clients.map((client, i) => {
    const language = accounts[i]?.language ?? 'fr';
    return emailWrite(
      structureId,
      replyingTo(
        hearingNoticeEmail(client.email!, language, {
          recipientName: partyName(client),
          refCabinet: dossier.refCabinet,
          // Each date isolated, in the language's order of a list.
          hearing: hearings.map((h) => isolateLtr(portalDateShown(h))).join(language === 'ar' ? '، ' : ', '),
          link: `${config.appUrl}/Client/Folder?id=${dossier.id}`,
        }),
        lawyer?.email,
      ),
    ).write;
  });
};

/** Synchronises one dossier (a person's Sync, or the scheduled job's) and answers what changed. */
export const syncDossier = async (structureId: string, dossier: Dossier, author: Author): Promise<SyncOutcome> => {
  const portal = await readPortal(structureId, dossier);
  return withFreshReads(async () => {
    const stored = await readCourtRecord(structureId, dossier.id);
    const { puts, deletes, changes, dirty } = diffCourtRecord(dossier, stored, portal);
    const at = clock.nowIso();
    if (!dirty) {
      await recordSyncAttempt(structureId, dossier.id, at);
      return {
        changes: [],
        deadlines: stored.deadlines,
        state: { ...stored.state, dernierSucces: at, derniereTentative: at, echec: undefined },
      };
    }
    const version = stored.state.version + 1;
    const state: CourtState = { version, dernierSucces: at, derniereTentative: at, decision: portal.decision, statut: portal.status };
    // The event is the entry's data; no sentence is written (`valeur` empty): each reader words it.
    const entries = changes.map((change) =>
      historyEntry(dossier.id, author, { idTypeAction: `TRIBUNAL_${change.kind}`, valeur: '', evenement: change.evenement }),
    );
    const writes: TransactItem[] = [
      writeCourtState(structureId, dossier.id, stored.state.version, state),
      ...deletes.map((d) => deleteCourtDeadline(structureId, d)),
      ...puts.map((d) => putCourtDeadline(structureId, d)),
      ...entries.map((entry) => putHistoryEntry(structureId, entry)),
      ...(entries.length ? [markLastAction(structureId, dossier.id, entries.at(-1)!)] : []),
      ...changes.flatMap((change, i) =>
        raiseAlertWrites(structureId, {
          userId: dossier.idUtilisateur,
          source: 'court',
          code: CHANGE_CODES[change.kind],
          texte: '',
          evenement: change.evenement,
          dossier,
          dateAlert: change.date,
          key: `court:${dossier.id}:v${version}:${i}`,
        }),
      ),
      ...(await hearingNotices(structureId, dossier, changes)),
    ];
    try {
      await transact(writes);
    } catch (error) {
      // Another sync wrote this version first: decide again on what it wrote.
      if ((cancellationCodes(error) ?? []).includes('ConditionalCheckFailed')) throw new StaleReadError();
      throw error;
    }
    const after = await readCourtRecord(structureId, dossier.id);
    return { changes, deadlines: after.deadlines, state: after.state };
  });
};
