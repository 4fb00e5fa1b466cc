import { clock } from '../../../adapters/clock';
import { reviseTimeEntry, type TimeEntry } from '../../../db/time-entries';
import { defineHandler } from '../../../runtime/define-handler';
import { commit, plain } from '../../../services/guarded-transaction';
import { changeableTimeEntry, checkDeadline, timeEntryChanged, timeEntryView } from '../time-entries';

/**
 * Its person or an administrator edits a time entry at the version they read (409
 * `time_entry_changed` otherwise), in one transaction with its dossier's totals moved by the difference.
 */
export const handler = defineHandler('fees.updateTimeEntry', async ({ params, body }, { caller, language }) => {
  const sid = caller.structureId;
  const before = await changeableTimeEntry(caller, params.id);
  if (body.version !== before.version) throw timeEntryChanged();
  await checkDeadline(sid, before.idDossier, body.idEcheance, language);
  const { idEcheance: _previous, ...kept } = before;
  const after: TimeEntry = {
    ...kept,
    date: body.date,
    minutes: body.minutes,
    description: body.description,
    facturable: body.facturable,
    ...(body.idEcheance && { idEcheance: body.idEcheance }),
    version: before.version + 1,
    updatedAt: clock.nowIso(),
  };
  const revision = reviseTimeEntry(sid, before, after);
  await commit([{ write: revision.entry, onConditionFailure: timeEntryChanged }, plain(revision.totals)]);
  return timeEntryView(after, caller);
});
