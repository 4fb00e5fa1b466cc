import { describe, expect, inject, it } from 'vitest';
import { formatReport, runLoad } from '../load/driver';

/** `npm run load` at a small size (10 users × 15 s), so that a regression fails the build. */
describe('the load run, small', () => {
  it('answers no 5xx and loses or duplicates nothing under 10 users for 15 s', async () => {
    const report = await runLoad({
      baseUrl: inject('apiUrl'),
      mailboxUrl: inject('mailboxUrl'),
      env: inject('env'),
      users: 10,
      seconds: 15,
    });
    console.log(formatReport(report));
    expect(report.requests).toBeGreaterThan(100);
    expect(report.serverErrors).toBe(0);
    expect(report.unexpected).toEqual([]);
    expect(report.audit).toEqual([]);
  }, 120_000);
});
