import { isolate, isolateLtr, templateParts } from '@mizan/shared/bidi';
import { deadlineEventWording, type DeadlineEvent, type DeadlineRef, type StoredDeadlineEvent } from '@mizan/shared/deadline-events';
import { message } from '@mizan/shared/messages';
import type { Language } from '@mizan/shared/roles';
import type { Deadline } from '../db/deadlines';
import { portalDateShown } from './court-events';
import type { ReferenceLabels } from './reference-data';

/**
 * A cabinet deadline's event (shared/src/deadline-events.ts): written as data by the deadline
 * routes and the alerts job, labelled and worded in the reader's language when read. Entries and
 * alerts written before hold a sentence instead (`valeur`, `texte`), shown as the text it is.
 */

/** The deadline as an event names it: its type, its date (day, or day and time in Casablanca), its responsible. */
export const deadlineRef = (deadline: Pick<Deadline, 'idTypeEcheance' | 'day' | 'time' | 'idUtilisateur'>): DeadlineRef => ({
  idTypeEcheance: deadline.idTypeEcheance,
  date: deadline.time ? `${deadline.day}T${deadline.time}` : deadline.day,
  idUtilisateur: deadline.idUtilisateur,
});

/** The event of a deadline, and of the next deadlines created or kept with it when there are. */
export const deadlineEvent = (deadline: Deadline, next: readonly Deadline[] = []): StoredDeadlineEvent => ({
  echeance: deadlineRef(deadline),
  ...(next.length ? { suivantes: next.map(deadlineRef) } : {}),
});

/** The stored event as the API answers it: each deadline's type labelled in the reader's language (the labels'). */
export const deadlineEventView = (event: StoredDeadlineEvent, labels: ReferenceLabels): DeadlineEvent => {
  const labelled = (ref: DeadlineRef) => ({ ...ref, typeEcheance: labels.deadlineType(ref.idTypeEcheance) });
  return { echeance: labelled(event.echeance), suivantes: (event.suivantes ?? []).map(labelled) };
};

/** The event as plain text in the reader's language, each value isolated (the dates left to right). */
export const deadlineEventText = (event: DeadlineEvent, language: Language) =>
  deadlineEventWording(event)
    .map(({ code, values }) =>
      templateParts(message(code, language))
        .map((part) => {
          if ('text' in part) return part.text;
          return part.name === 'date' ? isolateLtr(portalDateShown(values.date)) : isolate(values.type);
        })
        .join(''),
    )
    .join('');
