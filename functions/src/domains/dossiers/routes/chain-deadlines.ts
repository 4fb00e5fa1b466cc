import { clock } from '../../../adapters/clock';
import { takeProposals, type Deadline } from '../../../db/deadlines';
import { ConflictError, ValidationError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { deadlineEvent } from '../../../services/deadline-events';
import { fieldError } from '../../../services/field-error';
import { commit, plain, StaleReadError, withFreshReads } from '../../../services/guarded-transaction';
import { appendDossierEvent } from '../../../db/history';
import { authorOf, historyEntry } from '../../../services/history';
import { loadReferenceLabels } from '../../../services/reference-data';
import { chainedDeadline, deadlineOf, newDeadlineWrites, performedView } from '../deadlines';

/**
 * The follow-up of a Perform whose type is not automatic: the lawyer keeps some of the proposed
 * next deadlines (`idTypeEcheances`; none drops them all). The kept ones are created as proposed
 * (dates computed at the Perform), the proposals are taken away, once (409 `proposals_done` after).
 */
export const handler = defineHandler('dossiers.chainDeadlines', ({ params, body }, { caller, language }) =>
  withFreshReads(async () => {
    const sid = caller.structureId;
    const performed = await deadlineOf(caller, params.id);
    const proposals = performed.propositions ?? [];
    if (!proposals.length) throw new ConflictError('proposals_done', 'idTypeEcheances');
    const unknown = body.idTypeEcheances.flatMap((id, i) =>
      proposals.some((p) => p.idTypeEcheance === id) ? [] : [fieldError(`idTypeEcheances.${i}`, 'proposal_unknown', language)],
    );
    if (unknown.length) throw new ValidationError(unknown);
    const now = clock.now();
    const chained = proposals
      .filter((p) => body.idTypeEcheances.includes(p.idTypeEcheance))
      .map((p) => chainedDeadline(performed, p, now.toISOString(), caller.userId));
    const entry = historyEntry(performed.idDossier, authorOf(caller), {
      idTypeAction: 'ECHEANCES_SUIVANTES',
      valeur: '',
      echeance: deadlineEvent(performed, chained),
    });
    await commit([
      { write: takeProposals(sid, performed), onConditionFailure: () => new StaleReadError() },
      ...chained.flatMap((d) => newDeadlineWrites(sid, d, 'idTypeEcheances', language)),
      ...(chained.length ? appendDossierEvent(sid, entry).map(plain) : []),
    ]);
    const after: Deadline = { ...performed, propositions: undefined };
    return performedView(caller, after, chained, language, now, await loadReferenceLabels(sid, language));
  }),
);
