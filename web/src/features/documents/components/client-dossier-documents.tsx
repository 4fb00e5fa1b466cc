import { HStack, Heading, IconButton, Stack } from '@chakra-ui/react';
import type { RouteResponse } from '@mizan/shared/route';
import type { Routes } from '@mizan/shared/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { DocumentsTable } from './documents-table';
import { UploadDialog } from './upload-dialog';

type ClientDossierDocumentsProps = {
  /** The dossier detail as `GET api/Dossier/{id}` answers it (useDossier, 'dossiers.get'). */
  dossier: RouteResponse<Routes['dossiers.get']>;
  /** A document was added: the screen reads the dossier again. */
  onChanged: () => void;
};

/**
 * Spec 2.11's documents section of the client's dossier screen (/Client/Folder?id=): the documents
 * the client may see (public and client-private ones), each viewed in a new tab or downloaded, and
 * the add icon opening the upload dialog as CLIENT (PB or PC offered).
 */
export const ClientDossierDocuments = ({ dossier, onChanged }: ClientDossierDocumentsProps) => {
  const { t } = useTranslation('documents');
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="3" data-testid="client-documents">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t('title')}
        </Heading>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('upload.title')}
          onClick={() => setAdding(true)}
          minWidth="11"
          minHeight="11"
          data-testid="add-document"
        >
          <LuPlus />
        </IconButton>
      </HStack>
      <DocumentsTable documents={dossier.documents} canChange={false} onChanged={onChanged} />
      {adding && <UploadDialog dossierId={dossier.id} uploader="CLIENT" onUploaded={onChanged} onClose={() => setAdding(false)} />}
    </Stack>
  );
};
