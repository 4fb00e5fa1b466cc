import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { App, Duration, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { describe, expect, it } from 'vitest';
import { FUNCTION_NAMES, type FunctionName } from '../../functions/bundle-options';
import { MizanFunction } from '../../infra/constructs/mizan-function';
import { MAIL_FROM } from './synth';

type FunctionResource = { Properties: { Code: { S3Key: string } } };

const environment = {
  TABLE_NAME: 't',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  JWT_ISSUER: 'https://issuer',
  DOCUMENTS_BUCKET: 'b',
  MAIL_FROM,
  APP_URL: 'https://app',
};
const timeout = Duration.seconds(10);
const assetKeys = (stack: Stack) =>
  Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function') as Record<string, FunctionResource>).map(
    (fn) => fn.Properties.Code.S3Key,
  );

/** A function as the stacks bundle it: the asset's folder. */
const bundled = (name: FunctionName) => {
  const app = new App();
  const stack = new Stack(app, 'Bundling');
  const alarmTopic = new Topic(stack, 'Alarms');
  new MizanFunction(stack, 'Function', { name, description: 'bundling test', timeout, environment, alarmTopic });
  const [key] = assetKeys(stack);
  return join(app.outdir, `asset.${key!.replace(/\.zip$/, '')}`);
};

