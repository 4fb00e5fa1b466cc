import { Heading, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { useApiQuery } from '../../../lib/use-api';
import { ClientDossierAppointments } from '../components/client-dossier-appointments';

/** /Client/Folder?id=: until the client portal's page, the dossier's reference and its appointments section. */
export const ClientDossierPage = () => {
  const { t } = useTranslation('translation');
  const id = useSearchParams()[0].get('id');
  const { data: dossier, isLoading } = useApiQuery('dossiers.get', id ? { params: { id } } : null);
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('pages.clientDossier')} {dossier?.refCabinet}
      </Heading>
      {isLoading && <PageLoader />}
      {dossier && <ClientDossierAppointments dossier={dossier} />}
    </Stack>
  );
};
