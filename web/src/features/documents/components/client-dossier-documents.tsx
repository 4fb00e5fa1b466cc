import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../../lib/api-client';

type ClientDossierDocumentsProps = { dossier: ApiResponse<'dossiers.get'>; onChanged: () => void };

// Stub: the documents issue (10) replaces this file with the list and the upload dialog (uploader CLIENT).
export const ClientDossierDocuments = (_props: ClientDossierDocumentsProps) => {
  const { t } = useTranslation('portal');
  return (
    <Heading as="h2" size="md">
      {t('sections.documents')}
    </Heading>
  );
};
