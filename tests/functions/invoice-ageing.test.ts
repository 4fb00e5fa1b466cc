import { describe, expect, it } from 'vitest';
import { ageing } from '../../functions/src/domains/billing/firm-list';

const due = (day: string, resteCentimes: number) => ({ day, ttcCentimes: 0, payeCentimes: 0, resteCentimes });

describe('ageing of what is due', () => {
  it('puts each amount in its bucket by whole days since issue: 0–30, 31–60, 61–90, over 90', () => {
    const today = '2026-11-28';
    const buckets = ageing(
      [
        due('2026-11-28', 1), // 0 days
        due('2026-10-29', 2), // 30 days
        due('2026-10-28', 4), // 31 days
        due('2026-09-29', 8), // 60 days
        due('2026-09-28', 16), // 61 days
        due('2026-08-30', 32), // 90 days
        due('2026-08-29', 64), // 91 days
      ],
      today,
    );
    expect(buckets).toEqual({ j30: 3, j60: 12, j90: 48, plus90: 64 });
  });
});
