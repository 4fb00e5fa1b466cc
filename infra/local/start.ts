import { join, resolve } from 'node:path';
import { startDynamo } from './dynamodb';
import { checkJava } from './java';
import { onShutdown } from './lifecycle';
import { isPortFree } from './ports';
import { REPO_ROOT } from './repo-root';
import { readState, runningStackPid } from './state';

/**
 * `npm start`: the whole product on 127.0.0.1 with the demo firm, run from its bundle
 * (infra/local/prepare.ts). DynamoDB Local's JVM (the slowest part) is spawned first, before the
 * stack's heavier modules are even loaded.
 */
/** MIZAN_DATA_DIR lets the benchmark start on a fresh directory. */
const DATA_DIR = resolve(process.env.MIZAN_DATA_DIR ?? join(REPO_ROOT, '.data'));

/** Set once the stack is starting: a failure then stops what has started before exiting. */
const exit: { shutdown?: (code: number) => void } = {};

const main = async () => {
  const holder = runningStackPid(DATA_DIR);
  if (holder) {
    console.error(`Mizan is already running (pid ${holder}) on ${DATA_DIR}. Stop it first (Ctrl-C in its terminal).`);
    process.exit(1);
  }
  // The JVM starts first (the slowest part); Java's presence and version are checked meanwhile.
  const dynamo = startDynamo({ dir: join(DATA_DIR, 'dynamodb'), port: readState(DATA_DIR).ports?.dynamodb, verbose: false });
  dynamo.catch(() => undefined);
  const java = checkJava();
  const running: { stop?: () => Promise<void> } = {};
  exit.shutdown = onShutdown(async () => {
    if (running.stop) await running.stop();
    else
      await dynamo.then(
        (d) => d.stop(),
        () => undefined,
      );
  });

  const wanted = Number(process.env.PORT ?? 3000);
  let note: string | undefined;
  let port = wanted;
  if (wanted !== 0 && !(await isPortFree(wanted))) {
    port = 0;
    note = `Port ${wanted} is busy, so another free port was chosen (set PORT to choose one).`;
  }
  const [{ startStack }, { banner }] = await Promise.all([import('./stack'), import('./banner'), java]);
  const stack = await startStack({ dataDir: DATA_DIR, port, seed: true, log: 'normal', dynamo, stablePorts: true });
  running.stop = stack.stop;
  if (note) console.log(`\n  ${note}`);
  console.log(banner(stack));
  // The benchmark reads this line: milliseconds since this process started.
  console.log(`ready in ${Math.round(performance.now())} ms`);
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (exit.shutdown) exit.shutdown(1);
  else process.exit(1);
});
