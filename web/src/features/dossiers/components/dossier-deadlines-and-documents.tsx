import { Card, Heading, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DossierDocuments } from '../../documents/components/dossier-documents';
import { useSearchParams } from 'react-router-dom';
import { useDossier } from '../api/get-dossier';
import { CabinetDeadlines } from './cabinet-deadlines';
import { CourtDeadlines } from './court-deadlines';

/** Spec 2.10's deadlines (cabinet and court tabs; `tab=court` in the address opens the court's, as the calendar's hearings do) and documents. */
export const DossierDeadlinesAndDocuments = () => {
  const { t } = useTranslation('dossiers');
  const [params] = useSearchParams();
  const dossier = useDossier(params.get('id'));
  return (
    <Stack gap="4">
      <Card.Root size="sm" data-testid="panel-deadlines">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('panels.deadlines')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Tabs.Root defaultValue={params.get('tab') === 'court' ? 'court' : 'cabinet'} variant="line" lazyMount>
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
      <DossierDocuments />
    </Stack>
  );
};
