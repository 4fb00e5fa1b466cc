import type { RateLimit } from '../rate-limits';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Past this many tracked keys, keys whose window is empty are forgotten. */
const SWEEP_AT = 10_000;

/**
 * The local edge's rate limit, what the cloud's WAF rate-based rules do: per key (IP and route),
 * at most `limit` accepted requests in any `windowSeconds`; a refused request waits until the
 * oldest accepted one leaves the window (its Retry-After).
 */
export const createRateLimiter = (rateLimit: RateLimit, now: () => number = Date.now) => {
  const windowMs = rateLimit.windowSeconds * 1000;
  const accepted = new Map<string, number[]>();

  const sweep = (at: number) => {
    for (const [key, times] of accepted) if ((times.at(-1) ?? 0) <= at - windowMs) accepted.delete(key);
  };

  return (key: string): RateDecision => {
    const at = now();
    const times = (accepted.get(key) ?? []).filter((time) => time > at - windowMs);
    if (times.length >= rateLimit.limit) {
      accepted.set(key, times);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((times[0] as number) + windowMs - at) / 1000)) };
    }
    times.push(at);
    accepted.set(key, times);
    if (accepted.size > SWEEP_AT) sweep(at);
    return { allowed: true };
  };
};
