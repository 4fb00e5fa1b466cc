import { config } from '../config';
import { PortalError } from './port';

/**
 * The portal's requests, whichever adapter: each waits for its turn under the rate limit (requests
 * evenly spaced at `COURT_PORTAL_RATE` per second in this process, so never a burst), gives up after
 * `COURT_PORTAL_TIMEOUT_MS`, and is tried again with exponential backoff when the portal is
 * unreachable (network error, timeout, 5xx or 429). Across workers, the limit holds because the
 * queue's consumers are bounded (infra/stacks/jobs-stack.ts): each worker runs at its share.
 */
let nextSlot = 0;
const turn = async () => {
  const spacing = 1000 / config.courtPortalRate;
  const now = Date.now();
  const at = Math.max(now, nextSlot);
  nextSlot = at + spacing;
  // A timer may fire a millisecond before the clock reads its moment: never early, so wait again then.
  for (let left = at - now; left > 0; left = at - Date.now()) await new Promise((resolve) => setTimeout(resolve, left));
};

const RETRIES = 2;
const BACKOFF_MS = 250;

export type PortalAnswer = { status: number; text: string };

export const portalGet = async (url: string, headers: Record<string, string> = {}): Promise<PortalAnswer> => {
  let lastError = '';
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** (attempt - 1)));
    await turn();
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(config.courtPortalTimeoutMs) });
      const text = await response.text();
      if (response.status >= 500 || response.status === 429) {
        lastError = `status ${response.status}`;
        continue;
      }
      return { status: response.status, text };
    } catch (error) {
      lastError = (error as Error).name === 'TimeoutError' ? 'timeout' : String((error as Error).message ?? error);
    }
  }
  throw new PortalError('unreachable', lastError);
};
