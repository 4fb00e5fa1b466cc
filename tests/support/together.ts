import { spawn } from 'node:child_process';
import { constants, setPriority } from 'node:os';

const LOWEST_PRIORITY = constants.priority.PRIORITY_LOW;

/**
 * Runs the npm scripts named on the command line at the same time (`tsx tests/support/together.ts lint typecheck test:suites`).
 * The last one leads: the suites wait on the local stack for much of their time, and the others (lint, the type check, a
 * build) use the cores it leaves idle. They run at the lowest CPU priority, so that they take only what the suites leave
 * and never slow them down: beside the suites at the same priority, they made the stack's start, the demo data and the
 * first files wait for them. The last script's output streams as it comes (the long one: a run's progress stays
 * visible); each other script's is printed whole when it ends, so the lines of two scripts never mix. The exit code is the
 * first failure's (or 0).
 */
const run = (script: string, live: boolean) =>
  new Promise<{ script: string; code: number; output: string; seconds: number }>((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      // A script whose output is kept keeps its colours; the live one writes to this terminal, or not, as it would alone.
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: live ? process.env : { ...process.env, FORCE_COLOR: '1' },
    });
    // Set before npm starts the script's own process, which inherits it.
    if (!live && child.pid) setPriority(child.pid, LOWEST_PRIORITY);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      done({ script, code: code ?? 1, output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 }),
    );
  });

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: tsx tests/support/together.ts <npm script>…');
const results = await Promise.all(
  scripts.map(async (script, index) => {
    const result = await run(script, index === scripts.length - 1);
    process.stdout.write(
      `\n> ${script} (${result.seconds.toFixed(0)} s, ${result.code === 0 ? 'ok' : `exit ${result.code}`})\n${result.output}`,
    );
    return result;
  }),
);
process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
