import { csvFile } from '@mizan/shared/csv';
import { clock } from '../../adapters/clock';
import { readObject, writeObject } from '../../adapters/object-streams';
import { appointmentsOf, dossierContents, firmDossierIds, partiesOf, type StoredRecord } from '../../db/firm-export';
import { getFirm } from '../../db/firms';
import { listUsers } from '../../db/users';
import { EXPORT_KINDS, type ExportKindName } from './kinds';
import { exportReadme } from './readme';
import { zipStream, type ZipStream } from './zip-stream';

/**
 * The firm's whole export, written as one ZIP to `key` (the documents bucket's `exports/` prefix):
 * the records of every kind (kinds.ts) as CSV and JSON, each document's file under
 * `documents/<reference>_<dossier id>/`, and the README of the columns. Records are gathered
 * dossier by dossier (metadata only: a few KiB each); files go from storage into the ZIP and the
 * ZIP to storage as streams. Answers the ZIP's size.
 */

/** A name safe in an archive on every system: no separators, controls or reserved characters. */
const safeName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_')
    .trim()
    .slice(0, 120) || '_';

const cellOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const addKind = async (zip: ZipStream, name: ExportKindName, records: readonly StoredRecord[]) => {
  const { file, columns } = EXPORT_KINDS[name];
  const rows = [[...columns], ...records.map((record) => columns.map((column) => cellOf(record[column])))];
  await zip.addText(`${file}.csv`, csvFile(rows, 'fr'));
  await zip.addText(`${file}.json`, `${JSON.stringify(records, null, 2)}\n`);
};

/** The users' columns only: never a session mark or anything of a password. */
const withoutSecrets = (user: object) =>
  Object.fromEntries(EXPORT_KINDS.users.columns.map((column) => [column, (user as StoredRecord)[column]]));

export const writeFirmExport = async (structureId: string, key: string): Promise<number> => {
  const zip = zipStream();
  const upload = writeObject(key, zip.stream, 'application/zip');
  // An upload that fails stops the writing, which may be waiting for it to read on.
  const uploadFailure = new Promise<never>((_, reject) => void upload.catch(reject));
  const write = async () => {
    const [firm, users, dossierIds] = await Promise.all([getFirm(structureId), listUsers(structureId), firmDossierIds(structureId)]);
    const records: Record<ExportKindName, StoredRecord[]> = Object.fromEntries(
      Object.keys(EXPORT_KINDS).map((kind) => [kind, []]),
    ) as unknown as Record<ExportKindName, StoredRecord[]>;
    const clientIds = new Set<string>();
    for (const dossierId of dossierIds) {
      const contents = await dossierContents(structureId, dossierId);
      const [dossier] = contents.dossiers;
      if (!dossier) continue;
      const folder = `documents/${safeName(String(dossier.refCabinet ?? ''))}_${dossierId}`;
      for (const document of contents.documents) {
        const file = `${folder}/${document.id as string}_${safeName(String(document.nom))}`;
        const named = file.toLowerCase().endsWith(`.${String(document.extension).toLowerCase()}`)
          ? file
          : `${file}.${String(document.extension)}`;
        const content = await readObject(String(document.path));
        if (content) await zip.addFile(named, content);
        records.documents.push({ ...document, fichier: content ? named : '' });
      }
      for (const party of contents.parties) clientIds.add(String(party.idClient));
      for (const kind of [
        'dossiers',
        'parties',
        'deadlines',
        'courtDeadlines',
        'history',
        'notes',
        'expenses',
        'messages',
        'feeAgreements',
        'timeEntries',
        'invoices',
      ] as const)
        records[kind].push(...contents[kind]);
    }
    const staff = users.filter((user) => user.idTypeUtilisateur !== 'CLIENT');
    records.clients = await partiesOf(structureId, [...clientIds]);
    records.appointments = (await Promise.all(staff.map((user) => appointmentsOf(structureId, user.idUtilisateur)))).flat();
    records.users = users.map((user) => withoutSecrets(user));
    for (const kind of Object.keys(EXPORT_KINDS) as ExportKindName[]) await addKind(zip, kind, records[kind]);
    await zip.addText('README.md', exportReadme(firm?.nom ?? '', clock.nowIso()));
    await zip.end();
  };
  try {
    await Promise.race([write(), uploadFailure]);
    await upload;
  } catch (error) {
    zip.stream.destroy(error as Error);
    await upload.catch(() => undefined);
    throw error;
  }
  return zip.size();
};
