import * as z from 'zod';

/** A court event as the API carries it (`evenement`; the kinds and their wording: court-events.ts). */
const portalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);

export const courtEvent = z.discriminatedUnion('kind', [
  /** The first sync: how many steps, and the latest one (its next hearing, or its own date). */
  z.object({ kind: z.literal('IMPORT'), count: z.number().int(), step: z.string(), date: portalDate }),
  /** A new step on `date`, setting the `next` hearing. */
  z.object({ kind: z.literal('AUDIENCE'), step: z.string(), date: portalDate, next: portalDate.nullable() }),
  /** A step's next hearing moved from the date `before` to the date `after`. */
  z.object({ kind: z.literal('REPORT'), step: z.string(), before: portalDate.nullable(), after: portalDate.nullable() }),
  /** A decision: a step's new content (`step`), or the case's decision. */
  z.object({ kind: z.literal('DECISION'), step: z.string().nullable(), text: z.string() }),
  /** The case's status on the portal, `before` and `after`. */
  z.object({ kind: z.literal('STATUT'), before: z.string().nullable(), after: z.string() }),
  /** A step of `date` the portal no longer lists. */
  z.object({ kind: z.literal('RETRAIT'), step: z.string(), date: portalDate }),
]);
