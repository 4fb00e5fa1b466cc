import { casablancaDay } from '@mizan/shared/casablanca-day';
import { paymentStatus } from '@mizan/shared/invoices';
import { table, type Item, type TransactItem } from '../adapters/table';
import type { Invoice } from './invoices';
import { firmPk } from './keys';

/**
 * The firm's list of invoices: one row per invoice in the firm's partition `T#{sid}#FACTURES`,
 * sorted by `{day}#{invoiceId}` (the issue day, a draft's creation day), newest first. A row is a
 * function of its invoice (`listRow`): every write of an invoice puts its row in the same
 * transaction, so the list never disagrees with the invoices. Beside the rows, the firm's billing
 * of each day, held by its month's item (`T#{sid}` / `FACTURES#MOIS#{YYYY-MM}`, one attribute per
 * counter and day of the month: `ttcCentimes_05`): the TTC issued that day, what is paid and still
 * due on the invoices issued that day, and the payments dated that day (`encaisseCentimes`); and the
 * same counters over every day (`FACTURES#TOTAL`). Both are added to with `ADD` in the transactions
 * that issue, pay and credit. The list's totals, its ageing and the dashboard's week read those
 * counters: their cost follows the months, not the invoices.
 */
export type ListStatus = 'BROUILLON' | 'IMPAYEE' | 'PARTIELLE' | 'PAYEE' | 'ANNULEE';
export type ListRow = {
  id: string;
  idDossier: string;
  refCabinet: string;
  nomClient: string;
  idClients: string[];
  idAvocat: string;
  nomAvocat: string;
  numero?: string;
  date: string;
  etat: ListStatus;
  ttcCentimes: number;
  netCentimes: number;
  payeCentimes: number;
  avoirCentimes: number;
};
export type ListFilters = { etat?: ListStatus; idClient?: string; idAvocat?: string; from?: string; to?: string };
export type DayBilling = { day: string; ttcCentimes: number; payeCentimes: number; resteCentimes: number; encaisseCentimes: number };

const listPk = (structureId: string) => `${firmPk(structureId)}#FACTURES`;
/** An invoice's day: its issue day, a draft's creation day (both in Casablanca). */
const dayOf = (invoice: Invoice) => invoice.dateEmission ?? casablancaDay(new Date(invoice.createdAt));
const rowKey = (structureId: string, invoice: Invoice) => ({ pk: listPk(structureId), sk: `${dayOf(invoice)}#${invoice.id}` });
const MONTH_PREFIX = 'FACTURES#MOIS#';
const TOTAL_SK = 'FACTURES#TOTAL';
/** A counter of a day in its month's item: `ttcCentimes_05`. */
const DAY_COUNTER = /^(\w+Centimes)_(\d\d)$/;

export const listRow = (invoice: Invoice): ListRow => {
  const credited = invoice.avoirCentimes ?? 0;
  return {
    id: invoice.id,
    idDossier: invoice.idDossier,
    ...invoice.contexte,
    ...(invoice.numero && { numero: invoice.numero }),
    date: dayOf(invoice),
    etat: invoice.statut === 'EMISE' ? paymentStatus(invoice.totaux.netCentimes, invoice.payeCentimes, credited) : 'BROUILLON',
    ttcCentimes: invoice.totaux.ttcCentimes,
    netCentimes: invoice.totaux.netCentimes,
    payeCentimes: invoice.payeCentimes,
    avoirCentimes: credited,
  };
};

/** The item of the invoice's row. */
export const listRowOf = (structureId: string, invoice: Invoice): Item => ({
  ...rowKey(structureId, invoice),
  type: 'INVOICE_LIST_ROW',
  ...listRow(invoice),
});

/** The invoice's row as it now stands (the invoice's own write in the transaction guards it). */
export const putListRow = (structureId: string, invoice: Invoice): TransactItem => ({ Put: { Item: listRowOf(structureId, invoice) } });

/** The row of an invoice as it was: its draft's, when its issue moves it to another day, or a deleted draft's. */
export const deleteListRow = (structureId: string, invoice: Invoice): TransactItem => ({ Delete: { Key: rowKey(structureId, invoice) } });

/** The row's writes when an invoice changes from `before` to `after`: its old row goes when its day changes. */
export const moveListRow = (structureId: string, before: Invoice, after: Invoice): TransactItem[] => [
  ...(dayOf(before) === dayOf(after) ? [] : [deleteListRow(structureId, before)]),
  putListRow(structureId, after),
];

/**
 * The firm's billing counters moved: amounts added to each day named (the changes of one day merged
 * into one Update, since a transaction writes an item once), and all of them to the firm's total
 * (`FACTURES#TOTAL`, the same counters over every day).
 */
export const addToDayBilling = (structureId: string, changes: readonly (Partial<Omit<DayBilling, 'day'>> & { day: string })[]) => {
  const byKey = new Map<string, Record<string, number>>();
  const addTo = (sk: string, amounts: Record<string, number | undefined>) => {
    const sums = byKey.get(sk) ?? {};
    for (const [field, value] of Object.entries(amounts)) sums[field] = (sums[field] ?? 0) + (value ?? 0);
    byKey.set(sk, sums);
  };
  for (const { day, ...amounts } of changes) {
    addTo(
      `${MONTH_PREFIX}${day.slice(0, 7)}`,
      Object.fromEntries(Object.entries(amounts).map(([field, value]) => [`${field}_${day.slice(8, 10)}`, value])),
    );
    addTo(TOTAL_SK, amounts);
  }
  return [...byKey].map(([sk, sums]): TransactItem => {
    const fields = Object.entries(sums);
    return {
      Update: {
        Key: { pk: firmPk(structureId), sk },
        UpdateExpression: `ADD ${fields.map((_, i) => `#f${i} :v${i}`).join(', ')} SET #type = :type`,
        ExpressionAttributeNames: { '#type': 'type', ...Object.fromEntries(fields.map(([field], i) => [`#f${i}`, field])) },
        ExpressionAttributeValues: { ':type': 'FIRM_BILLING', ...Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])) },
      },
    };
  });
};

