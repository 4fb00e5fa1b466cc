import { Heading, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useStaff } from '../api/list-staff';
import { AppointmentCalendar } from '../components/appointment-calendar';
import { AppointmentDetailDialog } from '../components/appointment-detail-dialog';
import { NewAppointmentDialog } from '../components/new-appointment-dialog';

/**
 * /Calendar (staff): one's appointments as a lawyer; an administrator may switch to a colleague's.
 * Clicking an appointment opens its detail; selecting a slot opens the new-appointment dialog.
 */
export const CalendarPage = () => {
  const { t } = useTranslation(['calendar', 'translation']);
  const session = useSession();
  const admin = !!session?.roles.includes('ADMIN');
  const { data: staff } = useStaff(admin);
  const [owner, setOwner] = useState(session?.userId ?? '');
  const [opened, setOpened] = useState<string | null>(null);
  const [slot, setSlot] = useState<{ date: string; start: string; end: string } | null>(null);
  if (!session) return null;
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('pages.calendar', { ns: 'translation' })}
        </Heading>
        {admin && staff && (
          <NativeSelect.Root width="auto" size="sm">
            <NativeSelect.Field
              aria-label={t('calendarOf')}
              value={owner}
              onChange={(e) => setOwner(e.target.value)}
              data-testid="calendar-owner"
            >
              {staff
                .filter((person) => person.actif)
                .map((person) => (
                  <option key={person.idUtilisateur} value={person.idUtilisateur}>
                    {person.prenom} {person.nom}
                  </option>
                ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </HStack>
      <AppointmentCalendar key={owner} userId={owner} onSelectEvent={setOpened} onSelectSlot={setSlot} />
      {opened && <AppointmentDetailDialog id={opened} forClient={false} onClose={() => setOpened(null)} />}
      {slot && <NewAppointmentDialog lawyerId={owner} slot={slot} onClose={() => setSlot(null)} />}
    </Stack>
  );
};
