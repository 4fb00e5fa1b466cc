import { Button, Card, HStack, Heading } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useDossierDocuments } from '../api/get-dossier-documents';
import { DocumentsTable } from './documents-table';
import { UploadDialog } from './upload-dialog';

/**
 * Spec 2.10's documents panel of the Folder screen (/Folder?id=): the documents the reader may
 * see, and 'Ajouter un fichier' (uploader AVOCAT). A change reads the dossier again (its history
 * says who added or deleted what).
 */
export const DossierDocuments = () => {
  const { t } = useTranslation('documents');
  const id = useSearchParams()[0].get('id');
  const { documents, read, dossierId, reload } = useDossierDocuments(id);
  const [adding, setAdding] = useState(false);
  const refresh = () => void reload();

  return (
    <Card.Root size="sm" data-testid="panel-documents">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {t('title')}
          </Heading>
          <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)} disabled={!dossierId} data-testid="add-document">
            <LuPlus /> {t('upload.title')}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DocumentsTable documents={documents} read={read} canChange onChanged={refresh} />
      </Card.Body>
      {adding && dossierId && (
        <UploadDialog dossierId={dossierId} uploader="AVOCAT" onUploaded={refresh} onClose={() => setAdding(false)} />
      )}
    </Card.Root>
  );
};
