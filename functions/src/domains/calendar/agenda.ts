import type { Language } from '@mizan/shared/roles';
import type * as z from 'zod';
import type { agenda, agendaEvent } from '@mizan/shared/schemas/calendar';
import { HEARING_DEADLINE_TYPE } from '@mizan/shared/deadline-types';
import { lawyerAppointments } from '../../db/appointments';
import { listClosureDays } from '../../db/closure-days';
import type { CourtDeadline } from '../../db/court-records';
import { performedDeadlinesBetween, type Deadline } from '../../db/deadlines';
import { getUser, listUsers, type User } from '../../db/users';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { Caller } from '../../services/caller';
import { courtHearingsOf, dossiersById, openDeadlinesOf } from '../../services/agenda';
import { appointmentView } from '../../services/appointments';
import { isPast } from '../../services/deadline-dates';
import { loadReferenceLabels } from '../../services/reference-data';
import { holidayOn } from '../../services/working-days';
import { addDays } from './times';

type AgendaEvent = z.infer<typeof agendaEvent>;
type Agenda = z.infer<typeof agenda>;

const isStaff = (user: User) => user.idTypeUtilisateur !== 'CLIENT' && !user.deletedAt;

/**
 * Whose agenda the caller reads: their own, one staff member's of the firm (a client, a removed
 * person or anyone of another firm is not found), or, for an administrator or an assistant, every
 * active staff member's (a lawyer asking for it is refused).
 */
export const agendaOwners = async (caller: Caller, query: { userId?: string; all?: 'true' }): Promise<User[]> => {
  if (query.all) {
    if (!caller.roles.includes('ADMIN') && caller.userType !== 'ASSISTANT') throw new ForbiddenError();
    return (await listUsers(caller.structureId)).filter((user) => isStaff(user) && user.actif);
  }
  const user = await getUser(caller.structureId, query.userId ?? caller.userId);
  if (!user || !isStaff(user)) throw new NotFoundError();
  return [user];
};

/** A person's events of the range: appointments, court hearings, open and performed deadlines (five Queries). */
const eventsOf = async (structureId: string, userId: string, from: string, to: string) => {
  const [appointments, hearings, open, performed] = await Promise.all([
    lawyerAppointments(structureId, userId, from, to),
    courtHearingsOf(structureId, userId, from, to),
    openDeadlinesOf(structureId, userId, from, to),
    performedDeadlinesBetween(structureId, userId, from, to),
  ]);
  return { appointments, hearings, deadlines: [...open, ...performed] };
};

/** The days of the range that are public holidays or the firm's closure days. */
const markedDays = async (structureId: string, from: string, to: string, language: Language): Promise<Agenda['days']> => {
  const closures = new Map((await listClosureDays(structureId)).map((day) => [day.date, day.motif]));
  const days: Agenda['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = holidayOn(date);
    if (holiday) days.push({ date, nature: 'holiday', libelle: holiday.name[language] });
    else if (closures.has(date)) days.push({ date, nature: 'closure', libelle: closures.get(date)! });
  }
  return days;
};

/**
 * The agenda of `owners` from `from` to `to`: per person five index Queries (never a dossier read
 * one by one), then one BatchGet of the dossiers the hearings and deadlines name (references,
 * court), the reference labels and the closure days.
 */
export const readAgenda = async (
  structureId: string,
  owners: readonly User[],
  range: { from: string; to: string },
  language: Language,
  now: Date,
): Promise<Agenda> => {
  const { from, to } = range;
  const [perPerson, labels, days] = await Promise.all([
    Promise.all(owners.map((owner) => eventsOf(structureId, owner.idUtilisateur, from, to))),
    loadReferenceLabels(structureId, language),
    markedDays(structureId, from, to, language),
  ]);
  const hearings: CourtDeadline[] = perPerson.flatMap((p) => p.hearings);
  const deadlines: Deadline[] = perPerson.flatMap((p) => p.deadlines);
  const dossiers = await dossiersById(
    structureId,
    [...hearings, ...deadlines].map((d) => d.idDossier),
  );
  const refsOf = (idDossier: string) => {
    const dossier = dossiers.get(idDossier);
    return { refCabinet: dossier?.refCabinet ?? null, refTribunal: dossier?.refTribunal ?? null, dossier };
  };
  const events: AgendaEvent[] = [
    ...perPerson
      .flatMap((p) => p.appointments)
      .map((a): AgendaEvent => {
        const view = appointmentView(a, false);
        return {
          kind: 'appointment',
          id: a.id,
          idUtilisateur: a.idUtilisateur,
          idDossier: a.idDossier ?? null,
          date: a.date,
          heureDebut: a.debut,
          heureFin: a.fin,
          titre: view.title,
          refCabinet: a.refCabinet ?? null,
          refTribunal: null,
          tribunal: null,
          salle: null,
          statut: a.statut,
          enRetard: false,
          effectuee: false,
        };
      }),
    ...hearings.map((h): AgendaEvent => {
      const { refCabinet, refTribunal, dossier } = refsOf(h.idDossier);
      const at = h.prochaineAudience!;
      return {
        kind: 'hearing',
        id: h.id,
        idUtilisateur: h.idUtilisateur,
        idDossier: h.idDossier,
        date: at.slice(0, 10),
        heureDebut: at.slice(11, 16) || null,
        heureFin: null,
        titre: h.typeLabel,
        refCabinet,
        refTribunal,
        tribunal: dossier ? labels.court(dossier.idTribunal) : null,
        salle: null,
        statut: null,
        enRetard: false,
        effectuee: false,
      };
    }),
    ...deadlines.map((d): AgendaEvent => {
      const { refCabinet, refTribunal, dossier } = refsOf(d.idDossier);
      const hearing = d.idTypeEcheance === HEARING_DEADLINE_TYPE;
      return {
        kind: 'deadline',
        id: d.id,
        idUtilisateur: d.idUtilisateur,
        idDossier: d.idDossier,
        date: d.day,
        heureDebut: d.time ?? null,
        heureFin: null,
        titre: labels.deadlineType(d.idTypeEcheance),
        refCabinet,
        refTribunal,
        tribunal: hearing && dossier ? labels.court(dossier.idTribunal) : null,
        salle: (hearing && d.salle) || null,
        statut: null,
        enRetard: !d.dateRealisation && isPast(d, now),
        effectuee: d.dateRealisation !== undefined,
      };
    }),
  ];
  return { events: events.sort((a, b) => `${a.date}${a.heureDebut ?? ''}`.localeCompare(`${b.date}${b.heureDebut ?? ''}`)), days };
};
