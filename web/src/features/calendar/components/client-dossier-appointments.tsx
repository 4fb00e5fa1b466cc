import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../../lib/api-client';

type ClientDossierAppointmentsProps = { dossier: ApiResponse<'dossiers.get'> };

// Stub: the calendar issue (11) replaces this file with the appointments and the booking dialog.
export const ClientDossierAppointments = (_props: ClientDossierAppointmentsProps) => {
  const { t } = useTranslation('portal');
  return (
    <Heading as="h2" size="md">
      {t('sections.appointments')}
    </Heading>
  );
};
