import { creditTotals, invoiceNumber, provisionsGivenBack } from '@mizan/shared/invoices';
import { clock } from '../../../adapters/clock';
import { addToBillingTotals, lastNumber, recordCreditNote, takeNumber, type CreditNote } from '../../../db/invoices';
import { newId } from '../../../db/keys';
import { giveBackToProvision } from '../../../db/provisions';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { activityEntry, originOf } from '../../../services/activity-log';
import { casablancaWallTime } from '../../../services/deadline-dates';
import { commit, plain, StaleReadError, withFreshReads, type GuardedWrite } from '../../../services/guarded-transaction';
import { checkMayIssue } from '../../../services/invoice-access';
import { creditedLines, guardedWrites, invoiceView } from '../invoices';
import { readableInvoice } from '../../../services/invoice-access';

/** Ten people crediting one firm's invoices at once all wait on its series of credit notes. */
const CREDIT_TRIES = 40;

/**
 * An administrator or the dossier's lawyer credits an issued invoice (409 `credit_note_of_draft`
 * for a draft), whole (every line's amount left to credit) or the lines named, each at most what
 * is left to credit of it (409 `credit_note_exceeds_line` on `lignes.{i}.montant`). It takes off
 * what is unpaid first; beyond it, it gives back the provisions the invoice deducted (the last
 * deducted first: its totals' `provisionsCentimes`, its net the rest), never more (409
 * `credit_note_over_balance`: refunding a payment is not built). One transaction gives it
 * the next number of the firm's series of credit notes of the year (`AV-2026-0001`, conditional on
 * the number read), puts it beside its invoice, moves the invoice's credited amount (conditional on
 * the amounts read: a concurrent payment or credit note makes this one read again), takes it off
 * the dossier's invoiced total, gives the provisions back and records it in the activity log.
 */
export const handler = defineHandler('billing.createCreditNote', async ({ params, body }, { caller, sourceIp }) => {
  const sid = caller.structureId;
  return withFreshReads(async () => {
    const { invoice, payments, creditNotes, dossier } = await readableInvoice(caller, params.id);
    checkMayIssue(caller, dossier.idUtilisateur, 'credit_note_forbidden');
    if (invoice.statut !== 'EMISE') throw new ConflictError('credit_note_of_draft', null);
    const { lignes, before, after } = creditedLines(invoice, creditNotes, body.lignes);
    const credited = creditTotals(before, after, {
      exonere: invoice.exonere,
      retenueTvaBasisPoints: invoice.retenueTvaBasisPoints,
      provisionsCentimes: 0,
    });
    const unpaid = invoice.totaux.netCentimes - (invoice.avoirCentimes ?? 0) - invoice.payeCentimes;
    const givenBack = creditNotes.reduce((sum, note) => sum + note.totaux.provisionsCentimes, 0);
    const beyondUnpaid = Math.max(0, credited.netCentimes - unpaid);
    if (beyondUnpaid > invoice.totaux.provisionsCentimes - givenBack)
      throw new ConflictError('credit_note_over_balance', body.lignes ? 'lignes' : null);
    const provisions = provisionsGivenBack(invoice.provisions ?? [], givenBack, beyondUnpaid);
    const totaux = { ...credited, provisionsCentimes: beyondUnpaid, netCentimes: credited.netCentimes - beyondUnpaid };
    const now = clock.now();
    const day = casablancaWallTime(now).day;
    const year = Number(day.slice(0, 4));
    const last = await lastNumber(sid, 'AVOIR', year);
    const note: CreditNote = {
      id: newId(),
      numero: invoiceNumber(year, last + 1, 'AV-'),
      date: day,
      motif: body.motif,
      lignes,
      totaux,
      auteur: { id: caller.userId, name: caller.name },
      createdAt: now.toISOString(),
    };
    const stale = (write: GuardedWrite['write']): GuardedWrite => ({ write, onConditionFailure: () => new StaleReadError() });
    await commit([
      ...guardedWrites(recordCreditNote(sid, invoice, note), () => new StaleReadError()),
      stale(takeNumber(sid, 'AVOIR', year, last)),
      plain(
        addToBillingTotals(sid, invoice.idDossier, { factureCentimes: -totaux.netCentimes, provisionsDeduitesCentimes: -beyondUnpaid }),
      ),
      ...provisions.map((use) => plain(giveBackToProvision(sid, invoice.idDossier, use))),
      plain(
        activityEntry(originOf(caller, sourceIp), {
          kind: 'CREDIT_NOTE_ISSUED',
          subject: note.numero,
          precisions: invoice.numero ? [invoice.numero] : [],
          refs: { idFacture: invoice.id, idDossier: invoice.idDossier },
        }),
      ),
    ]);
    return invoiceView({ ...invoice, avoirCentimes: (invoice.avoirCentimes ?? 0) + totaux.netCentimes }, payments, [...creditNotes, note]);
  }, CREDIT_TRIES);
});
