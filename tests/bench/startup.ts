import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Time from launching the local stack (what `npm start` runs after building the SPA) to its
 * "ready" line, on a fresh data directory (bootstrap and demo data included) and again on the
 * same directory (a restart).
 */
const timeToReady = (dataDir: string) =>
  new Promise<number>((done, fail) => {
    const started = performance.now();
    // Its own process group, stopped as a Ctrl-C in its terminal would stop it.
    const child = spawn('node_modules/.bin/tsx', ['infra/local/start.ts'], {
      env: { ...process.env, PORT: '0', MIZAN_DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready in \d+ ms/.test(output)) {
        const elapsed = performance.now() - started;
        child.once('exit', () => done(elapsed));
        process.kill(-child.pid!, 'SIGINT');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      if (!/ready in/.test(output)) fail(new Error(`start exited with ${code}:\n${output}`));
    });
  });

export const benchStartup = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mizan-bench-start-'));
  try {
    const fresh = await timeToReady(dataDir);
    const restart = await timeToReady(dataDir);
    console.log(
      `\nnpm start to ready (SPA already built): fresh data ${(fresh / 1000).toFixed(1)} s, restart ${(restart / 1000).toFixed(1)} s`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};
