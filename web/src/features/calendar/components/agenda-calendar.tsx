import type { AgendaKind } from '@mizan/shared/schemas/calendar';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { RouteResponse } from '@mizan/shared/route';
import type { Routes } from '@mizan/shared/routes';
import { useAgenda, type AgendaOwner } from '../api/get-agenda';
import { dateAt } from '../utils/calendar-dates';
import { KIND_STYLES, PERFORMED_STYLE } from '../utils/agenda-kinds';
import { STATUS_STYLES } from '../utils/statuses';
import { CalendarGrid, useCalendarRange, type GridEvent } from './calendar-grid';

type AgendaEvent = RouteResponse<Routes['calendar.agenda']>['events'][number];
/** A timed hearing or deadline lasts an hour on the grid. */
const TIMED_MINUTES = 60;

const endOf = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

type AgendaCalendarProps = {
  owner: AgendaOwner;
  kinds: ReadonlySet<AgendaKind>;
  /** Part of a dossier's reference (the cabinet's or the court's), any case: only that dossier's events; empty: every event. */
  dossier: string;
  onOpenAppointment: (id: string) => void;
  onSelectSlot?: (slot: { date: string; start: string; end: string }) => void;
};

/**
 * A staff member's (or the whole firm's) calendar: appointments, court hearings and cabinet
 * deadlines (performed ones greyed) of the visible range, read at once (one read per range and owner), each kind in its
 * colour and named; holidays and closure days marked. An appointment opens its detail, a hearing
 * the dossier's court deadlines, a deadline the dossier's cabinet deadlines.
 */
/** Whether the event belongs to a dossier whose reference holds `typed` (trimmed, any case). */
const ofDossier = (e: AgendaEvent, typed: string) => {
  const wanted = typed.trim().toLowerCase();
  return !wanted || [e.refCabinet, e.refTribunal].some((ref) => ref?.toLowerCase().includes(wanted));
};

export const AgendaCalendar = ({ owner, kinds, dossier, onOpenAppointment, onSelectSlot }: AgendaCalendarProps) => {
  const { t } = useTranslation('calendar');
  const navigate = useNavigate();
  const grid = useCalendarRange();
  const agenda = useAgenda(owner, grid.range);
  const byId = useMemo(() => new Map((agenda.data?.events ?? []).map((e) => [e.id, e])), [agenda.data]);
  const marks = useMemo(() => new Map((agenda.data?.days ?? []).map((d) => [d.date, d.libelle])), [agenda.data]);
  const markOf = useCallback((day: string) => marks.get(day), [marks]);
  const label = useCallback(
    (e: AgendaEvent): ReactNode => {
      if (e.kind === 'appointment')
        return (
          <>
            {t(`status.${e.statut!}`)} · <bdi>{e.titre}</bdi>
          </>
        );
      const ref = e.kind === 'hearing' ? (e.refTribunal ?? e.refCabinet) : e.refCabinet;
      return (
        <>
          {t(`kinds.${e.kind}`)} · <bdi>{e.titre}</bdi>
          {ref && (
            <>
              {' '}
              · <bdi>{ref}</bdi>
            </>
          )}
          {e.enRetard && <> · {t('overdue')}</>}
          {e.effectuee && <> · {t('performed')}</>}
        </>
      );
    },
    [t],
  );
  const events = useMemo<GridEvent[]>(
    () =>
      (agenda.data?.events ?? [])
        .filter((e) => kinds.has(e.kind) && ofDossier(e, dossier))
        .map((e) => {
          const start = dateAt(e.date, e.heureDebut ?? undefined);
          const kind = e.effectuee ? PERFORMED_STYLE : KIND_STYLES[e.kind];
          const status = e.statut ? STATUS_STYLES[e.statut] : undefined;
          return {
            id: e.id,
            start,
            end: e.heureFin ? dateAt(e.date, e.heureFin) : e.heureDebut ? endOf(start, TIMED_MINUTES) : start,
            allDay: !e.heureDebut,
            title: `${t(`kinds.${e.kind}`)} · ${e.titre}`,
            style: {
              background: status?.background ?? kind.background,
              color: status?.color ?? kind.color,
              borderColor: kind.border,
              borderInlineStartWidth: '4px',
              textDecoration: status?.textDecoration,
            },
            // An appointment is named by its status, as on the client's calendar; hearings and deadlines by their kind.
            content: <span data-testid={`event-${e.statut ?? e.kind}`}>{label(e)}</span>,
          };
        }),
    [agenda.data, kinds, dossier, label, t],
  );
  const detailed = useCallback(
    (event: GridEvent) => {
      const e = byId.get(event.id);
      return (
        <>
          {event.content}
          {e?.tribunal && (
            <>
              {' '}
              · <bdi data-testid="event-court">{e.tribunal}</bdi>
            </>
          )}
          {e?.salle && (
            <>
              {' '}
              · <bdi data-testid="event-room">{t('room', { salle: e.salle })}</bdi>
            </>
          )}
        </>
      );
    },
    [byId, t],
  );
  const open = (id: string) => {
    const e = byId.get(id);
    if (!e) return;
    if (e.kind === 'appointment') onOpenAppointment(id);
    else navigate(`/Folder?id=${encodeURIComponent(e.idDossier!)}&tab=${e.kind === 'hearing' ? 'court' : 'cabinet'}`);
  };
  return (
    <CalendarGrid
      {...grid}
      events={events}
      read={agenda}
      empty={t('agendaEmpty')}
      onSelectEvent={open}
      onSelectSlot={onSelectSlot}
      markOf={markOf}
      detailed={detailed}
    />
  );
};
