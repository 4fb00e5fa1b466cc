import { Badge, Heading, HStack, IconButton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuCalendarPlus } from 'react-icons/lu';
import { DataTable, type Column } from '../../../components/data-table';
import type { ApiResponse } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { useAppointments } from '../api/list-appointments';
import { addDays, casablancaToday } from '../utils/calendar-dates';
import { STATUS_PALETTE } from '../utils/statuses';
import { AppointmentDetailDialog } from './appointment-detail-dialog';
import { BookingDialog } from './booking-dialog';
import { currentLanguage } from '../../../lib/i18n';

type ClientDossierAppointmentsProps = { dossier: ApiResponse<'dossiers.get'> };
type Appointment = ApiResponse<'calendar.appointments'>[number];

/** What the section lists: three months back, a year ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 365;

/**
 * The client's appointments on one dossier (specification 2.11's left column): date, time and
 * status; the view action opens an appointment's detail (where the client cancels with a reason);
 * the add icon opens the booking dialog with the dossier's lawyer.
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
  const columns: Column<Appointment>[] = [
    { key: 'date', header: t('fields.date'), type: 'date' },
    {
      key: 'heureDebut',
      header: t('fields.time'),
      render: (a) => (
        <bdi>
          {formatTime(a.heureDebut, language)}–{formatTime(a.heureFin, language)}
        </bdi>
      ),
    },
    {
      key: 'statut',
      header: t('fields.status'),
      render: (a) => <Badge colorPalette={STATUS_PALETTE[a.statut]}>{t(`status.${a.statut}`)}</Badge>,
    },
  ];
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
      <DataTable
        columns={columns}
        rows={mine}
        rowKey={(row) => row.idRendezVous}
        read={appointments}
        emptyText={t('section.empty')}
        actions={[{ type: 'view', onClick: (row) => setOpened(row.idRendezVous) }]}
        cardsWhenCramped
      />
      {booking && <BookingDialog lawyerId={dossier.idUtilisateur} dossierId={dossier.id} onClose={() => setBooking(false)} />}
      {opened && <AppointmentDetailDialog id={opened} forClient onClose={() => setOpened(null)} />}
    </Stack>
  );
};
