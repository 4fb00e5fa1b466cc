import { table, type Item } from '../adapters/table';
import { lawyerAppointments } from './appointments';
import { getClients } from './clients';
import { allOfList } from './dossier-lists';
import { dossierPk } from './dossiers';
import { sortKeyPrefix } from './keys';

/**
 * What the firm's export reads (jobs/firm-export.ts): every dossier of the firm (its list of all
 * dossiers), each dossier's partition whole (one Query, every page), its time entries and its
 * invoices (their gsi2 entries by dossier), the clients its parties name (BatchGet), and each staff member's appointments (gsi1, every day). Records as they are stored,
 * without their keys. Access patterns X2 to X5 (functions/src/db/access-patterns.md).
 */
export type StoredRecord = Record<string, unknown>;

const KEYS = new Set(['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'ttl']);
const recordOf = (item: Item): StoredRecord => Object.fromEntries(Object.entries(item).filter(([name]) => !KEYS.has(name)));

/** The kinds of a dossier's partition the export keeps, by the start of their sort key. */
const PARTITION_KINDS = {
  dossiers: 'META',
  parties: 'PARTY#',
  deadlines: 'DEADLINE#',
  courtDeadlines: 'COURT#DL#',
  history: 'ACTION#',
  notes: 'NOTE#',
  expenses: 'DEPENSE#',
  documents: 'DOC#',
  messages: 'MESSAGE#',
  feeAgreements: 'CONVENTION',
} as const;
export type PartitionKind = keyof typeof PARTITION_KINDS;
export type DossierContents = Record<PartitionKind | 'timeEntries' | 'invoices', StoredRecord[]>;

/** Every dossier id of the firm, newest opening first (X2). */
export const firmDossierIds = (structureId: string) => allOfList(structureId, {});

const byDossierIndex = async (gsi2pk: string) =>
  (await table.queryAll({ IndexName: 'gsi2', KeyConditionExpression: 'gsi2pk = :pk', ExpressionAttributeValues: { ':pk': gsi2pk } })).map(
    recordOf,
  );

/** A dossier's records by kind (X3): its partition (read-marks and totals left out), its time entries and its invoices. */
export const dossierContents = async (structureId: string, dossierId: string): Promise<DossierContents> => {
  const pk = dossierPk(structureId, dossierId);
  const [items, timeEntries, invoices] = await Promise.all([
    table.queryAll({ ...sortKeyPrefix(pk, ''), ConsistentRead: true }),
    byDossierIndex(`${pk}#TEMPS`),
    byDossierIndex(`${pk}#FACTURES`),
  ]);
  const kindOf = (sk: string) =>
    (Object.entries(PARTITION_KINDS) as [PartitionKind, string][]).find(([, prefix]) =>
      prefix.endsWith('#') ? sk.startsWith(prefix) : sk === prefix,
    )?.[0];
  const contents = Object.fromEntries(Object.keys(PARTITION_KINDS).map((kind) => [kind, [] as StoredRecord[]])) as DossierContents;
  for (const item of items) {
    const kind = kindOf(item.sk as string);
    if (kind) contents[kind].push(recordOf(item));
  }
  return { ...contents, timeEntries, invoices };
};

/** The clients and opposing parties of these ids (X4). */
export const partiesOf = async (structureId: string, clientIds: readonly string[]): Promise<StoredRecord[]> => {
  const clients = await getClients(structureId, clientIds);
  return [...clients.values()].map(({ isClient: _isClient, ...client }) => client);
};

/** A staff member's appointments, every day (X5). */
export const appointmentsOf = async (structureId: string, lawyerId: string): Promise<StoredRecord[]> =>
  lawyerAppointments(structureId, lawyerId, '0000-01-01', '9999-12-31');
