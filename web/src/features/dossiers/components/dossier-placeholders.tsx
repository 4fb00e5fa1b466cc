import { Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DossierDocuments } from '../../documents/components/dossier-documents';
import { CabinetDeadlines } from './cabinet-deadlines';

/** Spec 2.10's deadlines (cabinet and court tabs) and documents. */
export const DossierPlaceholders = () => {
  const { t } = useTranslation('dossiers');
  return (
    <Stack gap="4">
      <Card.Root size="sm" data-testid="panel-deadlines">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('panels.deadlines')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Tabs.Root defaultValue="cabinet" variant="line">
            <Tabs.List>
              <Tabs.Trigger value="cabinet">{t('panels.cabinetDeadlines')}</Tabs.Trigger>
              <Tabs.Trigger value="court">{t('panels.courtDeadlines')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="cabinet">
              <CabinetDeadlines />
            </Tabs.Content>
            <Tabs.Content value="court">
              <Text color="fg.muted">{t('panels.comingSoon')}</Text>
            </Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <DossierDocuments />
    </Stack>
  );
};
