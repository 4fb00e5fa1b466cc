import { Button, Card, HStack, Heading, Icon, List, Text } from '@chakra-ui/react';
import type { ChecklistStep } from '@mizan/shared/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { LuCircle, LuCircleCheck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { notifyError } from '../../../lib/notify';
import { useChecklist, useDismissChecklist } from '../api/dashboard';

/** Where each step is done. */
const WHERE: Record<ChecklistStep, string> = {
  colleague: '/Users',
  availability: '/Settings?tab=availabilities',
  dossier: '/NewFolder',
  firmDetails: '/Settings?tab=firm',
};

/**
 * A new firm's first steps, on its admin's dashboard: each open step links to where it is done and
 * is ticked by doing it (the API counts the firm's data). The block goes once all are done, or
 * for good when the admin dismisses it.
 */
export const FirmChecklist = () => {
  const { t } = useTranslation('dashboard');
  const checklist = useChecklist(true);
  const dismiss = useDismissChecklist();
  const steps = checklist.data?.steps ?? [];
  if (!steps.length) return null;

  const handleDismiss = async () => {
    try {
      await checklist.mutate(await dismiss.trigger({}), { revalidate: false });
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <Card.Root size="sm" data-testid="firm-checklist" borderColor="teal.muted">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {t('checklist.title')}
          </Heading>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => void handleDismiss()}
            loading={dismiss.isMutating}
            data-testid="checklist-dismiss"
          >
            {t('checklist.dismiss')}
          </Button>
        </HStack>
        <Text color="fg.muted">{t('checklist.intro')}</Text>
      </Card.Header>
      <Card.Body>
        <List.Root variant="plain" gap="2">
          {steps.map(({ step, done }) => (
            <List.Item key={step} data-testid={`checklist-${step}`} data-done={done}>
              <List.Indicator asChild color={done ? 'teal.fg' : 'fg.muted'}>
                <Icon aria-label={t(done ? 'checklist.done' : 'checklist.todo')}>{done ? <LuCircleCheck /> : <LuCircle />}</Icon>
              </List.Indicator>
              {done ? (
                <Text as="span" color="fg.muted" textDecoration="line-through">
                  {t(`checklist.steps.${step}`)}
                </Text>
              ) : (
                <RouterLink to={WHERE[step]}>
                  <Text as="span" color="teal.fg" textDecoration="underline">
                    {t(`checklist.steps.${step}`)}
                  </Text>
                </RouterLink>
              )}
            </List.Item>
          ))}
        </List.Root>
      </Card.Body>
    </Card.Root>
  );
};
