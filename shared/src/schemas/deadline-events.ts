import * as z from 'zod';

/** A deadline's date as an event holds it: a day, or a day and a time on Casablanca's clocks. */
const deadlineDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);

/** A deadline as a deadline event names it, its type labelled in the reader's language (`typeEcheance`). */
const deadlineRef = z.object({
  idTypeEcheance: z.string(),
  typeEcheance: z.string(),
  date: deadlineDate,
  idUtilisateur: z.string(),
});

/** A deadline event as the API carries it (`echeance`; its wording: deadline-events.ts). */
export const deadlineEvent = z.object({ echeance: deadlineRef, suivantes: z.array(deadlineRef) });
