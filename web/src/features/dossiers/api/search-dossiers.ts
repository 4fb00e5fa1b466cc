import { DOSSIER_STATUSES } from '@mizan/shared/schemas/dossiers';
import { callApiFile, type CallOptions } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { useApiPages } from '../../../lib/use-api';

export type DossierFilter = NonNullable<CallOptions<'dossiers.search'>['query']>;

/** The filters of the list's form, kept in the address's query string (so that Back finds them again). */
const FILTER_FIELDS = ['refDossier', 'client', 'type', 'statut'] as const;

const isStatus = (value: string): value is (typeof DOSSIER_STATUSES)[number] => (DOSSIER_STATUSES as readonly string[]).includes(value);

/** The filters of the list's form, as text. */
export type DossierFields = Partial<Record<(typeof FILTER_FIELDS)[number], string>>;

/** The filters a query string names (`?refDossier=145&statut=ENC`); an unknown status is no filter. */
export const filterOfParams = (params: URLSearchParams): DossierFields => {
  const value = (field: (typeof FILTER_FIELDS)[number]) => params.get(field)?.trim() || undefined;
  const statut = value('statut');
  return {
    refDossier: value('refDossier'),
    client: value('client'),
    type: value('type'),
    statut: statut && isStatus(statut) ? statut : undefined,
  };
};

/** The query string of the filters: those given, in the form's order. */
export const paramsOfFilter = (filter: DossierFilter) =>
  new URLSearchParams(FILTER_FIELDS.flatMap((field) => (filter[field] ? [[field, String(filter[field])]] : [])));

/** GET api/Dossier/user?refDossier&client&type&statut: the firm's dossiers, 10 a page, cursor-paged. */
export const useSearchDossiers = (filter: DossierFilter) => useApiPages('dossiers.search', { query: { ...filter, limit: 10 } });

/** GET api/Dossier/xlsx: the filtered list, every page, as XLSX in the reader's language, saved as `dossiers-{today}.xlsx`. */
export const downloadDossiersXlsx = async (filter: DossierFields) =>
  saveFile(`dossiers-${new Date().toISOString().slice(0, 10)}.xlsx`, await callApiFile('dossiers.searchXlsx', { query: filter }));
