import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TABLE } from '../definitions';
import { jobQueuesIdle } from './job-queue';

/**
 * Fault injection for the local stack (tests and demos; never in the cloud). With `faults` on,
 * `startStack` puts a small proxy in front of each emulator the handlers call — the table
 * (DynamoDB Local), storage (s3rver), the identity provider (cognito-local's API) and mail (the SES
 * emulator) — and points the handlers' endpoints at them. Each proxy passes requests through
 * unchanged until its dependency is failed, then answers as the real service does when it is in
 * trouble, so the SDKs retry and give up exactly as they would in the cloud:
 *
 * - table `throttle`: 400 `ProvisionedThroughputExceededException`; table `unavailable`: 500
 *   `InternalServerError`;
 * - storage `unavailable`: 503 `ServiceUnavailable` (S3's XML error);
 * - identity `unavailable`: 500 `InternalErrorException`;
 * - mail `unavailable`: 503 (SES answers `ServiceUnavailable`... and the outbox waits).
 *
 * The switch is a control endpoint on its own port (`faultsUrl`): `GET /_control/faults` answers the
 * current faults, `POST /_control/faults` with `{ "table": "throttle" }` (any of `table`, `storage`,
 * `identity`, `mail`; `null` or `"none"` clears one) sets them, `POST /_control/faults/clear` clears
 * all. Every fault is off when the stack starts.
 *
 * The table's proxy also notes the key of every item a write request names (PutItem, UpdateItem,
 * DeleteItem, BatchWriteItem, TransactWriteItems), whether or not the write succeeded:
 * `GET /_control/table-writes?after=N` answers the keys noted after the N-th, and the count so far.
 * A test that must prove "nothing written" reads those items again instead of scanning the table.
 */
export const DEPENDENCIES = ['table', 'storage', 'identity', 'mail'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];
export type FaultMode = 'throttle' | 'unavailable';
export type Faults = Partial<Record<Dependency, FaultMode>>;

const MODES: Record<Dependency, readonly FaultMode[]> = {
  table: ['throttle', 'unavailable'],
  storage: ['unavailable'],
  identity: ['unavailable'],
  mail: ['unavailable'],
};

type Failure = { status: number; headers: Record<string, string>; body: string };

