import { Text } from '@chakra-ui/react';
import type { DocumentItem, DocumentVersion } from '@mizan/shared/schemas/documents';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type RowAction } from '../../../components/data-table';
import { FormDialog } from '../../../components/form-dialog';
import { notifyError } from '../../../lib/notify';
import { useDocumentVersions } from '../api/document-versions';
import { downloadDocument } from '../api/get-document-address';

type Row = DocumentVersion & { fichier: string; statut: string };

type VersionsDialogProps = { document: DocumentItem; onClose: () => void };

/** The viewer of one version of a document (the latest is the document's own address). */
export const versionViewerPath = (idDocument: string, idVersion: string) =>
  `/DocumentViewer?id=${encodeURIComponent(idDocument)}&version=${encodeURIComponent(idVersion)}`;

/**
 * A document's versions, newest first: the file (its extension may have changed), the date and
 * author of each, which one is current, and each one's view (the viewer, in a new tab) and download.
 */
export const VersionsDialog = ({ document, onClose }: VersionsDialogProps) => {
  const { t } = useTranslation('documents');
  const versions = useDocumentVersions(document.idDocument);

  const handleDownload = async (row: Row) => {
    try {
      await downloadDocument(document.idDocument, row.idVersion);
    } catch (error) {
      notifyError(error);
    }
  };

  const rows: Row[] = (versions.data?.items ?? []).map((version) => ({
    ...version,
    fichier: `${document.nom}.${version.extension}`,
    statut: version.latest ? t('versions.current') : '',
  }));
  const columns: Column<Row>[] = [
    { key: 'fichier', header: t('columns.name'), type: 'fileName' },
    { key: 'dateUpload', header: t('columns.date'), type: 'datetime' },
    { key: 'uploader', header: t('columns.uploader') },
    { key: 'statut', header: t('versions.status') },
  ];
  const actions: RowAction<Row>[] = [
    { type: 'view', to: (row) => versionViewerPath(document.idDocument, row.idVersion), newTab: true },
    { type: 'download', onClick: (row) => void handleDownload(row) },
  ];

  return (
    <FormDialog
      title={t('versions.title')}
      testId="versions"
      failure={null}
      saving={false}
      submitLabel={null}
      cancelLabel={t('upload.close')}
      size="lg"
      onSubmit={(event) => event.preventDefault()}
      onClose={onClose}
    >
      <Text fontWeight="medium" dir="auto">
        {document.nom}
      </Text>
      <DataTable
        columns={columns}
        rows={rows}
        pageSize={10}
        rowKey={(row) => row.idVersion}
        read={versions}
        loadingText={t('loading')}
        actions={actions}
        cardsWhenCramped
      />
    </FormDialog>
  );
};
