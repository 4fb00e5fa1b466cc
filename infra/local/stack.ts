import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { LOCAL_NAMES } from '../definitions';
import { rateLimitFromEnv, type RateLimit } from '../rate-limits';
import { ensureBucket, ensureTable, ensureUserPool } from './bootstrap';
import { startCognito, type CognitoEmulator } from './cognito';
import { startCourtPortal, type CourtPortalSimulator } from './court-portal';
import { startDynamo, type DynamoEmulator } from './dynamodb';
import { warmHandlers } from './api-gateway';
import { createGateway } from './gateway';
import { portOr } from './ports';
import { S3_CREDENTIALS, startS3, type S3Emulator } from './s3';
import { startFaults, type FaultInjector } from './faults';
import { startLocalJobQueue, startLocalQueue } from './job-queue';
import { startOutboxWorker } from './outbox-worker';
import { startScheduler, type Scheduler } from './scheduler';
import { DEMO_ACCOUNTS, runSeed, type DemoAccount } from './seed/index';
import { startSes, type SesEmulator } from './ses';
import { REPO_ROOT } from './repo-root';
import { LOCK_FILE, readState, runningStackPid, STATE_FILE, type StackState } from './state';

export { runningStackPid } from './state';
export { REPO_ROOT } from './repo-root';

export const REGION = 'eu-west-3';

export type StackOptions = {
  /** Everything the emulators keep (tables, users, objects) and stack.json live here. */
  dataDir: string;
  /** The gateway's port on 127.0.0.1; 0 = any free port. */
  port: number;
  /** Load the demo firm (idempotent). */
  seed?: boolean;
  /** quiet: only failures; normal: handlers' request logs; verbose: emulators' logs too. */
  log?: 'quiet' | 'normal' | 'verbose';
  /** Run the scheduled jobs on an interval, like EventBridge (default true). */
  scheduler?: boolean;
  /** Extra origins allowed by the bucket's CORS (Vite's dev server). */
  corsOrigins?: string[];
  /** The address links in emails point at (default: the gateway's URL; Vite's in `npm run dev`). */
  appUrl?: string;
  /** The built SPA (default web/dist). */
  webDist?: string;
  /** DynamoDB Local already starting (start.ts spawns the JVM before loading everything else). */
  dynamo?: Promise<DynamoEmulator>;
  /** Reuse the emulators' ports of the previous start when free, so tokens issued before a restart stay valid (default: true when `port` is not 0). */
  stablePorts?: boolean;
  /** Per IP and public account route (infra/rate-limits.ts): default MIZAN_RATE_LIMIT, else 20 per 5 minutes. */
  rateLimit?: RateLimit;
  /** Put the fault-injection proxies and their control endpoint in front of the emulators (faults.ts; default: MIZAN_FAULTS=1). */
  faults?: boolean;
  /** The court portal's requests per second (default COURT_PORTAL_RATE, else the real portal's 2). */
  courtPortalRate?: number;
};

/** The environment of the handlers (set on process.env; the same values for tests' own clients). */
export type StackEnv = {
  TABLE_NAME: string;
  USER_POOL_ID: string;
  USER_POOL_CLIENT_ID: string;
  JWT_ISSUER: string;
  DOCUMENTS_BUCKET: string;
  MAIL_FROM: string;
  APP_URL: string;
  S3_FORCE_PATH_STYLE: string;
  VALIDATE_RESPONSES: string;
  AWS_REGION: string;
  AWS_ACCESS_KEY_ID: string;
  AWS_SECRET_ACCESS_KEY: string;
  AWS_ENDPOINT_URL_DYNAMODB: string;
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: string;
  AWS_ENDPOINT_URL_S3: string;
  AWS_ENDPOINT_URL_SESV2: string;
  LOG_LEVEL: string;
  /** `text`, a readable line per request (the default here), or `json`, the cloud's lines. */
  LOG_FORMAT: string;
  /** The court portal: the simulator (infra/local/court-portal.ts), whose control API is at the same address. */
  COURT_PORTAL: string;
  COURT_PORTAL_URL: string;
  COURT_PORTAL_TIMEOUT_MS: string;
  COURT_PORTAL_RATE: string;
  /** The outbox's first retry delay (1 s locally, so a mail outage test waits seconds, not minutes). */
  OUTBOX_RETRY_BASE_MS: string;
  /** Its longest (10 s locally: once the mailbox answers again, every email arrives within seconds). */
  OUTBOX_RETRY_MAX_MS: string;
  /** A worker's hold on an item it is sending (15 s locally, where a send takes milliseconds). */
  OUTBOX_LEASE_MS: string;
  /** How long a booking-request email waits for the client's next bookings (2 s locally, 2 minutes in the cloud). */
  BOOKING_EMAIL_WINDOW_MS: string;
};

