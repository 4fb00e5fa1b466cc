import { Box } from '@chakra-ui/react';
import type { AppointmentStatus } from '@mizan/shared/appointment-statuses';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { arMA, enGB, fr } from 'date-fns/locale';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Calendar, dateFnsLocalizer, Views, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { ReadFailure, ReadLoading, readStatus } from '../../../components/read-status';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { useAppointments } from '../api/list-appointments';
import { dateAt, isoDay } from '../utils/calendar-dates';
import { STATUS_STYLES } from '../utils/statuses';
import './appointment-calendar.css';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { fr, ar: arMA, en: enGB },
});

type CalendarEvent = { id: string; title: string; start: Date; end: Date; statut: AppointmentStatus };

/** The days a view shows, padded to whole weeks (the month view shows the weeks around it; the agenda 30 days). */
const visibleRange = (date: Date, view: View) => {
  const day = isoDay(date);
  const first = view === Views.MONTH ? new Date(date.getFullYear(), date.getMonth(), 1) : date;
  const from = startOfWeek(first, { weekStartsOn: 1 });
  const length = view === Views.MONTH ? 42 : view === Views.AGENDA ? 30 : view === Views.DAY ? 1 : 7;
  const start = view === Views.DAY || view === Views.AGENDA ? dateAt(day) : from;
  const end = new Date(start);
  end.setDate(end.getDate() + length - 1);
  return { dateDebut: isoDay(start), dateFin: isoDay(end) };
};

/** The week and day views open on the working day (earlier hours are a scroll away). */
const WORKDAY_START = new Date(1970, 0, 1, 8, 0);

const DayHeader = ({ label }: { label: string }) => <span>{label}</span>;

const shaded = (date: Date) => (date.getHours() < 8 || date.getHours() >= 20 ? { className: 'rbc-off-hours' } : {});

type AppointmentCalendarProps = {
  /** Whose appointments: the staff member's (their appointments as lawyer) or the client's. */
  userId: string;
  onSelectEvent: (id: string) => void;
  /** Staff: choosing a slot opens the new-appointment dialog prefilled with it. Absent: read-only. */
  onSelectSlot?: (slot: { date: string; start: string; end: string }) => void;
};

/**
 * The appointment calendar of specification 2.18 and 9: month (default), week, day and agenda;
 * Monday first; 30-minute steps of 2 slots; hours before 8 and after 20 shaded; events coloured by
 * status and named with it, so that they read without colour.
 */
export const AppointmentCalendar = ({ userId, onSelectEvent, onSelectSlot }: AppointmentCalendarProps) => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const range = useMemo(() => visibleRange(date, view), [date, view]);
  const appointments = useAppointments(userId, range);
  const { data } = appointments;
  // The range's appointments are not known yet (or could not be read): never 'no appointment'.
  const status = readStatus(appointments);
  const box = useRef<HTMLDivElement>(null);
  // The time grid scrolls: keyboard users reach it (the library renders it without a tab stop).
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.rbc-time-content').forEach((grid) => {
      grid.tabIndex = 0;
      grid.setAttribute('aria-label', t('timeGrid'));
    });
  });
  const events = useMemo<CalendarEvent[]>(
    () =>
      (data ?? []).map((a) => ({
        id: a.idRendezVous,
        title: `${t(`status.${a.statut}`)} · ${a.title}`,
        start: dateAt(a.date, a.heureDebut),
        end: dateAt(a.date, a.heureFin),
        statut: a.statut,
      })),
    [data, t],
  );
  const messages = {
    month: t('views.month'),
    week: t('views.week'),
    day: t('views.day'),
    agenda: t('views.agenda'),
    previous: t('views.previous'),
    next: t('views.next'),
    today: t('views.today'),
    date: t('fields.date'),
    time: t('fields.time'),
    event: t('fields.appointment'),
    noEventsInRange:
      status === 'ready'
        ? t('empty')
        : status === 'loading'
          ? t('read.loading', { ns: 'translation' })
          : t('read.failed', { ns: 'translation', message: errorMessage(appointments.error) }),
    showMore: (count: number) => t('showMore', { count }),
  };
  return (
    <Box ref={box} className="mizan-calendar" height="500px" position="relative" data-testid="appointment-calendar">
      {status !== 'ready' && (
        // Over the grid, which stays where it is: an empty month is not shown as one without appointments.
        <Box position="absolute" top="12" insetInline="0" zIndex="1" display="flex" justifyContent="center" pointerEvents="none">
          <Box bg="bg" borderWidth="1px" borderRadius="md" paddingInline="3" boxShadow="sm">
            {status === 'loading' ? <ReadLoading /> : <ReadFailure error={appointments.error} />}
          </Box>
        </Box>
      )}
      <Calendar<CalendarEvent>
        localizer={localizer}
        culture={language}
        rtl={language === 'ar'}
        events={events}
        date={date}
        view={view}
        views={[Views.MONTH, Views.WEEK, Views.DAY, Views.AGENDA]}
        onNavigate={setDate}
        onView={setView}
        scrollToTime={WORKDAY_START}
        step={30}
        timeslots={2}
        length={30}
        longPressThreshold={250}
        messages={messages}
        slotPropGetter={shaded}
        eventPropGetter={(event) => {
          const style = STATUS_STYLES[event.statut];
          return {
            style: { background: style.background, color: style.color, borderColor: style.border, textDecoration: style.textDecoration },
          };
        }}
        onSelectEvent={(event) => onSelectEvent(event.id)}
        selectable={!!onSelectSlot}
        onSelectSlot={
          onSelectSlot &&
          ((slot: SlotInfo) => {
            const allDay = slot.slots.length <= 1 && slot.start.getHours() === 0 && slot.end.getHours() === 0;
            onSelectSlot({
              date: isoDay(slot.start),
              start: allDay ? '09:00' : format(slot.start, 'HH:mm'),
              end: allDay ? '09:30' : format(slot.end, 'HH:mm'),
            });
          })
        }
        components={{
          event: ({ event }) => <span data-testid={`event-${event.statut}`}>{event.title}</span>,
          // The library's day headers claim a table's column-header role outside any table row.
          week: { header: DayHeader },
          day: { header: DayHeader },
        }}
      />
    </Box>
  );
};