/** A bundle's file and every chunk it imports statically (`import…from"./chunks/…"`), as a cold start loads them. */
const staticGraph = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/import(?:[^"'()]*?from)?\s*"(\.{1,2}\/[^"]+\.mjs)"/g))
    staticGraph(join(dirname(file), path!), seen);
  return seen;
};

type TestEvent = { routeKey: string; body?: string; headers?: Record<string, string>; queryStringParameters?: Record<string, string> };

/**
 * Runs the bundle's handler on `events` in a fresh Node process; `env` adds to its environment. No
 * request leaves the machine: the issuer's address is not reachable, and a DynamoDB endpoint, when
 * given, is a local one.
 */
const invokeBundle = (dir: string, events: TestEvent[], env: Record<string, string> = {}) => {
  const script = `
    const { handler } = await import(${JSON.stringify(join(dir, 'index.mjs'))});
    const answers = [];
    for (const e of ${JSON.stringify(events)}) {
      const event = { version: '2.0', routeKey: e.routeKey, rawPath: '/', headers: { 'content-type': 'application/json', ...e.headers }, queryStringParameters: e.queryStringParameters, body: e.body, isBase64Encoded: false, requestContext: { requestId: 'r', http: { method: 'POST', path: '/', sourceIp: '127.0.0.1' } } };
      const answer = await handler(event, { awsRequestId: 'r', getRemainingTimeInMillis: () => 10000 });
      answers.push({ status: answer.statusCode, body: JSON.parse(answer.body) });
    }
    console.log(JSON.stringify(answers));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, ...environment, AWS_REGION: 'eu-west-3', AWS_ACCESS_KEY_ID: 'x', AWS_SECRET_ACCESS_KEY: 'x', ...env },
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').pop()!) as { status: number; body: { error?: string; details?: { field: string }[] } }[];
};

describe('function bundling at synth', () => {
  it('names each function once: a job named as a domain would be built from the job and deployed as the domain', () => {
    expect(FUNCTION_NAMES.filter((name, index) => FUNCTION_NAMES.indexOf(name) !== index)).toEqual([]);
  });

  it('bundles a domain into index.mjs, its source map and one chunk per route module', () => {
    const dir = bundled('account');
    expect(readdirSync(dir)).toEqual(expect.arrayContaining(['index.mjs', 'index.mjs.map']));
    const chunks = existsSync(join(dir, 'chunks')) ? readdirSync(join(dir, 'chunks')) : [];
    expect(chunks.filter((file) => file.startsWith('login-') && file.endsWith('.mjs'))).toHaveLength(1);
    // The SDK clients take the environment's credentials, as the Lambda runtime gives them, not the
    // default chain with its nested STS and SSO clients (functions/src/adapters/lambda-credentials.ts).
    const code = [join(dir, 'index.mjs'), ...chunks.filter((file) => file.endsWith('.mjs')).map((file) => join(dir, 'chunks', file))]
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(code).toContain('Unable to find environment variable credentials');
    expect(code).not.toContain('Could not load credentials from any providers');
  });

  it('bundles the two jobs, which share a source folder, separately', () => {
    const stack = new Stack(new App(), 'Jobs');
    const alarmTopic = new Topic(stack, 'Alarms');
    new MizanFunction(stack, 'CourtSync', { name: 'court-sync', description: 'bundling test', timeout, environment, alarmTopic });
    new MizanFunction(stack, 'Alerts', { name: 'alerts', description: 'bundling test', timeout, environment, alarmTopic });
    expect(new Set(assetKeys(stack)).size).toBe(2);
  });

  it('leaves zod out of the alerts job, which validates no input and reads no portal answer', () => {
    const dir = bundled('alerts');
    const files = [join(dir, 'index.mjs'), ...readdirSync(join(dir, 'chunks')).map((file) => join(dir, 'chunks', file))];
    const code = files.filter((file) => file.endsWith('.mjs')).map((file) => readFileSync(file, 'utf8'));
    expect(code.join('\n')).toContain('Africa/Casablanca');
    expect(code.filter((text) => /\$ZodError|ZodObject/.test(text))).toEqual([]);
  });

  it('puts the OCR worker, its WebAssembly and the French and Arabic models beside the document-text job only, which loads tesseract.js only to read a scan', () => {
    const dir = bundled('document-text');
    const ocr = readdirSync(join(dir, 'ocr'));
    expect(ocr).toEqual(
      expect.arrayContaining(['worker.cjs', 'fra.traineddata.gz', 'ara.traineddata.gz', 'tesseract-core-simd-lstm.wasm']),
    );
    const chunks = readdirSync(join(dir, 'chunks')).filter((file) => file.endsWith('.mjs'));
    const engine = chunks.filter((file) => readFileSync(join(dir, 'chunks', file), 'utf8').includes('workerBlobURL'));
    expect(engine).toHaveLength(1);
    expect([...staticGraph(join(dir, 'index.mjs'))].map((file) => file.split('/').pop())).not.toContain(engine[0]);
    expect(existsSync(join(bundled('documents'), 'ocr'))).toBe(false);
  });

  it('ships the native canvas (its Linux x64 build) beside the document-text job, where its bundle loads it without the repository', () => {
    const dir = bundled('document-text');
    expect(existsSync(join(dir, 'node_modules/@napi-rs/canvas-linux-x64-gnu/skia.linux-x64-gnu.node'))).toBe(true);
    // A copy outside the repository: no node_modules of ours above it to fall back on.
    const copy = mkdtempSync(join(tmpdir(), 'mizan-canvas-'));
    try {
      cpSync(join(dir, 'node_modules'), join(copy, 'node_modules'), { recursive: true });
      const drawn = execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          "const { createCanvas } = await import('@napi-rs/canvas'); console.log(createCanvas(10, 10).toBuffer('image/png').length > 0)",
        ],
        { cwd: copy, encoding: 'utf8' },
      );
      expect(drawn.trim()).toBe('true');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
    expect(existsSync(join(bundled('documents'), 'node_modules'))).toBe(false);
  });

  it("writes the domain's routes without their schemas into the entry, which loads neither them nor zod, and validates once they load", () => {
    const dir = bundled('account');
    const entry = [...staticGraph(join(dir, 'index.mjs'))].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(entry).toContain('"/api/Account/me"');
    expect(entry).not.toMatch(/\$ZodError|ZodObject/);
    const all = readdirSync(join(dir, 'chunks')).filter((file) => file.endsWith('.mjs'));
    expect(all.some((file) => /\$ZodError/.test(readFileSync(join(dir, 'chunks', file), 'utf8')))).toBe(true);

    const [unknown, noToken, invalid] = invokeBundle(dir, [
      { routeKey: 'GET /api/nowhere' },
      { routeKey: 'GET /api/Account/me' },
      {
        routeKey: 'POST /api/Account/login',
        body: JSON.stringify({ email: 'not an address', extra: 1 }),
        headers: { 'accept-language': 'fr' },
      },
    ]);
    expect(unknown!.status).toBe(404);
    expect(noToken).toMatchObject({ status: 401, body: { error: 'unauthorized' } });
    expect(invalid!.status).toBe(400);
    expect(invalid!.body.details?.map((d) => d.field)).toEqual(expect.arrayContaining(['email', 'extra']));
  });

  it("leaves the DynamoDB client out of the entry, loads it for the first read, and writes the API's texts as UTF-8", () => {
    const dir = bundled('account');
    const entry = [...staticGraph(join(dir, 'index.mjs'))].map((file) => readFileSync(file, 'utf8')).join('\n');
    // The DynamoDB protocol's target prefix, which the SDK's client writes into every request.
    expect(entry).not.toContain('DynamoDB_20120810');
    expect(entry).toContain('هذا الحقل إلزامي');
    const chunks = readdirSync(join(dir, 'chunks')).filter((file) => file.endsWith('.mjs'));
    expect(chunks.some((file) => readFileSync(join(dir, 'chunks', file), 'utf8').includes('DynamoDB_20120810'))).toBe(true);

    // A read of the table (the reset link's token) reaches for DynamoDB through the loaded client: a
    // closed local port makes it 503, where a client that failed to load would be a 500.
    const [read] = invokeBundle(
      dir,
      [{ routeKey: 'GET /api/account/validate-token', queryStringParameters: { token: 'abc' }, headers: { 'accept-language': 'ar' } }],
      { AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:9', AWS_MAX_ATTEMPTS: '1' },
    );
    expect(read).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
  });

  /** What a job loads on its first call rather than with its entry, told by a text only its code holds. */
  const ON_FIRST_CALL = [
    // SendEmail's path, which the SDK's SES client writes into every send: most sweeps send nothing.
    { job: 'outbox', loaded: 'the SES client', text: '/v2/email/outbound-emails' },
    // The protocol's target prefix: most sweeps remove no one.
    { job: 'registrations', loaded: 'the Cognito client', text: 'AWSCognitoIdentityProviderService' },
    // The protocol's target prefix: the local stack's queue never needs it.
    { job: 'court-sync', loaded: 'the SQS client', text: 'AmazonSQS' },
    // The portal's API path, which only its adapter holds (adapters/court-portal/mahakim.ts, with zod).
    { job: 'court-sync-worker', loaded: "the portal's adapter", text: '/middleware/api/SuiviDossiers/' },
  ] as const;

  it.each(ON_FIRST_CALL)("leaves $loaded out of the $job job's entry: it loads on its first call", ({ job, text }) => {
    const dir = bundled(job);
    const entry = [...staticGraph(join(dir, 'index.mjs'))].map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(entry).not.toContain(text);
    const chunks = readdirSync(join(dir, 'chunks')).filter((file) => file.endsWith('.mjs'));
    expect(chunks.some((file) => readFileSync(join(dir, 'chunks', file), 'utf8').includes(text))).toBe(true);
  });
});
