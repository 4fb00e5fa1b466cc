import { useApiQuery } from '../../../lib/use-api';

/**
 * The documents of the dossier detail (GET api/Dossier/{id}, the same read as the Folder screen's,
 * so SWR shares it): the ones the reader may see, newest first.
 */
export const useDossierDocuments = (id: string | null) => {
  const detail = useApiQuery('dossiers.get', id ? { params: { id } } : null);
  return {
    documents: detail.data?.documents ?? [],
    /** Until the detail answers, the table says it is loading (not 'Aucun document!'); a failure says so. */
    read: { data: detail.data, error: detail.error },
    dossierId: detail.data?.id ?? null,
    reload: detail.mutate,
  };
};
