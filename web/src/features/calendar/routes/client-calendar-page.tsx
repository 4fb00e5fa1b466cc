import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { AppointmentCalendar } from '../components/appointment-calendar';
import { AppointmentDetailDialog } from '../components/appointment-detail-dialog';

/** /Client/Calendar: the client's own appointments, read-only (their detail lets them cancel). */
export const ClientCalendarPage = () => {
  const { t } = useTranslation(['calendar', 'translation']);
  const session = useSession();
  const [opened, setOpened] = useState<string | null>(null);
  if (!session) return null;
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {t('pages.clientCalendar', { ns: 'translation' })}
      </Heading>
      <AppointmentCalendar userId={session.userId} onSelectEvent={setOpened} />
      {opened && <AppointmentDetailDialog id={opened} forClient onClose={() => setOpened(null)} />}
    </Stack>
  );
};
