import { Button, Card, HStack, Heading } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFileText, LuPlus } from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { useDossierDocuments } from '../api/get-dossier-documents';
import { DocumentsTable } from './documents-table';
import { UploadDialog } from './upload-dialog';

/** The generate dialog loads its code, and reads the templates, only when opened. */
const GenerateDialog = lazy(async () => ({ default: (await import('./generate-dialog')).GenerateDialog }));

/**
 * Spec 2.10's documents panel of the Folder screen (/Folder?id=): the documents the reader may
 * see, 'Ajouter un fichier' (uploader AVOCAT) and 'Nouveau document depuis un modèle'. A change
 * reads the dossier again (its history says who added or deleted what).
 */
export const DossierDocuments = () => {
  const { t } = useTranslation('documents');
  const id = useSearchParams()[0].get('id');
  const { documents, read, dossierId, reload } = useDossierDocuments(id);
  const [adding, setAdding] = useState(false);
  const [generating, setGenerating] = useState(false);
  const refresh = () => void reload();

  return (
    <Card.Root size="sm" data-testid="panel-documents">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="md">
            {t('title')}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => setGenerating(true)} disabled={!dossierId} data-testid="generate-document">
              <LuFileText /> {t('generate.title')}
            </Button>
            <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)} disabled={!dossierId} data-testid="add-document">
              <LuPlus /> {t('upload.title')}
            </Button>
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <DocumentsTable documents={documents} read={read} canChange onChanged={refresh} />
      </Card.Body>
      {adding && dossierId && (
        <UploadDialog dossierId={dossierId} uploader="AVOCAT" onUploaded={refresh} onClose={() => setAdding(false)} />
      )}
      {generating && dossierId && (
        <Suspense fallback={null}>
          <GenerateDialog dossierId={dossierId} onGenerated={refresh} onClose={() => setGenerating(false)} />
        </Suspense>
      )}
    </Card.Root>
  );
};
