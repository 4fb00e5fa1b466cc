import { isolate, isolateLtr } from '@mizan/shared/bidi';
import { FALLBACK_LANGUAGE, type Language } from '@mizan/shared/roles';
import { clock } from '../adapters/clock';
import { config } from '../adapters/config';
import { alertsSince, type Alert } from '../db/alerts';
import { claimDigest, digestOptOuts, lastDigestUpTo } from '../db/digests';
import { getFirm, listFirmIds, type Firm } from '../db/firms';
import { newId } from '../db/keys';
import { assigneeTasksDueBy } from '../db/tasks';
import { hasPassword, listUsers, type User } from '../db/users';
import { ConflictError } from '../errors';
import { log } from '../runtime/log';
import { dossierRefs, dossiersById, hearingsOf, meetingsOf, plusDays, urgentDeadlinesOf } from '../services/agenda';
import { raiseAlert } from '../services/alerts';
import { appointmentView } from '../services/appointments';
import { courtEventText, storedCourtEvent } from '../services/court-events';
import { deadlineEvent } from '../services/deadline-events';
import { digestEmail } from '../services/emails/digest';
import { commit } from '../services/guarded-transaction';
import { emailWrite } from '../services/outbox';
import { loadReferenceLabels } from '../services/reference-data';
import { nextWorkingDay } from '../services/hearing-list';
import { addWorkingDays, casablancaToday } from '../services/working-days';

/** How far back a person's previous digest is looked for (its `upTo` starts the court changes). */
const LOOK_BACK_DAYS = 7;
const DUE_WITHIN_WORKING_DAYS = 3;

const isStaff = (user: User) => (user.idRolUtilisateur === 'ADMIN' || user.idRolUtilisateur === 'USER') && user.actif && !user.deletedAt;

/** The firm's registering admin: created with the firm. */
const isFounder = (user: User, firm: Firm | undefined) =>
  user.idRolUtilisateur === 'ADMIN' && firm !== undefined && user.createdAt === firm.createdAt;

/**
 * Who gets the digest: active staff whose address is verified and who have set their password
 * (not a registration never verified, not an invitee who never accepted). A registering admin
 * recorded before registration marked the password is known by being the founder.
 */
const receivesDigest = (user: User, firm: Firm | undefined) =>
  isStaff(user) && !user.emailUnverified && (hasPassword(user) || isFounder(user, firm));

const shown = (date: string) => `${date.slice(0, 10).split('-').reverse().join('/')}${date.length > 10 ? ` ${date.slice(11, 16)}` : ''}`;

/**
 * The person's alerted open deadlines due within 3 working days and the overdue ones: one alert
 * each, once (`deadline:{id}:soon`, then `deadline:{id}:overdue` when it passes).
 */
const raiseDeadlineAlerts = async (structureId: string, user: User, today: string, now: Date) => {
  const labels = await loadReferenceLabels(structureId, user.language ?? 'fr');
  const due = await urgentDeadlinesOf(structureId, user.idUtilisateur, '0', addWorkingDays(today, DUE_WITHIN_WORKING_DAYS), now, labels);
  const dossiers = await dossiersById(
    structureId,
    due.map((d) => d.idDossier),
  );
  let raised = 0;
  for (const d of due) {
    const dossier = dossiers.get(d.idDossier);
    if (!dossier) continue;
    const ok = await raiseAlert(structureId, {
      userId: user.idUtilisateur,
      source: 'deadline',
      code: d.enRetard ? 'alert_ECHEANCE_DEPASSEE' : 'alert_ECHEANCE_PROCHE',
      texte: '',
      echeance: deadlineEvent(d.deadline),
      dossier,
      dateAlert: d.date,
      key: `deadline:${d.deadline.id}:${d.enRetard ? 'overdue' : 'soon'}`,
    });
    if (ok) raised++;
  }
  return raised;
};

