import { invoiceNumber } from '@mizan/shared/invoices';
import { clock } from '../../../adapters/clock';
import { markExpenseBilled } from '../../../db/expenses';
import { getFirm } from '../../../db/firms';
import { addToBillingTotals, lastNumber, reviseDraft, takeNumber, type Invoice } from '../../../db/invoices';
import { deductProvision } from '../../../db/provisions';
import { markTimeEntryBilled } from '../../../db/time-entries';
import { ConflictError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { activityEntry, originOf } from '../../../services/activity-log';
import { casablancaWallTime } from '../../../services/deadline-dates';
import { checkMayIssue } from '../../../services/invoice-access';
import { commit, plain, StaleReadError, withFreshReads, type GuardedWrite } from '../../../services/guarded-transaction';
import {
  checkFirmTaxIds,
  draftFor,
  guardedWrites,
  invoiceChanged,
  invoiceItemsBilled,
  invoiceProvisionsUsed,
  invoiceView,
} from '../invoices';

/** Twenty people issuing at once in one firm all wait on its series: each collision reads the number again. */
const ISSUE_TRIES = 40;

/**
 * An administrator or the dossier's lawyer issues a draft of at least one line at the version read,
 * once the firm's IF, ICE and TP are set. One transaction gives it the next number of the firm's series of the year
 * (conditional on the number read: a concurrent issue makes this one read again, so numbers have
 * no gap and no repeat), changes its status (conditional on the draft's version), marks what it
 * bills (time entries, expenses, instalments: 409 `invoice_items_billed` when another invoice
 * billed one first), takes what it deducts off each provision (409 `invoice_provisions_used` when
 * another invoice deducted it first), adds it to the dossier's totals and records it in the activity log.
 */
export const handler = defineHandler('billing.issueInvoice', async ({ params, body }, { caller, sourceIp }) => {
  const sid = caller.structureId;
  return withFreshReads(async () => {
    const [{ invoice, dossier }, firm] = await Promise.all([draftFor(caller, params.id), getFirm(sid, true)]);
    checkMayIssue(caller, dossier.idUtilisateur);
    if (body.version !== invoice.version) throw invoiceChanged();
    checkFirmTaxIds(firm);
    if (!invoice.lignes.length) throw new ConflictError('invoice_empty', 'lignes');
    const day = casablancaWallTime(clock.now()).day;
    const year = Number(day.slice(0, 4));
    const last = await lastNumber(sid, 'FACTURE', year);
    const issued: Invoice = {
      ...invoice,
      statut: 'EMISE',
      numero: invoiceNumber(year, last + 1),
      dateEmission: day,
      version: invoice.version + 1,
      emisePar: { id: caller.userId, name: caller.name },
    };
    const billed = (write: GuardedWrite['write']): GuardedWrite => ({ write, onConditionFailure: invoiceItemsBilled });
    const stale = (write: GuardedWrite['write']): GuardedWrite => ({ write, onConditionFailure: () => new StaleReadError() });
    const lines = invoice.lignes;
    await commit([
      ...guardedWrites(reviseDraft(sid, invoice, issued), () => new StaleReadError()),
      stale(takeNumber(sid, 'FACTURE', year, last)),
      ...lines.flatMap((line) => line.temps ?? []).map((entryId) => billed(markTimeEntryBilled(sid, entryId, invoice.id))),
      ...lines
        .flatMap((line) => (line.depense ? [{ ...line.depense, idDossier: invoice.idDossier }] : []))
        .map((e) => billed(markExpenseBilled(sid, e, invoice.id))),
      ...(invoice.provisions ?? []).map((use) => ({
        write: deductProvision(sid, invoice.idDossier, use),
        onConditionFailure: invoiceProvisionsUsed,
      })),
      billed(
        addToBillingTotals(sid, invoice.idDossier, {
          factureCentimes: invoice.totaux.netCentimes,
          provisionsDeduitesCentimes: invoice.totaux.provisionsCentimes,
          echeances: lines.flatMap((line) => (line.echeance ? [line.echeance] : [])),
        }),
      ),
      plain(
        activityEntry(originOf(caller, sourceIp), {
          kind: 'INVOICE_ISSUED',
          subject: issued.numero,
          refs: { idFacture: invoice.id, idDossier: invoice.idDossier },
        }),
      ),
    ]);
    return invoiceView(issued);
  }, ISSUE_TRIES);
});
