import { Box } from '@chakra-ui/react';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { arMA, enGB, fr } from 'date-fns/locale';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Calendar, dateFnsLocalizer, Views, type Components, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { ReadFailure, ReadLoading, readStatus, type Read } from '../../../components/read-status';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/notify';
import { dateAt, isoDay } from '../utils/calendar-dates';
import './appointment-calendar.css';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { fr, ar: arMA, en: enGB },
});

/** An event as the grid draws it: its colours and what it shows are its owner's. */
export type GridEvent = { id: string; start: Date; end: Date; allDay: boolean; title: string; style: CSSProperties; content: ReactNode };
export type CalendarRange = { dateDebut: string; dateFin: string };

/** The days a view shows, padded to whole weeks (the month view shows the weeks around it; the agenda 30 days). */
const visibleRange = (date: Date, view: View): CalendarRange => {
  const day = isoDay(date);
  const first = view === Views.MONTH ? new Date(date.getFullYear(), date.getMonth(), 1) : date;
  const from = startOfWeek(first, { weekStartsOn: 1 });
  const length = view === Views.MONTH ? 42 : view === Views.AGENDA ? 30 : view === Views.DAY ? 1 : 7;
  const start = view === Views.DAY || view === Views.AGENDA ? dateAt(day) : from;
  const end = new Date(start);
  end.setDate(end.getDate() + length - 1);
  return { dateDebut: isoDay(start), dateFin: isoDay(end) };
};

/** The grid's day and view, and the days they show (what the page reads: one range, one key). */
export const useCalendarRange = () => {
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const range = useMemo(() => visibleRange(date, view), [date, view]);
  return { date, setDate, view, setView, range };
};

/** The week and day views open on the working day (earlier hours are a scroll away). */
const WORKDAY_START = new Date(1970, 0, 1, 8, 0);

const shaded = (date: Date) => (date.getHours() < 8 || date.getHours() >= 20 ? { className: 'rbc-off-hours' } : {});

type CalendarGridProps = ReturnType<typeof useCalendarRange> & {
  events: GridEvent[];
  /** The read of the range's events: while it has not answered, the grid never says "nothing". */
  read: Read;
  empty: string;
  onSelectEvent: (id: string) => void;
  /** Staff: choosing a slot opens the new-appointment dialog prefilled with it. Absent: read-only. */
  onSelectSlot?: (slot: { date: string; start: string; end: string }) => void;
  /** A day the calendar marks (a holiday, a closure day): its name, written under the day's number. */
  markOf?: (day: string) => string | undefined;
  /** Events of the week and day views, when they show more than the month's (a hearing's court). */
  detailed?: (event: GridEvent) => ReactNode;
};

/**
 * The calendar grid of specification 2.18 and 9: month (default), week, day and agenda; Monday
 * first; 30-minute steps of 2 slots; hours before 8 and after 20 shaded; right to left in Arabic.
 */
export const CalendarGrid = ({
  date,
  setDate,
  view,
  setView,
  events,
  read,
  empty,
  onSelectEvent,
  onSelectSlot,
  markOf,
  detailed,
}: CalendarGridProps) => {
  const { t } = useTranslation('calendar');
  const language = currentLanguage();
  const status = readStatus(read);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The time grid scrolls: keyboard users reach it (the library renders it without a tab stop).
    box.current?.querySelectorAll<HTMLElement>('.rbc-time-content').forEach((grid) => {
      grid.tabIndex = 0;
      grid.setAttribute('aria-label', t('timeGrid'));
    });
    // The month view declares a table whose rows hold no cells (react-big-calendar's issues 2498 and
    // 2714): without those roles, its days and events read as plain content and buttons.
    box.current
      ?.querySelectorAll('.rbc-month-view, .rbc-month-view :is([role="rowgroup"], [role="row"], [role="cell"])')
      .forEach((part) => part.removeAttribute('role'));
  });
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
    event: t('fields.event'),
    allDay: t('fields.allDay'),
    noEventsInRange:
      status === 'ready'
        ? empty
        : status === 'loading'
          ? t('read.loading', { ns: 'translation' })
          : t('read.failed', { ns: 'translation', message: errorMessage(read.error) }),
    showMore: (count: number) => t('showMore', { count }),
  };
  const components = useMemo<Components<GridEvent>>(() => {
    const mark = (day: Date) => {
      const name = markOf?.(isoDay(day));
      return name ? (
        <span className="mizan-day-mark" data-testid={`day-mark-${isoDay(day)}`}>
          <bdi>{name}</bdi>
        </span>
      ) : null;
    };
    // The library's day headers claim a table's column-header role outside any table row.
    const header = ({ label, date: day }: { label: string; date: Date }) => (
      <span>
        {label} {mark(day)}
      </span>
    );
    const detail = ({ event }: { event: GridEvent }) => <>{detailed ? detailed(event) : event.content}</>;
    return {
      event: ({ event }) => <>{event.content}</>,
      week: { header, event: detail },
      day: { header, event: detail },
      month: {
        header: ({ label }) => <span>{label}</span>,
        dateHeader: ({ label, date: day }) => (
          <span>
            {label} {mark(day)}
          </span>
        ),
      },
    };
  }, [markOf, detailed]);
  return (
    <Box
      ref={box}
      className={events.some((event) => event.allDay) ? 'mizan-calendar' : 'mizan-calendar mizan-calendar-timed'}
      height="600px"
      position="relative"
      data-testid="appointment-calendar"
    >
      {status !== 'ready' && (
        // Over the grid, which stays where it is: an empty month is not shown as one without events.
        <Box position="absolute" top="12" insetInline="0" zIndex="1" display="flex" justifyContent="center" pointerEvents="none">
          <Box bg="bg" borderWidth="1px" borderRadius="md" paddingInline="3" boxShadow="sm">
            {status === 'loading' ? <ReadLoading /> : <ReadFailure error={read.error} />}
          </Box>
        </Box>
      )}
      <Calendar<GridEvent>
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
        dayPropGetter={(day) => (markOf?.(isoDay(day)) ? { className: 'mizan-marked-day' } : {})}
        eventPropGetter={(event) => ({ style: event.style })}
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
        components={components}
      />
    </Box>
  );
};
