import { Card, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAgreement } from '../api/fees';
import { AgreementSummary } from './agreement-summary';

/** The client's dossier page: the fee agreement, read only and without any rate (the API gives them none). */
export const ClientAgreement = ({ dossierId }: { dossierId: string }) => {
  const { t } = useTranslation('fees');
  const agreement = useAgreement(dossierId).data;
  return (
    <Card.Root size="sm" data-testid="client-agreement">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('agreement.title')}
        </Heading>
      </Card.Header>
      <Card.Body>{agreement && <AgreementSummary agreement={agreement} />}</Card.Body>
    </Card.Root>
  );
};
