import { table } from '../adapters/table';
import { firmPk, newId } from './keys';

/**
 * Who opened which document, and when: one item per view or download, in the firm's log partition
 * of the month, `T#{sid}#DOCLOG#{YYYY-MM}` / `{ISO time}#{ulid}`, so that a month of the firm's
 * activity reads in order with one Query (the firm's activity log screen, a later issue). Written
 * before the short-lived address is answered: no access goes unrecorded.
 */
export type DocumentAccess = {
  action: 'VIEW' | 'DOWNLOAD';
  idDocument: string;
  idDossier: string;
  nom: string;
  extension: string;
  userId: string;
  userName: string;
  role: string;
  at: string;
};

export const recordDocumentAccess = (structureId: string, access: DocumentAccess) =>
  table.put({
    pk: `${firmPk(structureId)}#DOCLOG#${access.at.slice(0, 7)}`,
    sk: `${access.at}#${newId()}`,
    type: 'DOCUMENT_ACCESS',
    ...access,
  });
