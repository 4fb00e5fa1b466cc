import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { banner } from './banner';
import { requireJava } from './java';
import { onShutdown } from './lifecycle';
import { isPortFree, portOr } from './ports';
import { REPO_ROOT, startStack, type Stack } from './stack';

/**
 * `npm run dev`: the stack for the API (PORT or 3000) and Vite's dev server with hot reload,
 * which proxies /api, /Management and /type-dossiers to the stack (web/vite.config.ts reads
 * MIZAN_API_URL).
 */
/** Set once the stack is starting: a failure then stops what has started before exiting. */
const exit: { shutdown?: (code: number) => void } = {};

const main = async () => {
  try {
    requireJava();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const wanted = Number(process.env.PORT ?? 3000);
  const port = wanted === 0 || (await isPortFree(wanted)) ? wanted : 0;
  const vitePort = await portOr(Number(process.env.VITE_PORT ?? 5173));
  const viteUrl = `http://127.0.0.1:${vitePort}`;
  const running: { stack?: Stack; vite?: ChildProcess } = {};
  exit.shutdown = onShutdown(async () => {
    const { vite } = running;
    if (vite && vite.exitCode === null) {
      const exited = new Promise((done) => vite.once('exit', done));
      vite.kill('SIGTERM');
      await exited;
    }
    await running.stack?.stop();
  });
  const stack = await startStack({
    dataDir: resolve(process.env.MIZAN_DATA_DIR ?? join(REPO_ROOT, '.data')),
    port,
    stablePorts: true,
    seed: true,
    log: 'normal',
    corsOrigins: [viteUrl],
    appUrl: viteUrl,
  });
  running.stack = stack;
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const viteBin = join(dirname(vitePackage), (createRequire(import.meta.url)('vite/package.json') as { bin: { vite: string } }).bin.vite);
  const vite = spawn(process.execPath, [viteBin, '--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'], {
    cwd: join(REPO_ROOT, 'web'),
    env: { ...process.env, MIZAN_API_URL: stack.url },
    stdio: 'inherit',
  });
  running.vite = vite;
  vite.once('exit', (code, signal) => {
    // Ctrl-C reaches Vite too: only an exit of its own stops the stack.
    if (signal === 'SIGINT' || signal === 'SIGTERM') return;
    console.error(`Vite exited (${code}); stopping.`);
    process.kill(process.pid, 'SIGTERM');
  });
  console.log(
    banner(stack, { appUrl: viteUrl, note: port !== wanted ? `Port ${wanted} is busy: the API is on ${stack.url}.` : undefined }),
  );
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (exit.shutdown) exit.shutdown(1);
  else process.exit(1);
});
