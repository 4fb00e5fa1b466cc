import { createServer, type Server, type ServerResponse } from 'node:http';
import { DEFAULT_RATE_LIMIT, SESSION_REFRESH_RATE_LIMIT, type RateLimit } from '../rate-limits';
import { securityHeaders } from '../security-headers';
import { handleApi, isApiPath, writeJson, type Logger } from './api-gateway';
import { createRateLimiter } from './rate-limiter';
import { JOBS } from './scheduler';
import { handleStatic } from './static-site';

export type GatewayOptions = {
  webDist: string;
  log: Logger;
  /** Per IP and public account route (infra/rate-limits.ts); the default is the cloud's. */
  rateLimit?: RateLimit;
  /** Per session, of the renewals that carry a refresh cookie; the default is the cloud's. */
  sessionRefreshRateLimit?: RateLimit;
  /** The documents' storage origins the CSP allows (s3rver's, known once it listens). */
  storageOrigins?: () => readonly string[];
  /** Runs a scheduled job now (`POST /_control/jobs/{name}`, the local stack only). */
  runJob?: (name: string) => Promise<void>;
};

const JOB_PATH = /^\/_control\/jobs\/([\w-]+)$/;

/** `POST /_control/jobs/{name}`: the job's run, answered once it is over (its log says how it went). */
const handleJob = async (res: ServerResponse, name: string, runJob: (name: string) => Promise<void>) => {
  if (!JOBS.some((job) => job.name === name))
    return writeJson(res, 404, { message: `No job ${name}: ${JOBS.map((j) => j.name).join(', ')}` });
  await runJob(name);
  writeJson(res, 200, { job: name, done: true });
};

/**
 * API Gateway and CloudFront in one server on 127.0.0.1, as the cloud puts them behind one
 * address: paths under an API prefix go to the API (api-gateway.ts), everything else is the SPA
 * (static-site.ts). Like CloudFront's response-headers policy and WAF, it adds the security
 * headers to every answer and limits the public account routes per IP (a renewal with its
 * session's cookie, per session).
 */
export const createGateway = (options: GatewayOptions): Server => {
  const limit = createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const limitSession = createRateLimiter(options.sessionRefreshRateLimit ?? SESSION_REFRESH_RATE_LIMIT);
  return createServer((req, res) => {
    for (const [name, value] of Object.entries(securityHeaders(options.storageOrigins?.() ?? []))) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawPath = url.pathname;
    const { runJob } = options;
    const job = req.method === 'POST' && runJob ? JOB_PATH.exec(rawPath)?.[1] : undefined;
    const work =
      job && runJob
        ? handleJob(res, job, runJob)
        : isApiPath(rawPath)
          ? handleApi(req, res, url, rawPath, { log: options.log, limit, limitSession })
          : Promise.resolve(handleStatic(req, res, rawPath, options.webDist));
    work.catch((error: unknown) => {
      options.log(`gateway error on ${req.method} ${rawPath}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) writeJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
};
