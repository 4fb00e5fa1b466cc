import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountRoutes } from '@mizan/shared/routes/account';
import { createDomainHandler } from '../../functions/src/runtime/domain-handler';
import { defineHandler } from '../../functions/src/runtime/define-handler';
import { chosenEncoding, COMPRESS_FROM_BYTES } from '../../functions/src/runtime/compress-answer';
import type { ApiContext } from '../../functions/src/runtime/middleware';
import { apiEvent, lambdaContext } from './support/events';
import { setTestEnv } from './support/env';

/** A public route whose answer is as long as asked: `ok` plus padding in a field the schema ignores when not validating. */
let padding = '';
const domain = createDomainHandler(
  async () => accountRoutes,
  async () => ({ handler: defineHandler('account.requestPasswordReset', async () => ({ ok: true as const, padding }) as never) }),
);

const call = async (acceptEncoding?: string) => {
  const event = apiEvent('POST /api/account/request-password-reset', { body: { email: 'someone@example.ma' }, language: 'fr' });
  if (acceptEncoding !== undefined) event.headers = { ...event.headers, 'Accept-Encoding': acceptEncoding };
  return (await domain(event, lambdaContext() as ApiContext, {
    signal: new AbortController().signal,
  })) as APIGatewayProxyStructuredResultV2;
};

beforeAll(setTestEnv);

describe('answers are compressed as the caller accepts', () => {
  it('sends a large answer as Brotli when accepted, else gzip, base64 for API Gateway, with Vary', async () => {
    padding = 'دوسيي 2026/1201/145 — '.repeat(200);
    const brotli = await call('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotli.isBase64Encoded).toBe(true);
    const decoded = JSON.parse(brotliDecompressSync(Buffer.from(String(brotli.body), 'base64')).toString('utf8')) as { padding: string };
    expect(decoded.padding).toBe(padding);
    expect(Buffer.from(String(brotli.body), 'base64').length).toBeLessThan(Buffer.byteLength(padding) / 10);

    const gzip = await call('gzip');
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip' });
    expect(JSON.parse(gunzipSync(Buffer.from(String(gzip.body), 'base64')).toString('utf8'))).toMatchObject({ ok: true, padding });
  });

  it('sends as it is a small answer, an answer to a caller that accepts no encoding we make, and an error', async () => {
    padding = 'x'.repeat(COMPRESS_FROM_BYTES - 100);
    expect((await call('br')).headers).not.toHaveProperty('content-encoding');
    padding = 'x'.repeat(COMPRESS_FROM_BYTES * 4);
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const answer = await call(accepted);
      expect(answer.headers, String(accepted)).not.toHaveProperty('content-encoding');
      expect(JSON.parse(String(answer.body))).toMatchObject({ padding });
    }
  });

  it('chooses from Accept-Encoding: Brotli first, a refused encoding never', () => {
    expect(chosenEncoding('gzip, br')).toBe('br');
    expect(chosenEncoding('GZIP')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('br;q=0.0')).toBeUndefined();
    expect(chosenEncoding('')).toBeUndefined();
  });
});
