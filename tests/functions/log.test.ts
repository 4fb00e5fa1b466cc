import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '../../functions/src/runtime/log';

/** The functions' log lines: JSON for the cloud, a readable line at a terminal (`LOG_FORMAT=text`). */
const printed = (format: string | undefined, write: () => void) => {
  vi.restoreAllMocks();
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.stubEnv('LOG_LEVEL', 'info');
  vi.stubEnv('LOG_FORMAT', format);
  write();
  return [...out.mock.calls, ...err.mock.calls].map(([line]) => String(line));
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('log', () => {
  it('writes one JSON object per line unless told otherwise', () => {
    const [line] = printed(undefined, () => log.info('request', { requestId: 'r1', route: 'dossiers.create', status: 201, ms: 45 }));
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 'info', msg: 'request', route: 'dossiers.create', status: 201, ms: 45 });
  });

  it('writes a request as its time, status, route and duration in text, and an error with its stack below', () => {
    const [request] = printed('text', () => log.info('request', { requestId: 'r1', route: 'dossiers.create', status: 201, ms: 45 }));
    expect(request).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} 201 dossiers\.create 45 ms$/);
    const [failure] = printed('text', () =>
      log.error('request', {
        route: 'dossiers.get',
        status: 500,
        ms: 3,
        error: 'TypeError',
        detail: 'boom',
        stack: 'TypeError: boom\n    at x',
      }),
    );
    expect(failure).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} 500 dossiers\.get 3 ms TypeError: boom\nTypeError: boom\n {4}at x$/);
    const [other] = printed('text', () => log.warn('outbox: sweep', { OutboxAgeSeconds: 60, _aws: { CloudWatchMetrics: [] } }));
    expect(other).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3} WARN outbox: sweep OutboxAgeSeconds=60$/);
  });
});
