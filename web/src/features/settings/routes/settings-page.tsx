import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { AvailabilityPanel } from '../components/availability-panel';
import { ClosureDaysPanel } from '../components/closure-days-panel';
import { FirmDetailsPanel } from '../components/firm-details-panel';
import { DossierImportPanel } from '../components/dossier-import-panel';
import { FirmExportPanel } from '../components/firm-export-panel';
import { TwoFactorRequirement } from '../components/two-factor-requirement';
import { TaskTemplatesPanel } from '../../tasks/components/task-templates-panel';
import { DossierTypesTab, DeadlineTypesTab, ExpenseTypesTab } from '../components/type-tabs';

/** The templates' tab (its upload, its documented fields) loads its code when first opened. */
const TemplatesPanel = lazy(async () => ({ default: (await import('../components/templates-panel')).TemplatesPanel }));

const TABS = [
  'availabilities',
  'dossierTypes',
  'deadlineTypes',
  'expenseTypes',
  'closureDays',
  'firm',
  'export',
  'import',
  'templates',
] as const;

/** Spec 2.20: the firm's settings and details, one tab each; a tab loads its data when first opened. */
export const SettingsPage = () => {
  const { t } = useTranslation(['settings', 'translation', 'signin']);
  // A link may open a tab (`?tab=availabilities`, the dashboard's checklist).
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const opened = TABS.find((tab) => tab === asked) ?? 'availabilities';
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('pages.settings', { ns: 'translation' })}
      </Heading>
      <Tabs.Root defaultValue={opened} lazyMount unmountOnExit variant="line" colorPalette="teal">
        <Tabs.List flexWrap="wrap">
          {TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} data-testid={`tab-${tab}`}>
              {t(`tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="security" data-testid="tab-security">
            {t('settings.title', { ns: 'signin' })}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="availabilities">
          <AvailabilityPanel />
        </Tabs.Content>
        <Tabs.Content value="dossierTypes">
          <DossierTypesTab />
        </Tabs.Content>
        <Tabs.Content value="deadlineTypes">
          <Stack gap="8">
            <DeadlineTypesTab />
            <TaskTemplatesPanel />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="expenseTypes">
          <ExpenseTypesTab />
        </Tabs.Content>
        <Tabs.Content value="closureDays">
          <ClosureDaysPanel />
        </Tabs.Content>
        <Tabs.Content value="firm">
          <FirmDetailsPanel />
        </Tabs.Content>
        <Tabs.Content value="export">
          <FirmExportPanel />
        </Tabs.Content>
        <Tabs.Content value="import">
          <DossierImportPanel />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <Suspense fallback={<PageLoader />}>
            <TemplatesPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="security">
          <TwoFactorRequirement />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
};