/** The person's digest of the day, once: its claim and its email are one transaction (a second run finds the claim). */
const sendDigest = async (structureId: string, user: User, today: string, now: Date, firmLanguage: Language): Promise<boolean> => {
  const previous = await lastDigestUpTo(
    structureId,
    user.idUtilisateur,
    Array.from({ length: LOOK_BACK_DAYS }, (_, i) => plusDays(today, -(i + 1))),
  );
  const upTo = newId(now);
  // Their profile's language (set when registering, at their first connection, or on the Profile
  // page); for a person who never named one, the firm's (its founder's).
  const language = user.language ?? firmLanguage;
  const labels = await loadReferenceLabels(structureId, language);
  const tomorrow = plusDays(today, 1);
  // The next working day (the hearing list's own: weekends, holidays and the firm's closure days skipped) is tomorrow or a
  // later day: its hearings are read with today's and tomorrow's (one Query), only to link its hearing list.
  const nextDay = await nextWorkingDay(structureId, now);
  const since = previous ?? newId(new Date(now.getTime() - 86_400_000)).slice(0, 10);
  const [hearingsAhead, deadlines, meetings, changes, tasks] = await Promise.all([
    hearingsOf(structureId, user.idUtilisateur, today, nextDay, labels),
    urgentDeadlinesOf(structureId, user.idUtilisateur, '0', tomorrow, now, labels),
    meetingsOf(structureId, user.idUtilisateur, today, tomorrow),
    alertsSince(structureId, user.idUtilisateur, since).then((alerts) => alerts.filter((a) => a.source === 'court' && a.id <= upTo)),
    assigneeTasksDueBy(structureId, user.idUtilisateur, tomorrow),
  ]);
  const hearings = hearingsAhead.filter((h) => h.day <= tomorrow);
  const inCourtNextWorkingDay = hearingsAhead.some((h) => h.source === 'tribunal' && h.day === nextDay);
  const dossiers = await dossiersById(
    structureId,
    [...hearings, ...deadlines, ...tasks].flatMap((row) => (row.idDossier ? [row.idDossier] : [])),
  );
  const ref = (id: string) => {
    const dossier = dossiers.get(id);
    return dossier ? dossierRefs(dossier).refCabinet.label : '';
  };
  // Each line's values isolated (dates left to right): an Arabic label never turns a date or a reference around.
  const change = (a: Alert) => {
    const event = storedCourtEvent(a.code, { evenement: a.evenement, text: a.texte });
    return event ? courtEventText(event, language) : isolate(a.texte);
  };
  const mail = digestEmail(user.email, language, {
    recipientName: `${user.prenom} ${user.nom}`,
    day: shown(today),
    hearings: hearings.map((h) => `${isolateLtr(shown(h.date))} — ${isolate(ref(h.idDossier))} — ${isolate(h.libelle)}`).join('\n'),
    deadlines: deadlines.map((d) => `${isolateLtr(shown(d.date))} — ${isolate(ref(d.idDossier))} — ${isolate(d.libelle)}`).join('\n'),
    appointments: meetings
      .map((m) => `${isolateLtr(`${shown(m.date)} ${m.debut}–${m.fin}`)} — ${isolate(appointmentView(m, false).title)}`)
      .join('\n'),
    tasks: tasks
      .map((t) => [isolateLtr(shown(t.dateEcheance)), ...(t.idDossier ? [isolate(ref(t.idDossier))] : []), isolate(t.titre)].join(' — '))
      .join('\n'),
    changes: changes.map((a) => `${isolate(a.refCabinet ?? '')} — ${change(a)}`).join('\n'),
    hearingListLink: inCourtNextWorkingDay ? `${config.appUrl}/Hearings?date=${nextDay}` : '',
    hearingListDay: shown(nextDay),
    link: config.appUrl,
  });
  try {
    await commit([
      { write: claimDigest(structureId, user.idUtilisateur, today, upTo), onConditionFailure: () => new ConflictError('conflict', null) },
      emailWrite(structureId, mail),
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
};

/**
 * The alerts job (EventBridge Scheduler, daily at 07:00 Africa/Casablanca; the local scheduler on
 * its interval): for each firm's active staff, raises the deadline alerts (due within 3 working
 * days, overdue), then sends each verified person with a password (`receivesDigest`) who has not
 * turned it off their digest email, in their language, at most one per person per day however
 * often the job runs.
 */
export const handler = async (): Promise<{ alerts: number; digests: number }> => {
  const now = clock.now();
  const today = casablancaToday(now);
  let alerts = 0;
  let digests = 0;
  for (const structureId of await listFirmIds()) {
    const [users, optOuts, firm] = await Promise.all([listUsers(structureId), digestOptOuts(structureId), getFirm(structureId)]);
    const firmLanguage = users.find((user) => isFounder(user, firm))?.language ?? FALLBACK_LANGUAGE;
    for (const user of users.filter(isStaff)) {
      try {
        alerts += await raiseDeadlineAlerts(structureId, user, today, now);
        if (
          receivesDigest(user, firm) &&
          !optOuts.has(user.idUtilisateur) &&
          (await sendDigest(structureId, user, today, now, firmLanguage))
        )
          digests++;
      } catch (error) {
        log.error('alerts: failed for a person', { structureId, idUtilisateur: user.idUtilisateur, error: String(error) });
      }
    }
  }
  log.info('alerts: done', { alerts, digests });
  return { alerts, digests };
};
