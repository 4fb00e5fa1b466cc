import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../../lib/api-client';

type CourtDeadlinesProps = { dossier: ApiResponse<'dossiers.get'>; canSync: boolean };

// Stub: the court issue (13) replaces this file with the court deadlines table ('Echéances').
export const CourtDeadlines = (_props: CourtDeadlinesProps) => {
  const { t } = useTranslation('portal');
  return (
    <Heading as="h2" size="md">
      {t('sections.courtDeadlines')}
    </Heading>
  );
};
