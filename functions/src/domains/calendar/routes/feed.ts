import { clock } from '../../../adapters/clock';
import { feedOwner } from '../../../db/calendar-feeds';
import { isolate } from '@mizan/shared/bidi';
import { AGENDA_KINDS, type AgendaKind } from '@mizan/shared/schemas/calendar';
import { HEARING_DEADLINE_TYPE } from '@mizan/shared/deadline-types';
import { getUser } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { courtHearingsOf, dossiersById, openDeadlinesOf } from '../../../services/agenda';
import { loadReferenceLabels } from '../../../services/reference-data';
import { casablancaToday } from '../../../services/working-days';
import { heldAppointmentsOf } from '../../../services/appointments';
import { FEED_WORDS } from '../feed';
import { icsCalendar, type IcsEvent } from '../icalendar';
import { addDays, minutesOf } from '../times';

/** The feed's window: three months back, a year ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 365;
const HEARING_MINUTES = 60;

/** The kinds a feed's query asks for: every kind without it. */
const feedKinds = (kinds: string | undefined): ReadonlySet<AgendaKind> =>
  new Set(kinds ? (kinds.split(',') as AgendaKind[]) : AGENDA_KINDS);

const plusMinutes = (time: string, minutes: number) => {
  const total = Math.min(minutesOf(time) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A staff member's calendar as iCalendar, for Google or Outlook to subscribe to, without a bearer
 * token: the token in the path is the credential (random, stored hashed, revocable). It holds the
 * person's pending and confirmed appointments, the court's next hearings of their dossiers (from
 * the court portal, at their court), their open cabinet hearings (AUD) and alerted deadlines, named by the
 * client, the type and the dossier's reference only, each value isolated (FSI…PDI: it may be Arabic
 * or Latin): no comment, no deadline or step content. An unknown, revoked or regenerated token, or
 * a person no longer active, is 404. `kinds` keeps the kinds the person chose (appointments,
 * court hearings, cabinet deadlines); the subscription's address carries it.
 */
export const handler = defineHandler('calendar.feed', async ({ params, query }) => {
  const owner = await feedOwner(params.token);
  const user = owner && (await getUser(owner.structureId, owner.userId));
  if (!owner || !user || !user.actif || user.deletedAt || user.idTypeUtilisateur === 'CLIENT') throw new NotFoundError();
  const sid = owner.structureId;
  const language = user.language ?? 'fr';
  const words = FEED_WORDS[language];
  const now = clock.now();
  const today = casablancaToday(now);
  const [from, to] = [addDays(today, -PAST_DAYS), addDays(today, AHEAD_DAYS)];
  const kinds = feedKinds(query.kinds);
  const [appointments, hearings, deadlines, labels] = await Promise.all([
    kinds.has('appointment') ? heldAppointmentsOf(sid, user.idUtilisateur, from, to) : [],
    kinds.has('hearing') ? courtHearingsOf(sid, user.idUtilisateur, from, to) : [],
    kinds.has('deadline') ? openDeadlinesOf(sid, user.idUtilisateur, from, to) : [],
    loadReferenceLabels(sid, language),
  ]);
  const dossiers = await dossiersById(
    sid,
    [...deadlines, ...hearings].map((d) => d.idDossier),
  );
  // The kind's word, then each value isolated (a name, a label or a reference may be Arabic or Latin).
  const named = (word: string, ...values: (string | null | undefined)[]) =>
    [word, ...values.filter((value): value is string => !!value).map(isolate)].join(' — ');
  const events: IcsEvent[] = [
    ...appointments.map((a): IcsEvent => ({
      uid: `${a.id}@mizan`,
      sequence: a.sequence,
      date: a.date,
      start: a.debut,
      end: a.fin,
      summary: named(words.appointment, a.client && `${a.client.prenom} ${a.client.nom}`.trim(), a.refCabinet),
      status: a.statut === 'CNF' ? 'CONFIRMED' : 'TENTATIVE',
    })),
    ...hearings.map((h): IcsEvent => {
      const at = h.prochaineAudience!;
      const time = at.slice(11, 16);
      const dossier = dossiers.get(h.idDossier);
      return {
        uid: `audience-${h.idDossier}-${at.replace(/[^0-9]/g, '')}@mizan`,
        sequence: 0,
        date: at.slice(0, 10),
        ...(time ? { start: time, end: plusMinutes(time, HEARING_MINUTES) } : {}),
        summary: named(words.hearing, dossier?.refTribunal, dossier?.refCabinet),
        ...(dossier ? { location: labels.court(dossier.idTribunal) } : {}),
        status: 'CONFIRMED',
      };
    }),
    ...deadlines.map((d): IcsEvent => {
      const dossier = dossiers.get(d.idDossier);
      const hearing = d.idTypeEcheance === HEARING_DEADLINE_TYPE;
      // A cabinet hearing is at its dossier's court, in the courtroom its lawyer wrote.
      const place = [dossier && labels.court(dossier.idTribunal), d.salle && `${words.room} ${isolate(d.salle)}`].filter(Boolean);
      return {
        uid: `echeance-${d.id}@mizan`,
        sequence: 0,
        date: d.day,
        ...(d.time ? { start: d.time, end: plusMinutes(d.time, HEARING_MINUTES) } : {}),
        summary: named(hearing ? words.hearing : words.deadline, labels.deadlineType(d.idTypeEcheance), dossier?.refCabinet),
        ...(hearing && place.length ? { location: place.join(' — ') } : {}),
        status: 'CONFIRMED',
      };
    }),
  ];
  return icsCalendar({ name: words.calendar, events, now });
});