/** The firm's billing of each day from `from` to `to` (inclusive; the whole history when absent), oldest first. */
export const dayBilling = async (structureId: string, from = '0000-00-00', to = '9999-99-99'): Promise<DayBilling[]> => {
  const months = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': firmPk(structureId),
      ':from': `${MONTH_PREFIX}${from.slice(0, 7)}`,
      ':to': `${MONTH_PREFIX}${to.slice(0, 7)}`,
    },
  });
  const days = new Map<string, DayBilling>();
  for (const item of months) {
    const month = String(item.sk).slice(MONTH_PREFIX.length);
    for (const [attribute, value] of Object.entries(item)) {
      const [, field, dd] = DAY_COUNTER.exec(attribute) ?? [];
      const day = `${month}-${dd}`;
      if (!field || day < from || day > to) continue;
      const billing = days.get(day) ?? { day, ttcCentimes: 0, payeCentimes: 0, resteCentimes: 0, encaisseCentimes: 0 };
      billing[field as Exclude<keyof DayBilling, 'day'>] = Number(value);
      days.set(day, billing);
    }
  }
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
};

/**
 * The firm's billing in all (`total`: TTC issued, paid and still due over every day) and of each day
 * from `from` on (oldest first): the totals and ageing of the whole list read these two, whatever
 * the firm's history.
 */
export const billingSince = async (structureId: string, from: string) => {
  const [total, days] = await Promise.all([table.get({ pk: firmPk(structureId), sk: TOTAL_SK }), dayBilling(structureId, from)]);
  return {
    total: {
      ttcCentimes: Number(total?.ttcCentimes ?? 0),
      payeCentimes: Number(total?.payeCentimes ?? 0),
      resteCentimes: Number(total?.resteCentimes ?? 0),
    },
    days,
  };
};

const filterOf = (filters: ListFilters) => {
  const tests = [
    filters.etat && { condition: 'etat = :etat', name: ':etat', value: filters.etat },
    filters.idClient && { condition: 'contains(idClients, :client)', name: ':client', value: filters.idClient },
    filters.idAvocat && { condition: 'idAvocat = :lawyer', name: ':lawyer', value: filters.idAvocat },
  ].filter((test) => !!test);
  return {
    conditions: tests.map((test) => test.condition),
    values: Object.fromEntries(tests.map((test) => [test.name, test.value])),
  };
};

const rangeOf = (structureId: string, filters: ListFilters) => ({
  KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
  ExpressionAttributeValues: { ':pk': listPk(structureId), ':from': filters.from ?? '0000', ':to': `${filters.to ?? '9999'}~` },
});

const strip = ({ pk: _pk, sk: _sk, type: _type, ...row }: Item) => row as unknown as ListRow;

/**
 * A page of the firm's invoices, newest first, in the period (a key range) and matching the other
 * filters (a filter on the rows read): Queries of the partition from `afterSk` until `limit` rows
 * match or the range ends. Unfiltered, one Query of `limit + 1` rows.
 */
export const firmInvoicesPage = async (structureId: string, filters: ListFilters, limit: number, afterSk?: string) => {
  const { conditions, values } = filterOf(filters);
  const range = rangeOf(structureId, filters);
  const rows: Item[] = [];
  let start: Record<string, unknown> | undefined = afterSk === undefined ? undefined : { pk: listPk(structureId), sk: afterSk };
  do {
    const { items, next } = await table.query({
      ...range,
      ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ...values },
      ...(conditions.length && { FilterExpression: conditions.join(' AND ') }),
      ScanIndexForward: false,
      Limit: limit + 1 - rows.length,
      ExclusiveStartKey: start,
      ConsistentRead: true,
    });
    rows.push(...items);
    start = next;
  } while (start && rows.length <= limit);
  const page = rows.slice(0, limit);
  return { rows: page.map(strip), lastSk: rows.length > limit ? (page.at(-1)?.sk as string) : undefined };
};

/** Every issued invoice's row in the period matching the filters: the recount of a filtered set's totals. */
export const issuedRows = async (structureId: string, filters: ListFilters): Promise<ListRow[]> => {
  const { conditions, values } = filterOf(filters);
  const range = rangeOf(structureId, filters);
  const items = await table.queryAll({
    ...range,
    ExpressionAttributeValues: { ...range.ExpressionAttributeValues, ...values, ':draft': 'BROUILLON' },
    FilterExpression: [...conditions, 'etat <> :draft'].join(' AND '),
  });
  return items.map(strip);
};

/** A row's sort key as the list writes it (a page cursor is checked with this before it becomes a key). */
export const isListPosition = (value: string) => /^\d{4}-\d{2}-\d{2}#[0-9A-HJKMNP-TV-Z]{26}$/.test(value);
