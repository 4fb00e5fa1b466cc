import type { ClientSheetRow } from '@mizan/shared/imports';
import type { ClientPreviewRow, RowReason } from '@mizan/shared/schemas/imports';
import { clientCreateBody } from '@mizan/shared/schemas/clients';
import { findByIdentifiers, findByName, getClients, matchName, partyName, type ClientRecord } from '../../db/clients';
import { identifierField, identifierOf, nameField, newRecord, typeOfFields, type RecordInput } from '../client-records';
import { findConflictsOfEach } from '../conflicts';
import { inLanes } from '../lanes';
import { conflictReason } from './check-rows';
import type { ClientRow } from './read-sheet';

/**
 * The preview's checks of the clients sheet's rows (clients alone, without a dossier), the Clients
 * directory's rules: its form's schema (clientCreateBody: CIN/RC, ICE, phone and email shapes), a
 * name (unless its CIN/RC is the firm's record's); then what a file adds: the same client twice
 * in the sheet (by CIN/RC, else by name); a client the firm already has (by CIN/RC, else by name
 * among its clients), or a party of its dossiers (by CIN/RC): skipped, a second run of the same
 * file creates nothing; a CIN or RC that is another person's; and, as the dossiers sheet, a
 * conflict of interest (the person on the other side of one of the firm's dossiers: not created).
 * A row passing them all is the body the directory's form would send.
 */
export type CheckedClientRow = ClientPreviewRow & { body?: RecordInput };

/** The row as the directory's form would send it, of the type its fields say. */
const formBody = (row: ClientSheetRow) => ({ ...row, idTypeClient: typeOfFields(row) });

/** The client as the preview and the report name it: their name, else their CIN or RC. */
const labelOf = (row: ClientSheetRow) => partyName(formBody(row)) || row.cin || row.rc || '';

/** Where a client is met again: their CIN or RC, else their name. */
const sheetKey = (body: RecordInput) => {
  const identifier = identifierOf(body);
  return identifier ? `${identifier.kind}#${identifier.value}` : `${body.idTypeClient}~${matchName(body)}`;
};

/** The firm's records of the bodies' CIN/RC, and its clients of the names of those without one. */
const firmRecords = async (structureId: string, bodies: readonly RecordInput[]) => {
  const identified = bodies.flatMap((body) => identifierOf(body) ?? []);
  const names = [...new Set(bodies.filter((body) => !identifierOf(body)).map(matchName))];
  const [byIdentifier, byName] = await Promise.all([
    findByIdentifiers(structureId, identified),
    inLanes(names, (name) => findByName(structureId, name)),
  ]);
  const records = await getClients(structureId, [...new Set([...byIdentifier.values(), ...byName.flat()])]);
  const clientsByName = new Map<string, ClientRecord>();
  for (const record of records.values()) if (record.isClient) clientsByName.set(`${record.idTypeClient}~${matchName(record)}`, record);
  /** The firm's record the body is: the one of its CIN/RC, else a client of its name. */
  return (body: RecordInput): ClientRecord | undefined => {
    const identifier = identifierOf(body);
    if (!identifier) return clientsByName.get(sheetKey(body));
    const id = byIdentifier.get(`${identifier.kind}#${identifier.value}`);
    return id ? records.get(id) : undefined;
  };
};

export const checkClientRows = async (structureId: string, rows: readonly ClientRow[]): Promise<CheckedClientRow[]> => {
  const parsed = rows.map(({ ligne, row }) => ({ ligne, client: labelOf(row), result: clientCreateBody.safeParse(formBody(row)) }));
  const bodies = parsed.flatMap((p) => (p.result.success ? [p.result.data] : []));
  const recordOf = await firmRecords(structureId, bodies);
  const seen = new Set<string>();

  /** Each row, its body while it may be created, with the firm's record that is it (a party not a client: to check for conflicts). */
  const checked = parsed.map(({ ligne, client, result }): CheckedClientRow & { known?: ClientRecord } => {
    if (!result.success) {
      const raisons = result.error.issues.map((issue) => ({ champ: String(issue.path[0] ?? 'file'), code: issue.message }));
      return { ligne, client, valide: false, raisons };
    }
    const body = result.data;
    const named = !!body[nameField(body)];
    const where = identifierOf(body) ? identifierField(body) : nameField(body);
    const refused = (champ: string, code: string) => ({ ligne, client, valide: false, raisons: [{ champ, code }] });
    if (!named && !identifierOf(body)) return refused(nameField(body), 'required');
    const key = sheetKey(body);
    if (seen.has(key)) return refused(where, 'client_duplicate_in_file');
    seen.add(key);
    const known = recordOf(body);
    if (known && named && matchName(known) !== matchName(body)) return refused(where, 'identifier_other_person');
    if (known?.isClient) return refused(where, 'client_already_firms');
    if (known) return { ligne, client, valide: false, raisons: [{ champ: where, code: 'party_already_firms' }], known };
    if (!named) return refused(nameField(body), 'required');
    return { ligne, client, valide: true, raisons: [], body };
  });
  const candidates = checked.filter((row) => row.body ?? row.known);
  const conflicts = await findConflictsOfEach(
    structureId,
    candidates.map((row) => [
      { field: nameField(row.known ?? row.body!), role: 'CLIENT' as const, record: row.known ?? newRecord(row.body!, true) },
    ]),
  );
  const conflicting = new Map(candidates.map((row, i) => [row, conflicts[i]!]));
  return checked.map((row): CheckedClientRow => {
    const { known: _known, ...checkedRow } = row;
    const found = conflicting.get(row) ?? [];
    if (!found.length) return checkedRow;
    const raisons: RowReason[] = found.map((c) => conflictReason(c.field, c));
    return { ligne: row.ligne, client: row.client, valide: false, raisons };
  });
};

/** The CIN/RC and names the clients sheet's rows to create give (the dossiers sheet's rows are checked against them). */
export const namesOfCreated = (rows: readonly CheckedClientRow[]) =>
  new Map(
    rows.flatMap(({ body }) => {
      const identifier = body && identifierOf(body);
      return identifier ? [[`${identifier.kind}#${identifier.value}`, matchName(body)] as const] : [];
    }),
  );
