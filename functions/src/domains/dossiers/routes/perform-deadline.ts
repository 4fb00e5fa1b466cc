import { clock } from '../../../adapters/clock';
import { listClosureDays } from '../../../db/closure-days';
import { performDeadline, type Deadline } from '../../../db/deadlines';
import { defineHandler } from '../../../runtime/define-handler';
import { deadlineEvent } from '../../../services/deadline-events';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { loadReferenceLabels, loadReferenceTypes } from '../../../services/reference-data';
import { casablancaToday } from '../../../services/working-days';
import { alreadyPerformed, chainedDeadline, deadlineOf, newDeadlineWrites, nextDeadlines, performedView } from '../deadlines';

/**
 * Perform (`POST api/Dossier/achieve-action?id=`): sets the realisation date, once. The open item
 * is removed on the condition that it is still open, in the same transaction as the realised item,
 * the chained deadlines and the history entry: of two Performs at the same moment one commits and
 * the other, reading again, answers 409 `already_performed` having written nothing.
 * The type's next deadlines are dated from the realisation day (Casablanca) plus their delay,
 * moved past closed days; an automatic type (`isauto`) creates them now, another proposes them
 * (stored on the performed deadline until `POST api/Dossier/echeances/{id}/chain`). The performer
 * and the deadlines created at once are recorded, so that the performer may undo it for 24 hours.
 */
export const handler = defineHandler('dossiers.performDeadline', ({ query }, { caller, language }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const open = await deadlineOf(caller, query.id);
    if (open.dateRealisation) throw alreadyPerformed();
    const [types, closures, labels] = await Promise.all([
      loadReferenceTypes(sid, 'deadlineType'),
      listClosureDays(sid),
      loadReferenceLabels(sid, language),
    ]);
    const now = clock.now();
    const type = types.find((t) => t.id === open.idTypeEcheance);
    const next = nextDeadlines(type, types, casablancaToday(now), new Map(closures.map((c) => [c.date, c.motif])));
    const auto = type?.isauto === true;
    const chained = auto ? next.map((n) => chainedDeadline(open, n, now.toISOString(), caller.userId)) : [];
    const realised: Deadline = {
      ...open,
      dateRealisation: now.toISOString(),
      performedBy: caller.userId,
      chainedIds: chained.length ? chained.map((d) => d.id) : undefined,
      propositions: !auto && next.length ? next : undefined,
    };
    const entry = historyEntry(open.idDossier, authorOf(caller), {
      idTypeAction: 'REALISATION_ECHEANCE',
      valeur: '',
      echeance: deadlineEvent(open, chained),
    });
    const [removeOpen, ...moveToRealised] = performDeadline(sid, open, realised);
    await commit([
      { write: removeOpen!, onConditionFailure: () => new StaleReadError() },
      ...moveToRealised.map(plain),
      ...chained.flatMap((d) => newDeadlineWrites(sid, d, 'id', language)),
      ...appendDossierEvent(sid, entry).map(plain),
    ]);
    return performedView(caller, realised, chained, language, now, labels);
  }),
);
