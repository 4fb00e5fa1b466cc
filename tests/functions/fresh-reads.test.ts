import { describe, expect, it } from 'vitest';
import { NotFoundError, ServiceUnavailableError } from '../../functions/src/errors';
import { StaleReadError, withFreshReads } from '../../functions/src/services/guarded-transaction';

const conflict = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
  });

describe('withFreshReads', () => {
  it('runs the attempt again after a transaction conflict or a stale read, and answers what the fresh attempt decides', async () => {
    const failures: unknown[] = [conflict(), new StaleReadError()];
    let attempts = 0;
    const answer = await withFreshReads(async () => {
      attempts++;
      const failure = failures.shift();
      if (failure) throw failure;
      return 'decided on fresh reads';
    });
    expect(answer).toBe('decided on fresh reads');
    expect(attempts).toBe(3);
  });

  it('answers 503 after too many collisions, and lets any other failure through at once', async () => {
    let attempts = 0;
    await expect(
      withFreshReads(async () => {
        attempts++;
        throw conflict();
      }, 3),
    ).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(attempts).toBe(3);
    attempts = 0;
    await expect(
      withFreshReads(async () => {
        attempts++;
        throw new NotFoundError();
      }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect(attempts).toBe(1);
  });
});
