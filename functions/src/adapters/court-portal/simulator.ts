import * as z from 'zod';
import { config } from '../config';
import { portalGet } from './http';
import { formatCourtReference, PortalError, type CourtPortal, type PortalCase } from './port';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);

/** The simulator's answer (infra/local/court-portal.ts): the port's own shape, validated all the same. */
export const simulatedCase = z.object({
  hearings: z.array(z.object({ date: day, type: z.string(), content: z.string(), nextHearing: day.optional() })),
  decision: z.string().optional(),
  status: z.string().optional(),
});

/** The adapter of the local stack's portal simulator: `GET /api/cases?court=&reference=`. */
export const simulatorPortal: CourtPortal = {
  async fetchCase({ court, reference }): Promise<PortalCase> {
    const url = new URL('/api/cases', config.courtPortalUrl);
    url.searchParams.set('court', court);
    url.searchParams.set('reference', formatCourtReference(reference));
    const answer = await portalGet(url.toString());
    if (answer.status === 404) throw new PortalError('not_found', `${court} ${formatCourtReference(reference)}`);
    if (answer.status !== 200) throw new PortalError('changed', `status ${answer.status}`, answer.text);
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      throw new PortalError('changed', 'not JSON', answer.text);
    }
    const parsed = simulatedCase.safeParse(body);
    if (!parsed.success) throw new PortalError('changed', parsed.error.message, answer.text);
    return parsed.data;
  },
};