const failure = (dependency: Dependency, mode: FaultMode): Failure => {
  const json = (status: number, contentType: string, type: string, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'content-type': contentType, ...headers },
    body: JSON.stringify({ __type: type, message: `Injected fault: ${dependency} ${mode}` }),
  });
  switch (dependency) {
    case 'table':
      return mode === 'throttle'
        ? json(400, 'application/x-amz-json-1.0', 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException')
        : json(500, 'application/x-amz-json-1.0', 'com.amazonaws.dynamodb.v20120810#InternalServerError');
    case 'identity':
      return json(500, 'application/x-amz-json-1.1', 'InternalErrorException');
    case 'mail':
      return json(503, 'application/json', 'ServiceUnavailable', { 'x-amzn-errortype': 'ServiceUnavailable' });
    case 'storage':
      return {
        status: 503,
        headers: { 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="UTF-8"?><Error><Code>ServiceUnavailable</Code><Message>Injected fault: storage</Message></Error>`,
      };
  }
};

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

const listen = (server: Server) =>
  new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });

type ItemKey = Record<string, unknown>;
type WriteRequest = {
  Item?: ItemKey;
  Key?: ItemKey;
  RequestItems?: Record<string, { PutRequest?: { Item: ItemKey }; DeleteRequest?: { Key: ItemKey } }[]>;
  TransactItems?: { Put?: { Item: ItemKey }; Update?: { Key: ItemKey }; Delete?: { Key: ItemKey } }[];
};
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** The keys (as DynamoDB's attribute-value JSON) of the items a table request may write; none for a read. */
const writtenKeys = (target: string | undefined, body: Buffer): ItemKey[] => {
  const operation = target?.split('.').pop() ?? '';
  if (!WRITES.has(operation)) return [];
  let request: WriteRequest;
  try {
    request = JSON.parse(body.toString('utf8')) as WriteRequest;
  } catch {
    return []; // DynamoDB refuses it unread
  }
  const keyOf = (item: ItemKey) => ({ [TABLE.partitionKey]: item[TABLE.partitionKey], [TABLE.sortKey]: item[TABLE.sortKey] });
  const items = [
    request.Item,
    request.Key,
    ...Object.values(request.RequestItems ?? {}).flatMap((writes) => writes.map((w) => w.PutRequest?.Item ?? w.DeleteRequest?.Key)),
    ...(request.TransactItems ?? []).map((t) => t.Put?.Item ?? t.Update?.Key ?? t.Delete?.Key),
  ];
  return items.filter((item): item is ItemKey => item !== undefined).map(keyOf);
};

/**
 * A pass-through proxy to `target` (an emulator's endpoint) that fails while `failing()` says so,
 * and shows `observe` each request it passes on.
 */
const startProxy = async (target: string, failing: () => Failure | undefined, observe?: (req: IncomingMessage, body: Buffer) => void) => {
  const upstream = new URL(target);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const fault = failing();
    if (fault) {
      req.resume();
      res.writeHead(fault.status, fault.headers).end(fault.body);
      return;
    }
    const send = (body: Buffer, again: boolean) => {
      // The Host header is kept: signatures (SigV4) were computed over it.
      const forward = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', (error: NodeJS.ErrnoException) => {
        // An idle connection the emulator closed just as it was reused: sent again on a new one (Node's advice).
        if (again && forward.reusedSocket && error.code === 'ECONNRESET') return send(body, false);
        if (!res.headersSent) res.writeHead(502).end();
        else res.destroy();
      });
      forward.end(body);
    };
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      observe?.(req, body);
      send(body, true);
    });
  });
  // Idle connections stay open as the AWS endpoints keep them, past any gap between a test's calls
  // (and under the server's 60 s headersTimeout). With Node's 5 s, a handler's SDK could send on a
  // connection just as the proxy closed it (ECONNRESET): retried as a rule, but a 503 once a fault
  // has spent the SDK's retry quota.
  server.keepAliveTimeout = 55_000;
  const port = await listen(server);
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => closeServer(server) };
};

export type FaultInjector = {
  /** The control endpoint's address (`/_control/faults`). */
  url: string;
  /** The proxies' endpoints, for the handlers' environment. */
  endpoints: Record<Dependency, string>;
  set: (faults: Faults) => void;
  stop: () => Promise<void>;
};

const parse = (body: unknown): Faults => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new Error('expected an object such as { "table": "throttle" }');
  const faults: Faults = {};
  for (const [name, mode] of Object.entries(body)) {
    if (!(DEPENDENCIES as readonly string[]).includes(name)) throw new Error(`unknown dependency ${name} (${DEPENDENCIES.join(', ')})`);
    const dependency = name as Dependency;
    if (mode === null || mode === 'none') continue;
    if (!MODES[dependency].includes(mode as FaultMode))
      throw new Error(`${name}: ${String(mode)} is not one of ${MODES[dependency].join(', ')}`);
    faults[dependency] = mode as FaultMode;
  }
  return faults;
};

export const startFaults = async (targets: Record<Dependency, string>): Promise<FaultInjector> => {
  let current: Faults = {};
  const tableWrites: ItemKey[] = [];
  const noteWrites = (req: IncomingMessage, body: Buffer) => tableWrites.push(...writtenKeys(req.headers['x-amz-target'] as string, body));
  const proxies = await Promise.all(
    DEPENDENCIES.map((dependency) =>
      startProxy(
        targets[dependency],
        () => {
          const mode = current[dependency];
          return mode && failure(dependency, mode);
        },
        dependency === 'table' ? noteWrites : undefined,
      ),
    ),
  );
  const control = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (req.method === 'GET' && path === '/_control/faults') return answer(200, current);
    if (req.method === 'GET' && path === '/_control/table-writes') {
      const after = Number(url.searchParams.get('after') ?? 0);
      return answer(200, { count: tableWrites.length, keys: tableWrites.slice(after) });
    }
    if (req.method === 'GET' && path === '/_control/jobs-idle') {
      void jobQueuesIdle().then(() => answer(200, { idle: true }));
      return;
    }
    if (req.method === 'POST' && path === '/_control/faults/clear') {
      current = {};
      return answer(200, current);
    }
    if (req.method !== 'POST' || path !== '/_control/faults') return answer(404, { error: 'not_found' });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      try {
        const changes = parse(JSON.parse(text || '{}'));
        const cleared = Object.entries(JSON.parse(text || '{}') as Record<string, unknown>)
          .filter(([, mode]) => mode === null || mode === 'none')
          .map(([name]) => name);
        current = Object.fromEntries(Object.entries({ ...current, ...changes }).filter(([name]) => !cleared.includes(name))) as Faults;
        answer(200, current);
      } catch (error) {
        answer(400, { error: (error as Error).message });
      }
    });
  });
  const port = await listen(control);
  return {
    url: `http://127.0.0.1:${port}`,
    endpoints: Object.fromEntries(DEPENDENCIES.map((dependency, i) => [dependency, proxies[i]!.endpoint])) as Record<Dependency, string>,
    set: (faults) => {
      current = { ...faults };
    },
    stop: async () => {
      await Promise.all([closeServer(control), ...proxies.map((proxy) => proxy.stop())]);
    },
  };
};
