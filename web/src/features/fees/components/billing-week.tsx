import { Card, Heading, SimpleGrid, Stat } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useBillingWeek } from '../api/invoices';
import { formatCentimes } from '../../../lib/format';

/** "Facturation de la semaine" on the dashboard of administrators and assistants: the TTC issued and the payments received this week. */
export const BillingWeek = () => {
  const { t } = useTranslation('fees');
  const language = currentLanguage();
  const session = useSession();
  const firmView = !!session && (session.roles.includes('ADMIN') || session.userType === 'ASSISTANT');
  const week = useBillingWeek(firmView).data;
  if (!firmView) return null;
  return (
    <Card.Root size="sm" data-testid="billing-week">
      <Card.Header>
        <Heading as="h2" size="md">
          <RouterLink to="/Invoices">{t('billingWeek.title')}</RouterLink>
        </Heading>
      </Card.Header>
      <Card.Body>
        {week && (
          <SimpleGrid columns={2} gap="3">
            <Stat.Root>
              <Stat.Label>{t('billingWeek.billed')}</Stat.Label>
              <Stat.ValueText data-testid="week-billed">
                <bdi>{formatCentimes(week.factureCentimes, language)}</bdi>
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root>
              <Stat.Label>{t('billingWeek.collected')}</Stat.Label>
              <Stat.ValueText data-testid="week-collected">
                <bdi>{formatCentimes(week.encaisseCentimes, language)}</bdi>
              </Stat.ValueText>
            </Stat.Root>
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
};
