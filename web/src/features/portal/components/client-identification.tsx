import { Card, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import type { ClientDossier } from '../api/get-client-dossier';

type ClientIdentificationProps = {
  formId: string;
  dossier: ClientDossier;
  onSubmit: (event: FormEvent) => void;
  refClient: string;
  onRefClientChange: (value: string) => void;
  error?: string;
};

/** Spec 2.11's identification: the client's own reference (edited here, saved by the header's icon) and the dossier's. */
export const ClientIdentification = ({ formId, dossier, refClient, onRefClientChange, onSubmit, error }: ClientIdentificationProps) => {
  const { t } = useTranslation('portal');
  const language = currentLanguage();
  const facts: [string, string | null][] = [
    [t('identification.refCabinet'), dossier.refCabinet],
    [t('identification.refTribunal'), dossier.refTribunal],
    [t('identification.typeDossier'), dossier.typeDossier],
    [t('identification.tribunal'), dossier.tribunal],
    [t('identification.statut'), dossier.statut],
    [t('identification.dateOuverture'), formatDate(dossier.dateOuverture, language)],
  ];
  return (
    <Card.Root size="sm" data-testid="client-identification">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('identification.title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form id={formId} onSubmit={onSubmit} noValidate>
            <TextField
              name="refClient"
              label={t('identification.refClient')}
              value={refClient}
              maxLength={60}
              minHeight="11"
              error={error}
              onChange={(e) => onRefClientChange(e.target.value)}
            />
          </form>
          <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3" as="dl">
            {facts.map(([label, value]) => (
              <Stack key={label} gap="0" minWidth="0">
                <Text as="dt" fontSize="sm" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" overflowWrap="anywhere">
                  {value || '—'}
                </Text>
              </Stack>
            ))}
          </Grid>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
};
