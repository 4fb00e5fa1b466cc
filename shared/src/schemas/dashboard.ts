import { z } from 'zod';

/** A dossier as the dashboard links it: its id and the reference shown. */
const dossierRef = z.object({ id: z.string(), label: z.string() });

/** A row of the week's hearings and of the urgent actions (specification section 3). */
export const hearingRow = z.object({ refCabinet: dossierRef, refTribunal: dossierRef, dateAudience: z.string() });
