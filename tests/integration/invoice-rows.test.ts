import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rowOldInvoices } from '../../functions/src/db/invoices';
import { api } from '../support/api';
import type { TestFirm } from '../support/accounts';
import { deleteItem, partition } from '../support/table';
import { billingFirms, feeDraft, issuedFee } from './billing-support';
import { createDossier } from './dossiers-support';

/**
 * `npm run migrate:invoices` (db/invoices.ts `rowOldInvoices`) against the real local stack. The migration reads the
 * whole table, so this file is stack-wide (vitest.config.ts): it runs alone, while the stack holds few items.
 */
let firm: TestFirm;
beforeAll(async () => {
  ({ firm } = await billingFirms());
  Object.assign(process.env, inject('env'));
});

const firmView = async () => {
  const [list, week] = await Promise.all([
    api<{ items: { id: string; statut: string; payeCentimes: number }[]; totaux: unknown; anciennete: unknown }>('billing.firmInvoices', {
      token: firm.token,
      query: { limit: '50' },
    }),
    api('billing.week', { token: firm.token }),
  ]);
  expect(list.status).toBe(200);
  expect(week.status).toBe(200);
  return { items: list.body.items, totaux: list.body.totaux, anciennete: list.body.anciennete, week: week.body };
};

/** Takes the firm back to before its list existed: no rows, no billing counters (the invoices themselves stay). */
const forgetTheList = async () => {
  for (const item of await partition(`T#${firm.structureId}#FACTURES`)) await deleteItem({ pk: item.pk, sk: item.sk });
  for (const item of await partition(`T#${firm.structureId}`))
    if (item.sk.startsWith('FACTURES#')) await deleteItem({ pk: item.pk, sk: item.sk });
};

describe('invoices written before the firm’s list of invoices', () => {
  it('are listed with the same totals, ageing and week once `npm run migrate:invoices` ran; a second run changes nothing', async () => {
    const dossier = await createDossier(firm);
    const paid = await issuedFee(firm.token, dossier.id, '1000');
    const payment = await api('billing.addPayment', {
      token: firm.token,
      params: { id: paid.id },
      body: { montant: '400', mode: 'CHEQUE', date: new Date().toISOString().slice(0, 10) },
    });
    expect(payment.status, JSON.stringify(payment.body)).toBe(201);
    await issuedFee(firm.token, dossier.id, '250');
    await feeDraft(firm.token, dossier.id, '80');
    const before = await firmView();
    expect(before.items).toHaveLength(3);

    await forgetTheList();
    expect((await firmView()).items).toEqual([]);

    expect(await rowOldInvoices()).toBeGreaterThanOrEqual(3);
    expect(await firmView()).toEqual(before);
    expect(await rowOldInvoices()).toBe(0);
    expect(await firmView()).toEqual(before);
  });
});
