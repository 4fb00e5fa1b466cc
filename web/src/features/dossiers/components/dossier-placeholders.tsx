import { Card, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDossier } from '../api/get-dossier';
import { CabinetDeadlines } from './cabinet-deadlines';
import { CourtDeadlines } from './court-deadlines';

type PanelProps = { titleKey: string; testId: string };

/** A panel whose content a later issue brings: its title and a word saying so. */
const ComingPanel = ({ titleKey, testId }: PanelProps) => {
  const { t } = useTranslation('dossiers');
  return (
    <Card.Root size="sm" data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md">
          {t(titleKey)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{t('panels.comingSoon')}</Text>
      </Card.Body>
    </Card.Root>
  );
};

/** Spec 2.10's deadlines (cabinet and court tabs) and documents: still to come. */
export const DossierPlaceholders = () => {
  const { t } = useTranslation('dossiers');
  const dossier = useDossier(useSearchParams()[0].get('id'));
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
            <Tabs.Content value="court">{dossier.data && <CourtDeadlines dossier={dossier.data} canSync />}</Tabs.Content>
          </Tabs.Root>
        </Card.Body>
      </Card.Root>
      <ComingPanel titleKey="panels.documents" testId="panel-documents" />
    </Stack>
  );
};
