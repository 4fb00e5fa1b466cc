import { Button, Card, Heading, HStack, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { useAgreement } from '../api/fees';
import { AgreementDialog } from './agreement-dialog';
import { AgreementSummary } from './agreement-summary';
import { Invoices } from './invoices';
import { TimeEntries } from './time-entries';

/**
 * The staff dossier page's "Honoraires" section: the fee agreement (read, and edited in its
 * dialog), the dossier's time entries with the timer, and its invoices with their payments. A saved agreement's change goes into the
 * dossier's history (`onRecorded`).
 */
export const FeesSection = ({ dossierId, onRecorded }: { dossierId: string; onRecorded: () => void }) => {
  const { t } = useTranslation('fees');
  const agreement = useAgreement(dossierId);
  const [editing, setEditing] = useState(false);
  return (
    <Card.Root size="sm" data-testid="panel-fees">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('title')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h3" size="sm">
              {t('agreement.title')}
            </Heading>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={!agreement.data} data-testid="edit-agreement">
              <LuPencil /> {t('agreement.edit')}
            </Button>
          </HStack>
          {agreement.data && <AgreementSummary agreement={agreement.data} />}
          <Separator />
          <Heading as="h3" size="sm">
            {t('time.title')}
          </Heading>
          <TimeEntries dossierId={dossierId} />
          <Separator />
          <Heading as="h3" size="sm">
            {t('invoices.title')}
          </Heading>
          <Invoices dossierId={dossierId} />
        </Stack>
      </Card.Body>
      {editing && agreement.data && (
        <AgreementDialog
          dossierId={dossierId}
          agreement={agreement.data}
          onSaved={(saved) => {
            void agreement.mutate(saved, { revalidate: false });
            onRecorded();
          }}
          onClose={() => setEditing(false)}
        />
      )}
    </Card.Root>
  );
};
