import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStack } from '../../infra/local/stack';
import { formatReport, runLoad } from './driver';

/**
 * `npm run load`: starts a local stack of its own on free ports of 127.0.0.1 (in a temporary data
 * directory, deleted afterwards), drives it with LOAD_USERS virtual users (50) for LOAD_SECONDS
 * (60), prints throughput, p50/p95/p99 per route and errors, then the audit. Exits 1 on any 5xx,
 * unexpected answer or audit problem.
 */
const users = Number(process.env.LOAD_USERS ?? 50);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const dataDir = mkdtempSync(join(tmpdir(), 'mizan-load-'));
// Every virtual user renews its session from 127.0.0.1: the per-IP limit of the public routes out of the way.
const stack = await startStack({ dataDir, port: 0, log: 'quiet', scheduler: false, rateLimit: { limit: 1_000_000, windowSeconds: 60 } });
const failed = await runLoad({ baseUrl: stack.url, mailboxUrl: stack.mailboxUrl, env: stack.env, users, seconds, log: console.log })
  .then((report) => {
    console.log(formatReport(report));
    return report.serverErrors > 0 || report.unexpected.length > 0 || report.audit.length > 0;
  })
  .finally(async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
process.exit(failed ? 1 : 0);
