import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { formatCourtReference, parseCourtReference } from '@mizan/functions/adapters/court-portal/port';
import { findCourt } from '@mizan/functions/reference/courts';

/**
 * The court-portal simulator, the local stack's default portal (`COURT_PORTAL=simulator`). For any
 * well-formed reference of a known court it answers a deterministic case record (the same every
 * time, derived from the court and the reference); a control API lets tests and demos change the
 * world:
 * - `POST /_control/cases` `{ court, reference, hearings: [{ date, type, content, nextHearing }],
 *   decision?, status? }` replaces a case's record;
 * - `POST /_control/outage` `{ mode: "down" | "slow" | "garbled" | "up" }` makes the portal fail
 *   (down: 503; slow: answers after 30 s; garbled: an answer that no longer reads);
 * - `POST /_control/reset` forgets every record set and the counters;
 * - `GET /_control/stats` answers `{ requests, peakPerSecond }`, the portal requests served.
 * The portal itself: `GET /api/cases?court=&reference=` (the simulator adapter's request).
 * The records set are kept in `file` (the stack's data directory), so a restart shows the same
 * world and the scheduled sync finds nothing new.
 */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);
const hearing = z.object({ date: day, type: z.string().min(1), content: z.string(), nextHearing: day.optional() });
const caseRecord = z.object({ hearings: z.array(hearing), decision: z.string().optional(), status: z.string().optional() });
type CaseRecord = z.infer<typeof caseRecord>;
const controlCase = caseRecord.extend({ court: z.string(), reference: z.string() });
const outage = z.object({ mode: z.enum(['down', 'slow', 'garbled', 'up']) });
type Mode = z.infer<typeof outage>['mode'];

const SLOW_MS = 30_000;

const hash = (text: string) => {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
};

const addDays = (isoDay: string, days: number) => {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The record the portal shows for a case nobody set: a registration and one hearing in its year. */
export const defaultRecord = (court: string, canonicalReference: string, year: string): CaseRecord => {
  const h = hash(`${court}|${canonicalReference}`);
  const registered = addDays(`${year}-01-05`, h % 150);
  const firstHearing = addDays(registered, 21 + (h % 14));
  const next = addDays(firstHearing, 28);
  return {
    hearings: [
      { date: registered, type: 'تسجيل الملف', content: 'تسجيل المقال الافتتاحي', nextHearing: firstHearing },
      { date: `${firstHearing}T09:00`, type: 'جلسة', content: 'إدراج الملف بالجلسة', nextHearing: `${next}T09:00` },
    ],
    status: 'جارية',
  };
};

const readJson = async (request: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : {};
};

const send = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

export type CourtPortalSimulator = { port: number; url: string; stop: () => Promise<void> };

export const startCourtPortal = async (options: { port: number; file: string }): Promise<CourtPortalSimulator> => {
  const records = new Map<string, CaseRecord>(
    existsSync(options.file) ? (JSON.parse(readFileSync(options.file, 'utf8')) as [string, CaseRecord][]) : [],
  );
  const save = () => writeFileSync(options.file, JSON.stringify([...records]));
  let mode: Mode = 'up';
  let requests = 0;
  let peakPerSecond = 0;
  const perSecond = new Map<number, number>();
  const pending = new Set<NodeJS.Timeout>();

  const caseKey = (court: string, reference: string) => {
    const parsed = parseCourtReference(reference);
    if (!parsed || !findCourt(court)) return undefined;
    return { key: `${court}|${formatCourtReference(parsed)}`, canonical: formatCourtReference(parsed), year: parsed.year };
  };

  const portal = (url: URL, response: ServerResponse) => {
    requests++;
    const second = Math.floor(Date.now() / 1000);
    const count = (perSecond.get(second) ?? 0) + 1;
    perSecond.set(second, count);
    perSecond.delete(second - 5);
    peakPerSecond = Math.max(peakPerSecond, count);
    if (mode === 'down') return send(response, 503, { message: 'Service Unavailable' });
    const answer = () => {
      if (mode === 'garbled') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html><body>Maintenance ... {"hearings": [ {"dat');
      }
      const found = caseKey(url.searchParams.get('court') ?? '', url.searchParams.get('reference') ?? '');
      if (!found) return send(response, 404, { message: 'Dossier introuvable' });
      return send(response, 200, records.get(found.key) ?? defaultRecord(url.searchParams.get('court')!, found.canonical, found.year));
    };
    if (mode === 'slow') {
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer();
      }, SLOW_MS);
      pending.add(timer);
      return;
    }
    answer();
  };

  const control = async (path: string, request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && path === '/_control/stats') return send(response, 200, { requests, peakPerSecond });
    if (request.method !== 'POST') return send(response, 405, { message: 'POST only' });
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      return send(response, 400, { message: 'not JSON' });
    }
    if (path === '/_control/reset') {
      records.clear();
      save();
      mode = 'up';
      requests = 0;
      peakPerSecond = 0;
      perSecond.clear();
      return send(response, 204);
    }
    if (path === '/_control/outage') {
      const parsed = outage.safeParse(body);
      if (!parsed.success) return send(response, 400, { message: parsed.error.message });
      mode = parsed.data.mode;
      return send(response, 200, { mode });
    }
    if (path === '/_control/cases') {
      const parsed = controlCase.safeParse(body);
      if (!parsed.success) return send(response, 400, { message: parsed.error.message });
      const { court, reference, ...record } = parsed.data;
      const found = caseKey(court, reference);
      if (!found) return send(response, 400, { message: 'unknown court or malformed reference (number/code/year)' });
      records.set(found.key, record);
      save();
      return send(response, 200, { court, reference: found.canonical, ...record });
    }
    return send(response, 404, { message: 'unknown control path' });
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/_control/')) {
      control(url.pathname, request, response).catch(() => send(response, 500, { message: 'control failed' }));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/cases') return portal(url, response);
    send(response, 404, { message: 'not found' });
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
