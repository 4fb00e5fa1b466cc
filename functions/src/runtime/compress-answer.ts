import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Middleware } from './middleware';

/** Below this many bytes an answer goes as it is: compressing it would save less than its headers. */
export const COMPRESS_FROM_BYTES = 1024;

/** The encoding of the caller's `Accept-Encoding` we send: Brotli, else gzip, else none (q=0 refuses one). */
export const chosenEncoding = (accepted: string | undefined): 'br' | 'gzip' | undefined => {
  const offered = new Set(
    (accepted ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0+)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (offered.has('br')) return 'br';
  if (offered.has('gzip')) return 'gzip';
  return undefined;
};

const compress = (text: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotliCompressSync(text, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
      })
    : gzipSync(text, { level: 6 });

/**
 * Compresses a successful answer of 1 KiB or more as the caller accepts (a dossier's page is tens
 * of kilobytes of JSON; a phone on a slow network waits for every one). Neither API Gateway's HTTP
 * API nor CloudFront with caching off compress an origin's answers, so the function does, and
 * answers base64 as API Gateway expects of binary bodies; CloudFront forwards `Accept-Encoding`
 * (the API behaviour's origin request policy sends every viewer header but Host). Errors are small
 * and go as they are.
 */
export const compressAnswer = (): Middleware => ({
  after: (request) => {
    const { response } = request;
    if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
    if (Buffer.byteLength(response.body) < COMPRESS_FROM_BYTES) return;
    const accepted = Object.entries(request.event.headers ?? {}).find(([name]) => name.toLowerCase() === 'accept-encoding')?.[1];
    const encoding = chosenEncoding(accepted);
    if (!encoding) return;
    response.body = compress(response.body, encoding).toString('base64');
    response.isBase64Encoded = true;
    response.headers = { ...response.headers, 'content-encoding': encoding, vary: 'accept-encoding' };
  },
});
