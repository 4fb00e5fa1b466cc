import { Badge, Button, Heading, HStack, IconButton, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus } from 'react-icons/lu';
import { ReadContent } from '../../../components/read-status';
import type { ApiResponse } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useAppointments } from '../api/list-appointments';
import { addDays, casablancaToday } from '../utils/calendar-dates';
import { STATUS_PALETTE } from '../utils/statuses';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { BookingDialog } from './booking-dialog';
import { currentLanguage } from '../../../lib/i18n';

type ClientDossierAppointmentsProps = { dossier: ApiResponse<'dossiers.get'> };

/** What the section lists: three months back, a year ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 365;

/**
 * The client's appointments on one dossier (specification 2.11's left column): date, time and
 * status, each opening its detail (where the client cancels with a reason); the add icon opens the
 * booking dialog with the dossier's lawyer.
 */
export const ClientDossierAppointments = ({ dossier }: ClientDossierAppointmentsProps) => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const userId = useSession()?.userId ?? null;
  const [booking, setBooking] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const today = casablancaToday();
  const appointments = useAppointments(userId, { dateDebut: addDays(today, -PAST_DAYS), dateFin: addDays(today, AHEAD_DAYS) });
  const mine = (appointments.data ?? []).filter((a) => a.idDossier === dossier.id);
  return (
    <Stack gap="3" data-testid="dossier-appointments">
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t('section.title')}
        </Heading>
        <IconButton
          aria-label={t('section.book')}
          size="sm"
          variant="outline"
          onClick={() => setBooking(true)}
          minWidth="11"
          minHeight="11"
          data-testid="book-appointment"
        >
          <LuCalendarPlus />
        </IconButton>
      </HStack>
      <ReadContent read={appointments} empty={mine.length === 0} emptyText={t('section.empty')}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('fields.date')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('fields.status')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {mine.map((a) => (
              <Table.Row key={a.idRendezVous} data-testid={`appointment-${a.idRendezVous}`}>
                <Table.Cell>{formatDate(a.date, language)}</Table.Cell>
                <Table.Cell>
                  {formatTime(a.heureDebut, language)}–{formatTime(a.heureFin, language)}
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={STATUS_PALETTE[a.statut]}>{t(`status.${a.statut}`)}</Badge>
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" minHeight="11" onClick={() => setOpened(a.idRendezVous)}>
                    {t('actions.view')}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ReadContent>
      {booking && <BookingDialog lawyerId={dossier.idUtilisateur} dossierId={dossier.id} onClose={() => setBooking(false)} />}
      {opened && <AppointmentDetailDialog id={opened} forClient onClose={() => setOpened(null)} />}
    </Stack>
  );
};
