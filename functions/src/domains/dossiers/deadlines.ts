import type { Language } from '@mizan/shared/roles';
import type { Caller } from '../../services/caller';
import { createDeadline, findDeadline, type Deadline, type StoredComputation, type StoredProposal } from '../../db/deadlines';
import { newId } from '../../db/keys';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { computeChainedDate, deadlineDateText, isPast, moveLabel, type Closures } from '../../services/deadline-dates';
import { userNames } from '../../services/dossier-pages';
import { fieldError } from '../../services/field-error';
import { plain, type GuardedWrite } from '../../services/guarded-transaction';
import { diffFields } from '../../services/history';
import { loadReferenceLabels, referenceUsage, type ReferenceLabels, type ReferenceType } from '../../services/reference-data';

/**
 * Cabinet deadlines (specification 2.10, 3, 4): what the deadline routes share. A deadline is its
 * own item in the dossier's partition (db/deadlines.ts); adding, performing and deleting one are
 * each one transaction with its type's use count and the dossier's history.
 */

/** 409 `already_performed`: a deadline is performed once. */
export const alreadyPerformed = () => new ConflictError('already_performed', 'id', 'already_performed');

/** The caller's firm's deadline by id; another firm's or an unknown id is not found. */
export const deadlineOf = async (caller: Caller, id: string): Promise<Deadline> => {
  const deadline = await findDeadline(caller.structureId, id);
  if (!deadline) throw new NotFoundError();
  return deadline;
};

/**
 * The writes of a new deadline: its item, its lookup, and one more use of its type, which fails
 * (400 on `field`, the specification's message) when the type is unknown to the firm or inactive.
 */
export const newDeadlineWrites = (structureId: string, deadline: Deadline, field: string, language: Language): GuardedWrite[] => [
  ...createDeadline(structureId, deadline).map(plain),
  {
    write: referenceUsage(structureId, 'deadlineType', deadline.idTypeEcheance, 1),
    onConditionFailure: () => new ValidationError([fieldError(field, 'deadline_invalid', language)]),
  },
];

/**
 * The next deadlines of a type, dated from the realisation day: each active child type of its
 * chain (`nextActions`), `delais` days later, moved past closed days.
 */
export const nextDeadlines = (type: ReferenceType | undefined, types: readonly ReferenceType[], today: string, closures: Closures) =>
  (type?.nextActions ?? []).flatMap(({ IdChild, delais }): StoredProposal[] => {
    if (!types.some((child) => child.id === IdChild && child.actif)) return [];
    const { date, ...calcul } = computeChainedDate(today, delais, closures);
    return [{ idTypeEcheance: IdChild, day: date, calcul }];
  });

/** A deadline chained from a performed one: its responsible lawyer and alert, on the computed date. */
export const chainedDeadline = (parent: Deadline, next: StoredProposal, createdAt: string, createdBy: string): Deadline => ({
  id: newId(),
  idDossier: parent.idDossier,
  idTypeEcheance: next.idTypeEcheance,
  day: next.day,
  alerte: parent.alerte,
  idUtilisateur: parent.idUtilisateur,
  idEcheanceParent: parent.id,
  calcul: next.calcul,
  createdAt,
  createdBy,
});

/** What a correction may change, as the history records it (the date as the API answers it). */
const CORRECTABLE = ['idTypeEcheance', 'dateEcheance', 'idUtilisateur', 'alerte', 'contenu', 'salle'] as const;
const correctable = (d: Deadline) => ({
  idTypeEcheance: d.idTypeEcheance,
  dateEcheance: deadlineDateText(d),
  idUtilisateur: d.idUtilisateur,
  alerte: d.alerte,
  contenu: d.contenu,
  salle: d.salle,
});

/** What a correction changed, each field with its value before and after (stored as data: the reader's screen words it). */
export const correctionChanges = (before: Deadline, after: Deadline) => diffFields(correctable(before), correctable(after), CORRECTABLE);

const computationView = (calcul: StoredComputation, language: Language) => ({
  ...calcul,
  motifs: calcul.motifs.map((move) => ({ date: move.date, nature: move.nature, libelle: moveLabel(move, language) })),
});

/** How long after a Perform its performer may still undo it. */
export const UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the person may undo the deadline's Perform at `now`: they performed it less than 24 hours before. */
export const mayUndo = (d: Deadline, userId: string, now: Date) =>
  d.dateRealisation !== undefined && d.performedBy === userId && Date.parse(d.dateRealisation) > now.getTime() - UNDO_WINDOW_MS;

type Readers = { labels: ReferenceLabels; names: ReadonlyMap<string, string>; language: Language; now: Date; readerId: string };

const view = (d: Deadline, { labels, names, language, now, readerId }: Readers) => ({
  idEcheanceDossier: d.id,
  idDossier: d.idDossier,
  idTypeEcheance: d.idTypeEcheance,
  typeEcheanceLabel: labels.deadlineType(d.idTypeEcheance),
  dateEcheance: deadlineDateText(d),
  contenu: d.contenu ?? null,
  salle: d.salle ?? null,
  dateProchaineAudience: null,
  dateRealisation: d.dateRealisation ?? null,
  alerte: d.alerte,
  idUtilisateur: d.idUtilisateur,
  responsable: names.get(d.idUtilisateur) ?? '',
  enRetard: !d.dateRealisation && isPast(d, now),
  idEcheanceParent: d.idEcheanceParent ?? null,
  calcul: d.calcul ? computationView(d.calcul, language) : null,
  propositions: (d.propositions ?? []).map((p) => ({
    idTypeEcheance: p.idTypeEcheance,
    typeEcheanceLabel: labels.deadlineType(p.idTypeEcheance),
    dateEcheance: p.day,
    calcul: computationView(p.calcul, language),
  })),
  annulable: mayUndo(d, readerId, now),
});

/**
 * Deadlines as the API answers them to the caller, in their language: one Query for the labels
 * (unless given) and one BatchGet for the responsible lawyers' names.
 */
export const deadlineViews = async (
  caller: Caller,
  deadlines: readonly Deadline[],
  language: Language,
  now: Date,
  knownLabels?: ReferenceLabels,
) => {
  const [labels, names] = await Promise.all([
    knownLabels ?? loadReferenceLabels(caller.structureId, language),
    userNames(
      caller.structureId,
      deadlines.map((d) => d.idUtilisateur),
    ),
  ]);
  return deadlines.map((d) => view(d, { labels, names, language, now, readerId: caller.userId }));
};

/** The answer of Perform and of the kept proposals: the performed deadline and the ones chained now. */
export const performedView = async (
  caller: Caller,
  performed: Deadline,
  chained: readonly Deadline[],
  language: Language,
  now: Date,
  labels: ReferenceLabels,
) => {
  const [parent, ...children] = await deadlineViews(caller, [performed, ...chained], language, now, labels);
  return { ...parent!, enchainees: children };
};
