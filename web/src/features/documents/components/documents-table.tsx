import type { DocumentItem } from '@mizan/shared/schemas/documents';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DataTable, type Column, type RowAction } from '../../../components/data-table';
import type { Read } from '../../../components/read-status';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { toaster } from '../../../lib/toaster';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/get-document-address';
import { EditDocumentDialog } from './edit-document-dialog';

/** The versions dialogs load their code only when opened. */
const VersionsDialog = lazy(async () => ({ default: (await import('./versions-dialog')).VersionsDialog }));
const NewVersionDialog = lazy(async () => ({ default: (await import('./new-version-dialog')).NewVersionDialog }));

type Row = DocumentItem & { nomComplet: string; etatTexte: string };

type DocumentsTableProps = {
  documents: readonly DocumentItem[];
  /** The read the documents come from, while it may still be under way (the Folder screen's dossier). */
  read?: Read;
  /** Staff may correct (name, confidentiality) and delete (with a confirmation); clients may not. */
  canChange: boolean;
  onChanged: () => void;
};

export const viewerPath = (idDocument: string) => `/DocumentViewer?id=${encodeURIComponent(idDocument)}`;

/**
 * Spec 2.10's documents table: the confidentiality (each level its badge), the name, the upload
 * date and time, the uploader, where reading its text stands; view in a new tab (the name opens it
 * too), download, its versions (each viewable and downloadable), and (staff) upload a new version,
 * correct the name or the confidentiality, and delete after a confirmation. 10 a page.
 */
export const DocumentsTable = ({ documents, read, canChange, onChanged }: DocumentsTableProps) => {
  const { t } = useTranslation('documents');
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [versionsOf, setVersionsOf] = useState<Row | null>(null);
  const [newVersionOf, setNewVersionOf] = useState<Row | null>(null);

  const handleDownload = async (row: Row) => {
    try {
      await downloadDocument(row.idDocument);
    } catch (error) {
      toaster.create({ type: 'error', title: t('downloadFailed'), description: errorMessage(error), closable: true });
    }
  };

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.trigger({ params: { idDocument: deleting.idDocument } });
      notifySuccess(t('deleted'));
    } catch (error) {
      notifyError(error);
    }
    setDeleting(null);
    onChanged();
  };

  /** Where reading the document's text stands (jobs/document-text), with why it is unreadable. */
  const textLabel = ({ texte }: DocumentItem) => {
    if (!texte) return '';
    const state = t(`text.${texte.etat}`);
    return texte.raison ? `${state} (${t(`textFailure.${texte.raison}`)})` : state;
  };
  const rows: Row[] = documents.map((d) => ({ ...d, nomComplet: `${d.nom}.${d.extension}`, etatTexte: textLabel(d) }));
  const columns: Column<Row>[] = [
    { key: 'IdConfidentialite', header: t('columns.confidential'), type: 'confidentiality' },
    { key: 'nomComplet', header: t('columns.name'), type: 'fileName', to: (row) => viewerPath(row.idDocument), newTab: true },
    { key: 'dateUpload', header: t('columns.date'), type: 'datetime' },
    { key: 'uploader', header: t('columns.uploader') },
    { key: 'etatTexte', header: t('columns.text') },
  ];
  const actions: RowAction<Row>[] = [
    { type: 'view', to: (row) => viewerPath(row.idDocument), newTab: true },
    { type: 'download', onClick: (row) => void handleDownload(row) },
    { type: 'versions', onClick: setVersionsOf },
    ...(canChange
      ? [
          { type: 'newVersion' as const, onClick: setNewVersionOf },
          { type: 'edit' as const, onClick: setEditing },
          { type: 'delete' as const, onClick: setDeleting },
        ]
      : []),
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        pageSize={10}
        rowKey={(row) => row.idDocument}
        read={read}
        loadingText={t('loading')}
        emptyText={t('empty')}
        actions={actions}
        cardsWhenCramped
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        message={deleting ? t('deleteText', { name: deleting.nomComplet }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
        pending={remove.isMutating}
      />
      {editing && <EditDocumentDialog document={editing} onSaved={onChanged} onClose={() => setEditing(null)} />}
      <Suspense fallback={null}>
        {versionsOf && <VersionsDialog document={versionsOf} onClose={() => setVersionsOf(null)} />}
        {newVersionOf && <NewVersionDialog document={newVersionOf} onUploaded={onChanged} onClose={() => setNewVersionOf(null)} />}
      </Suspense>
    </>
  );
};
