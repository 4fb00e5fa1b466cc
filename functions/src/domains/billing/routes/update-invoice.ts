import { DEFAULT_VAT_BASIS_POINTS } from '@mizan/shared/invoices';
import { reviseDraft, type Invoice, type StoredLine } from '../../../db/invoices';
import { newId } from '../../../db/keys';
import { availableProvisions } from '../../../db/provisions';
import { defineHandler } from '../../../runtime/define-handler';
import { commit } from '../../../services/guarded-transaction';
import { draftFor, draftTotals, guardedWrites, invoiceChanged, invoiceView } from '../invoices';

/**
 * Staff replace a draft's lines and terms at the version they read (409 `invoice_changed`
 * otherwise). A line that names one of the draft's lines keeps what that line bills; a new line
 * bills nothing else. A disbursement carries no VAT (outside the tax base). The provisions it
 * deducts are picked again from those left now.
 */
export const handler = defineHandler('billing.updateInvoice', async ({ params, body }, { caller }) => {
  const sid = caller.structureId;
  const { invoice: before } = await draftFor(caller, params.id);
  const provisions = await availableProvisions(sid, before.idDossier);
  if (body.version !== before.version) throw invoiceChanged();
  const drafted = new Map(before.lignes.map((line) => [line.id, line]));
  const lignes = body.lignes.map((line): StoredLine => {
    const previous = line.id ? drafted.get(line.id) : undefined;
    return {
      id: previous?.id ?? newId(),
      nature: line.nature,
      libelle: line.libelle,
      montantCentimes: line.montant,
      tauxTvaBasisPoints: line.nature === 'DEBOURS' ? 0 : (line.tauxTva ?? DEFAULT_VAT_BASIS_POINTS),
      source: previous?.source ?? 'MANUELLE',
      ...(previous?.temps && { temps: previous.temps }),
      ...(previous?.depense && { depense: previous.depense }),
      ...(previous?.echeance && { echeance: previous.echeance }),
    };
  });
  const terms = { exonere: body.exonere, retenueTvaBasisPoints: body.retenueTva * 100 };
  const after: Invoice = { ...before, lignes, ...terms, ...draftTotals(lignes, terms, provisions), version: before.version + 1 };
  await commit(guardedWrites(reviseDraft(sid, before, after), invoiceChanged));
  return invoiceView(after);
});
