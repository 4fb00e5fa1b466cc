import { sendCourtSyncMessages, type CourtSyncMessage } from '../adapters/queue';
import { parseCourtReference } from '../adapters/court-portal/port';
import { allOfList } from '../db/dossier-lists';
import { getDossiers } from '../db/dossiers';
import { listFirmIds } from '../db/firms';
import { log } from '../runtime/log';

/** Statuses whose dossiers are synced: every one but closed (CLO). */
const OPEN_STATUSES = ['ENC', 'ATT', 'SSP'] as const;

/** A firm's open dossiers that have a court and a court reference the portal can read. */
export const syncableDossiers = async (structureId: string): Promise<string[]> => {
  const ids = (await Promise.all(OPEN_STATUSES.map((statut) => allOfList(structureId, { statut })))).flat();
  const dossiers = await getDossiers(structureId, ids);
  return dossiers.filter((d) => d.idTribunal && parseCourtReference(d.refTribunal)).map((d) => d.id);
};

/**
 * The scheduled court sync's planner (EventBridge Scheduler, 02:00 and 12:00 on working days in
 * Casablanca; the local scheduler on its interval): walks each firm's open dossiers with a court
 * reference, by key reads, and sends one message per dossier to the court-sync queue, whose worker
 * (jobs/court-sync-worker.ts) syncs them at the portal's rate. Running it twice syncs twice, and a
 * sync of an unchanged record writes nothing: no duplicate.
 */
export const handler = async (): Promise<{ firms: number; dossiers: number }> => {
  const firms = await listFirmIds();
  let dossiers = 0;
  for (const structureId of firms) {
    const messages: CourtSyncMessage[] = (await syncableDossiers(structureId)).map((dossierId) => ({ structureId, dossierId }));
    await sendCourtSyncMessages(messages);
    dossiers += messages.length;
  }
  log.info('court-sync: planned', { firms: firms.length, dossiers });
  return { firms: firms.length, dossiers };
};
