import { createServer, type Server } from 'node:http';
import { handleApi, isApiPath, writeJson, type Logger } from './api-gateway';
import { handleStatic } from './static-site';

export type GatewayOptions = { webDist: string; log: Logger };

/**
 * API Gateway and CloudFront in one server on 127.0.0.1, as the cloud puts them behind one
 * address: paths under an API prefix go to the API (api-gateway.ts), everything else is the SPA
 * (static-site.ts).
 */
export const createGateway = (options: GatewayOptions): Server =>
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const rawPath = url.pathname;
    const work = isApiPath(rawPath)
      ? handleApi(req, res, url, rawPath, options.log)
      : Promise.resolve(handleStatic(req, res, rawPath, options.webDist));
    work.catch((error: unknown) => {
      options.log(`gateway error on ${req.method} ${rawPath}: ${(error as Error).stack ?? String(error)}`);
      if (!res.headersSent) writeJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  });
