import { spawn } from 'node:child_process';

/**
 * Runs the npm scripts named on the command line at the same time (`tsx tests/support/together.ts lint typecheck build`):
 * each is single-threaded for most of its time, so two cores finish them in about half the time of one after the other.
 * Each script's output is printed whole when it ends, so the lines of two scripts never mix; the exit code is the first
 * failure's (or 0).
 */
const run = (script: string) =>
  new Promise<{ script: string; code: number; output: string; seconds: number }>((done) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) =>
      done({ script, code: code ?? 1, output: Buffer.concat(chunks).toString('utf8'), seconds: (Date.now() - started) / 1000 }),
    );
  });

const scripts = process.argv.slice(2);
if (scripts.length === 0) throw new Error('usage: tsx tests/support/together.ts <npm script>…');
const results = await Promise.all(
  scripts.map(async (script) => {
    const result = await run(script);
    process.stdout.write(
      `\n> ${script} (${result.seconds.toFixed(0)} s, ${result.code === 0 ? 'ok' : `exit ${result.code}`})\n${result.output}`,
    );
    return result;
  }),
);
process.exitCode = results.find((result) => result.code !== 0)?.code ?? 0;
