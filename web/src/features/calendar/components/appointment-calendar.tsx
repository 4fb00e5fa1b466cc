import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppointments } from '../api/list-appointments';
import { dateAt } from '../utils/calendar-dates';
import { STATUS_STYLES } from '../utils/statuses';
import { CalendarGrid, useCalendarRange, type GridEvent } from './calendar-grid';

/**
 * A client's appointment calendar: their appointments of the visible range (one read per range),
 * coloured by status and named with it, so that they read without colour.
 */
export const AppointmentCalendar = ({ userId, onSelectEvent }: { userId: string; onSelectEvent: (id: string) => void }) => {
  const { t } = useTranslation('calendar');
  const grid = useCalendarRange();
  const appointments = useAppointments(userId, grid.range);
  const events = useMemo<GridEvent[]>(
    () =>
      (appointments.data ?? []).map((a) => {
        const style = STATUS_STYLES[a.statut];
        return {
          id: a.idRendezVous,
          title: `${t(`status.${a.statut}`)} · ${a.title}`,
          start: dateAt(a.date, a.heureDebut),
          end: dateAt(a.date, a.heureFin),
          allDay: false,
          style: { background: style.background, color: style.color, borderColor: style.border, textDecoration: style.textDecoration },
          content: (
            <span data-testid={`event-${a.statut}`}>
              {t(`status.${a.statut}`)} · <bdi>{a.title}</bdi>
            </span>
          ),
        };
      }),
    [appointments.data, t],
  );
  return <CalendarGrid {...grid} events={events} read={appointments} empty={t('empty')} onSelectEvent={onSelectEvent} />;
};
