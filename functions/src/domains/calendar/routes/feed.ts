import { clock } from '../../../adapters/clock';
import { lawyerAppointments } from '../../../db/appointments';
import { feedOwner } from '../../../db/calendar-feeds';
import { alertedDeadlinesBetween } from '../../../db/deadlines';
import { getDossiers } from '../../../db/dossiers';
import { getUser } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
import { loadReferenceLabels } from '../../../services/reference-data';
import { casablancaToday } from '../../../services/working-days';
import { isHolding } from '../appointments';
import { FEED_WORDS } from '../feed';
import { icsCalendar, type IcsEvent } from '../icalendar';
import { addDays, minutesOf } from '../times';

/** The feed's window: three months back, a year ahead. */
const PAST_DAYS = 90;
const AHEAD_DAYS = 365;
const HEARING_MINUTES = 60;

const plusMinutes = (time: string, minutes: number) => {
  const total = Math.min(minutesOf(time) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A staff member's calendar as iCalendar, for Google or Outlook to subscribe to, without a bearer
 * token: the token in the path is the credential (random, stored hashed, revocable). It holds the
 * person's pending and confirmed appointments and their open alerted cabinet deadlines (hearings
 * among them), named by the client, the type and the dossier's reference only: no comment, no
 * deadline content. An unknown, revoked or regenerated token, or a person no longer active, is 404.
 */
export const handler = defineHandler('calendar.feed', async ({ params }) => {
  const owner = await feedOwner(params.token);
  const user = owner && (await getUser(owner.structureId, owner.userId));
  if (!owner || !user || !user.actif || user.deletedAt || user.idTypeUtilisateur === 'CLIENT') throw new NotFoundError();
  const sid = owner.structureId;
  const language = user.language ?? 'fr';
  const words = FEED_WORDS[language];
  const now = clock.now();
  const today = casablancaToday(now);
  const [from, to] = [addDays(today, -PAST_DAYS), addDays(today, AHEAD_DAYS)];
  const [appointments, deadlines, labels] = await Promise.all([
    lawyerAppointments(sid, user.idUtilisateur, from, to),
    alertedDeadlinesBetween(sid, user.idUtilisateur, from, to),
    loadReferenceLabels(sid, language),
  ]);
  const dossiers = new Map((await getDossiers(sid, [...new Set(deadlines.map((d) => d.idDossier))])).map((d) => [d.id, d]));
  const named = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' — ');
  const events: IcsEvent[] = [
    ...appointments.filter(isHolding).map((a): IcsEvent => ({
      uid: `${a.id}@mizan`,
      sequence: a.sequence,
      date: a.date,
      start: a.debut,
      end: a.fin,
      summary: named(words.appointment, a.client && `${a.client.prenom} ${a.client.nom}`.trim(), a.refCabinet),
      status: a.statut === 'CNF' ? 'CONFIRMED' : 'TENTATIVE',
    })),
    ...deadlines.map((d): IcsEvent => ({
      uid: `echeance-${d.id}@mizan`,
      sequence: 0,
      date: d.day,
      ...(d.time ? { start: d.time, end: plusMinutes(d.time, HEARING_MINUTES) } : {}),
      summary: named(
        d.idTypeEcheance === 'AUD' ? words.hearing : words.deadline,
        labels.deadlineType(d.idTypeEcheance),
        dossiers.get(d.idDossier)?.refCabinet,
      ),
      status: 'CONFIRMED',
    })),
  ];
  return icsCalendar({ name: words.calendar, events, now });
});
