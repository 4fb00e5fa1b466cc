import { clock } from '../../../adapters/clock';
import { feedOwner } from '../../../db/calendar-feeds';
import { hearingsBetween } from '../../../db/court-records';
import { alertedDeadlinesBetween, hearingDeadlinesBetween } from '../../../db/deadlines';
import { getDossiers } from '../../../db/dossiers';
import { getUser } from '../../../db/users';
import { NotFoundError } from '../../../errors';
import { defineHandler } from '../../../runtime/define-handler';
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

const plusMinutes = (time: string, minutes: number) => {
  const total = Math.min(minutesOf(time) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A staff member's calendar as iCalendar, for Google or Outlook to subscribe to, without a bearer
 * token: the token in the path is the credential (random, stored hashed, revocable). It holds the
 * person's pending and confirmed appointments, the court's next hearings of their dossiers (from
 * the court portal), their open cabinet hearings (AUD) and alerted deadlines, named by the
 * client, the type and the dossier's reference only: no comment, no deadline or step content. An unknown, revoked or regenerated token, or a person no longer active, is 404.
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
  const [appointments, courtSteps, alerted, cabinetHearings, labels] = await Promise.all([
    heldAppointmentsOf(sid, user.idUtilisateur, from, to),
    hearingsBetween(sid, user.idUtilisateur, from, to),
    alertedDeadlinesBetween(sid, user.idUtilisateur, from, to),
    hearingDeadlinesBetween(sid, user.idUtilisateur, from, to),
    loadReferenceLabels(sid, language),
  ]);
  // An alerted hearing is in both reads: once in the feed.
  const deadlines = [...new Map([...alerted, ...cabinetHearings].map((d) => [d.id, d])).values()];
  // A step's next hearing is often the next step's own: one hearing per dossier and time.
  const hearings = [...new Map(courtSteps.map((step) => [`${step.idDossier}|${step.prochaineAudience}`, step])).values()];
  const dossierIds = [...deadlines, ...hearings].map((d) => d.idDossier);
  const dossiers = new Map((await getDossiers(sid, [...new Set(dossierIds)])).map((d) => [d.id, d]));
  const named = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' — ');
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
      return {
        uid: `audience-${h.idDossier}-${at.replace(/[^0-9]/g, '')}@mizan`,
        sequence: 0,
        date: at.slice(0, 10),
        ...(time ? { start: time, end: plusMinutes(time, HEARING_MINUTES) } : {}),
        summary: named(words.hearing, dossiers.get(h.idDossier)?.refTribunal ?? undefined, dossiers.get(h.idDossier)?.refCabinet),
        status: 'CONFIRMED',
      };
    }),
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
