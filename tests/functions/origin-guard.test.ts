import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mizan/shared/messages';
import { accountRoutes } from '@mizan/shared/routes/account';
import { createDomainHandler } from '../../functions/src/runtime/domain-handler';
import { defineHandler } from '../../functions/src/runtime/define-handler';
import { ORIGIN_HEADER } from '../../functions/src/runtime/origin-guard';
import { apiEvent, invoke } from './support/events';
import { setTestEnv } from './support/env';

/** A public route that answers when reached. */
const domain = createDomainHandler(
  async () => accountRoutes,
  async () => ({
    handler: defineHandler('account.requestPasswordReset', async () => ({ ok: true as const })),
  }),
);
const KEY = 'POST /api/account/request-password-reset';
const SECRET = 'cloudfront-only-0123456789abcdef';

const call = (headers: Record<string, string> = {}) => {
  const event = apiEvent(KEY, { body: { email: 'someone@example.ma' }, language: 'fr' });
  event.headers = { ...event.headers, ...headers };
  return invoke(domain, event);
};

beforeAll(setTestEnv);
afterEach(() => {
  delete process.env.ORIGIN_SECRET;
});

describe('the API is reachable only through CloudFront', () => {
  it("refuses a request without the origin header, or with another value, before its route runs (403, in the reader's language)", async () => {
    process.env.ORIGIN_SECRET = SECRET;
    const attempts: Record<string, string>[] = [{}, { [ORIGIN_HEADER]: 'guess' }, { [ORIGIN_HEADER]: `${SECRET}x` }];
    for (const headers of attempts) {
      const answer = await call(headers);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error: 'forbidden', message: MESSAGES.forbidden.fr });
    }
  });

  it('serves the request CloudFront sent, whatever the header name’s case', async () => {
    process.env.ORIGIN_SECRET = SECRET;
    expect((await call({ [ORIGIN_HEADER]: SECRET })).status).toBe(200);
    expect((await call({ 'X-Mizan-Origin': SECRET })).status).toBe(200);
  });

  it('checks nothing where no secret is configured (the local stack)', async () => {
    expect((await call()).status).toBe(200);
  });
});