export type Stack = {
  url: string;
  mailboxUrl: string;
  /** The court-portal simulator (its control API under /_control/). */
  courtPortalUrl: string;
  /** The fault switch (`/_control/faults`, infra/local/faults.ts), when the stack runs with faults. */
  faultsUrl?: string;
  env: StackEnv;
  accounts: DemoAccount[];
  /** Milliseconds from startStack() to ready. */
  startedInMs: number;
  /** Loads the demo data now (idempotent), for a stack started without it. */
  seed: () => Promise<void>;
  /** Runs a scheduled job once, now (tests of the jobs). */
  runJob: (name: string) => Promise<void>;
  stop: () => Promise<void>;
};

const closeServer = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

/**
 * The whole cloud on 127.0.0.1: DynamoDB Local (Java child), cognito-local, s3rver and
 * aws-ses-v2-local (in this process), the resources bootstrapped from infra/definitions.ts, the
 * gateway invoking the handlers in this process, the scheduler and (optionally) the demo data.
 * One stack per process: the handlers read their settings from process.env.
 */
export const startStack = async (options: StackOptions): Promise<Stack> => {
  const started = Date.now();
  const logMode = options.log ?? 'normal';
  const verbose = logMode === 'verbose';
  const print = (line: string) => {
    if (logMode !== 'quiet') console.log(line);
  };
  const printError = (line: string) => console.error(line);
  // MIZAN_TIMING=1 prints how long each phase of the start took.
  const mark = (phase: string) => {
    if (process.env.MIZAN_TIMING) console.log(`[timing] ${phase}: ${Date.now() - started} ms`);
  };
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const holder = runningStackPid(dataDir);
  if (holder && holder !== process.pid) throw new Error(`Another local stack (pid ${holder}) is using ${dataDir}. Stop it first.`);
  writeFileSync(join(dataDir, LOCK_FILE), String(process.pid));
  const stateFile = join(dataDir, STATE_FILE);
  const state = readState(dataDir);
  const stable = options.stablePorts ?? options.port !== 0;
  const prefer = (name: keyof NonNullable<StackState['ports']>) => (stable ? state.ports?.[name] : undefined);

  // Quiet the AWS SDKs' notices about Node versions and v2's maintenance mode.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';

  const stops: (() => Promise<void>)[] = [];
  let dynamoStarting: Promise<DynamoEmulator> | undefined = options.dynamo;
  const stopAll = async () => {
    const pending = stops.splice(0).reverse();
    for (const stop of pending) await stop().catch((error: unknown) => printError(`stop: ${String(error)}`));
    // Last, and even while still starting: the Java child never outlives the stack.
    await dynamoStarting?.then(
      (d) => d.stop(),
      () => undefined,
    );
    if (runningStackPid(dataDir) === process.pid) rmSync(join(dataDir, LOCK_FILE), { force: true });
  };

  try {
    // The CSP names the storage's origin, known once s3rver listens.
    const storage: { origin?: string } = {};
    // A job on demand (tests, `POST /_control/jobs/{name}`): the scheduler's run, or a run of its own without one.
    let scheduler: Scheduler | undefined;
    const runJob = async (name: string) => {
      const once = scheduler ?? startScheduler({ log: print, firstRunAfterMs: 2 ** 31 - 1 });
      await once.runNow(name);
      if (!scheduler) await once.stop();
    };
    const gatewayServer = createGateway({
      runJob,
      webDist: options.webDist ?? join(REPO_ROOT, 'web/dist'),
      rateLimit: options.rateLimit ?? rateLimitFromEnv(),
      storageOrigins: () => (storage.origin ? [storage.origin] : []),
      // Failures only.
      log: verbose ? print : (line) => (/→ 5\d\d|error/.test(line) ? printError(line) : undefined),
    });
    const gatewayPort = await new Promise<number>((done, fail) => {
      gatewayServer.once('error', fail);
      gatewayServer.listen(options.port, '127.0.0.1', () => done((gatewayServer.address() as AddressInfo).port));
    });
    stops.push(() => closeServer(gatewayServer));
    const url = `http://127.0.0.1:${gatewayPort}`;
    mark('gateway listening');

    // DynamoDB Local's JVM is the slowest: everything else starts meanwhile.
    dynamoStarting ??= startDynamo({ dir: join(dataDir, 'dynamodb'), port: prefer('dynamodb'), verbose });
    const credentials = { accessKeyId: S3_CREDENTIALS.accessKeyId, secretAccessKey: S3_CREDENTIALS.secretAccessKey };
    // The table is bootstrapped as soon as DynamoDB Local answers, while the rest is starting.
    const dynamoReady = dynamoStarting.then(async (emulator) => {
      mark('DynamoDB Local answering');
      const dynamoClient = new DynamoDBClient({ endpoint: emulator.endpoint, region: REGION, credentials });
      try {
        await ensureTable(dynamoClient, LOCAL_NAMES.table);
      } finally {
        dynamoClient.destroy();
      }
      mark('table bootstrapped');
      return emulator;
    });
    dynamoReady.catch(() => undefined);
    const emulators = await Promise.allSettled([
      portOr(prefer('cognito')).then((port) => startCognito({ dir: join(dataDir, 'cognito'), port, verbose })),
      portOr(prefer('s3')).then((port) => startS3({ dir: join(dataDir, 's3'), port, verbose })),
      portOr(prefer('ses')).then((port) => startSes({ port })),
      portOr(prefer('courtPortal')).then((port) => startCourtPortal({ port, file: join(dataDir, 'court-portal.json') })),
    ]);
    for (const result of emulators) if (result.status === 'fulfilled') stops.push(result.value.stop);
    const failed = emulators.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    mark('cognito-local, s3rver, SES emulator, court-portal simulator listening');
    const [cognito, s3, ses, courtPortal] = emulators.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
      CognitoEmulator,
      S3Emulator,
      SesEmulator,
      CourtPortalSimulator,
    ];

    const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: REGION, credentials });
    const s3Client = new S3Client({ endpoint: s3.endpoint, region: REGION, credentials, forcePathStyle: true });
    const [pool] = await Promise.all([
      ensureUserPool(cognitoClient, LOCAL_NAMES.userPool, state),
      ensureBucket(s3Client, LOCAL_NAMES.bucket, [url, ...(options.corsOrigins ?? [])]),
    ]);
    cognitoClient.destroy();
    s3Client.destroy();

    mark('pool and bucket bootstrapped');
    const dynamo: DynamoEmulator = await dynamoReady;

    let faults: FaultInjector | undefined;
    if (options.faults ?? process.env.MIZAN_FAULTS === '1') {
      faults = await startFaults({ table: dynamo.endpoint, storage: s3.endpoint, identity: cognito.endpoint, mail: ses.endpoint });
      const injector = faults;
      stops.push(() => injector.stop());
    }
    // The functions presign against this endpoint (the fault proxy when it stands in front of s3rver).
    storage.origin = new URL(faults?.endpoints.storage ?? s3.endpoint).origin;

    const env: StackEnv = {
      TABLE_NAME: LOCAL_NAMES.table,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      JWT_ISSUER: `${cognito.issuerDomain}/${pool.userPoolId}`,
      DOCUMENTS_BUCKET: LOCAL_NAMES.bucket,
      MAIL_FROM: LOCAL_NAMES.mailFrom,
      APP_URL: options.appUrl ?? url,
      S3_FORCE_PATH_STYLE: 'true',
      VALIDATE_RESPONSES: 'true',
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: faults?.endpoints.table ?? dynamo.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: faults?.endpoints.identity ?? cognito.endpoint,
      AWS_ENDPOINT_URL_S3: faults?.endpoints.storage ?? s3.endpoint,
      AWS_ENDPOINT_URL_SESV2: faults?.endpoints.mail ?? ses.endpoint,
      LOG_LEVEL: process.env.LOG_LEVEL ?? (logMode === 'quiet' ? 'error' : 'info'),
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
      COURT_PORTAL: 'simulator',
      COURT_PORTAL_URL: courtPortal.url,
      // The simulator answers at once unless told to be slow: a short timeout keeps that scenario quick.
      COURT_PORTAL_TIMEOUT_MS: process.env.COURT_PORTAL_TIMEOUT_MS ?? '2000',
      COURT_PORTAL_RATE: String(options.courtPortalRate ?? process.env.COURT_PORTAL_RATE ?? 2),
      OUTBOX_RETRY_BASE_MS: process.env.OUTBOX_RETRY_BASE_MS ?? '1000',
      OUTBOX_RETRY_MAX_MS: process.env.OUTBOX_RETRY_MAX_MS ?? '10000',
      OUTBOX_LEASE_MS: process.env.OUTBOX_LEASE_MS ?? '15000',
      BOOKING_EMAIL_WINDOW_MS: process.env.BOOKING_EMAIL_WINDOW_MS ?? '2000',
    };
    // Credentials of a developer's real AWS profile must never reach the emulators' clients.
    for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_DEFAULT_PROFILE', 'AWS_ENDPOINT_URL']) delete process.env[name];
    Object.assign(process.env, env);
    await warmHandlers(printError);
    mark('handlers loaded');

    const saveState = (extra: Partial<StackState> = {}) => {
      Object.assign(state, pool, extra, {
        ports: { dynamodb: dynamo.port, cognito: cognito.port, s3: s3.port, ses: ses.port, courtPortal: courtPortal.port },
      });
      writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
    };
    saveState();

    // The outbox's worker, in place of the table's stream: every email the handlers queue is sent from here.
    const outbox = startOutboxWorker({ log: printError });
    stops.push(() => outbox.stop());

    // A data directory filled before search entries held their words, then what search shows,
    // then a party's names' pairs (issue 16), then a dossier's entries by its clients' names and
    // its references' parts (issue 29), is re-indexed once, as `npm run reindex:search` does in
    // the cloud.
    if (!state.searchWords || !state.searchShown || !state.searchPairs || !state.searchDossierPlaces) {
      if (state.seeded?.length) {
        const { reindexSearch } = await import('@mizan/functions/services/search-reindex');
        const { relaid, shown, paired, dossiers } = await reindexSearch();
        print(
          `search index: ${relaid} entities re-laid out, ${shown} given what search shows of them, ${paired} parties paired, ${dossiers} dossiers indexed by their clients and references`,
        );
      }
      saveState({ searchWords: true, searchShown: true, searchPairs: true, searchDossierPlaces: true });
    }

    // A data directory filled before stored-only attributes took their English names has them
    // renamed once, as `npm run migrate:names` does in the cloud.
    if (!state.attributeNames) {
      if (state.seeded?.length) {
        const { renameOldAttributes } = await import('@mizan/functions/db/attribute-renames');
        const renamed = Object.values(await renameOldAttributes()).reduce((a, b) => a + b, 0);
        print(`attribute names: ${renamed} items renamed`);
      }
      saveState({ attributeNames: true });
    }

    // A data directory filled before expenses could be edited gives each expense its pointer
    // once, as `npm run migrate:expenses` does in the cloud.
    if (!state.expensePointers) {
      if (state.seeded?.length) {
        const { pointOldExpenses } = await import('@mizan/functions/db/expenses');
        print(`expenses: ${await pointOldExpenses()} pointers written`);
      }
      saveState({ expensePointers: true });
    }

    // A data directory filled before the calendar greyed performed deadlines indexes them once, as
    // `npm run migrate:deadlines` does in the cloud.
    if (!state.performedDeadlines) {
      if (state.seeded?.length) {
        const { indexOldPerformedDeadlines } = await import('@mizan/functions/db/deadlines');
        print(`deadlines: ${await indexOldPerformedDeadlines()} performed ones indexed for the calendar`);
      }
      saveState({ performedDeadlines: true });
    }

    // A data directory filled before the firm's list of invoices gives each invoice its row and its
    // part of the firm's billing once, as `npm run migrate:invoices` does in the cloud.
    if (!state.invoiceRows) {
      if (state.seeded?.length) {
        const { rowOldInvoices } = await import('@mizan/functions/db/invoices');
        print(`invoices: ${await rowOldInvoices()} given their row of the firm's list`);
      }
      saveState({ invoiceRows: true });
    }

    // The firm-export queue's consumer: a start's job is written outside its request.
    const exportQueue = startLocalJobQueue('firm-export', printError);
    stops.push(() => exportQueue.stop());
    // The dossier-import queue's consumer: a run's dossiers are written outside its request.
    const importQueue = startLocalJobQueue('dossier-import', printError);
    stops.push(() => importQueue.stop());
    // The document-text queue's consumer: a stored document's text is read and indexed outside its request
    // (the demo's documents too: it runs before the seed).
    const textQueue = startLocalJobQueue('document-text', printError);
    stops.push(() => textQueue.stop());
    // The report-figures queue's consumer: a firm's figures asked for now are computed outside the request.
    const reportsQueue = startLocalJobQueue('report-figures', printError);
    stops.push(() => reportsQueue.stop());
    // A data directory filled before documents' texts were read queues them once, as `npm run
    // migrate:document-text` does in the cloud.
    if (!state.documentTexts) {
      if (state.seeded?.length) {
        const { queueUnreadDocuments } = await import('@mizan/functions/services/unread-documents');
        print(`documents: ${await queueUnreadDocuments()} queued for the reading of their text`);
      }
      saveState({ documentTexts: true });
    }

    const seed = async () => {
      const seeded = await runSeed(url, ses.endpoint, courtPortal.url, state.seeded ?? [], print);
      saveState({ seeded });
    };
    if (options.seed) await seed();
    mark('seeded');

    // The court-sync queue's consumer, in place of SQS: the planner's messages reach the worker.
    const queue = startLocalQueue(printError);
    stops.push(async () => queue.stop());

    if (options.scheduler ?? true) {
      scheduler = startScheduler({ log: verbose ? print : (line) => (line.includes('failed') ? printError(line) : undefined) });
      const running = scheduler;
      stops.push(() => running.stop());
    }

    let stopping: Promise<void> | undefined;
    return {
      url,
      mailboxUrl: ses.endpoint,
      courtPortalUrl: courtPortal.url,
      ...(faults ? { faultsUrl: faults.url } : {}),
      env,
      accounts: DEMO_ACCOUNTS,
      startedInMs: Date.now() - started,
      seed,
      runJob,
      stop: () => (stopping ??= stopAll()),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
};
