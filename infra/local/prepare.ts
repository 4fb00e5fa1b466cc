import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './repo-root';

/**
 * What `npm start` runs before the stack: the SPA is built when its sources changed since its last
 * build, and the local stack with the handlers is bundled into one module,
 * infra/local/dist/start.mjs, when its sources changed. Node then loads one file instead of
 * resolving and transpiling a thousand TypeScript modules through tsx's loader, which halves a
 * restart (docs/performance.md, target 6). Packages stay external: they load from node_modules as
 * they would under tsx.
 */
const OUT_DIR = join(REPO_ROOT, 'infra/local/dist');
const STAMPS_FILE = join(OUT_DIR, 'stamps.json');
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/prerender-plugin.ts',
  'web/package.json',
  'shared/src',
  'package-lock.json',
];

/** Each input file's modification time, by path from the repository's root. */
type Stamp = Record<string, number>;
type Stamps = { web?: Stamp; stack?: Stamp };

const filesUnder = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => filesUnder(join(path, name))) : [path];

const stampOf = (files: readonly string[]): Stamp =>
  Object.fromEntries(files.map((file) => [relative(REPO_ROOT, file), statSync(file).mtimeMs]));

const sameStamp = (recorded: Stamp | undefined, current: Stamp) =>
  !!recorded && JSON.stringify(Object.entries(recorded).sort()) === JSON.stringify(Object.entries(current).sort());

/** Every file the stack's last bundle was built from, unchanged and still there. */
const stillCurrent = (recorded: Stamp | undefined) =>
  !!recorded &&
  Object.entries(recorded).every(([file, mtime]) => {
    const path = join(REPO_ROOT, file);
    return existsSync(path) && statSync(path).mtimeMs === mtime;
  });

const readStamps = (): Stamps => (existsSync(STAMPS_FILE) ? (JSON.parse(readFileSync(STAMPS_FILE, 'utf8')) as Stamps) : {});

const buildWeb = (stamps: Stamps) => {
  const current = stampOf(WEB_INPUTS.flatMap((input) => filesUnder(join(REPO_ROOT, input))));
  if (existsSync(join(REPO_ROOT, 'web/dist/index.html')) && sameStamp(stamps.web, current)) return;
  const result = spawnSync('npm', ['run', 'build:web'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stamps.web = current;
};

const bundleStack = async (stamps: Stamps) => {
  if (existsSync(join(OUT_DIR, 'start.mjs')) && stillCurrent(stamps.stack)) return;
  rmSync(OUT_DIR, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: ['infra/local/start.ts'],
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    // The modules start.ts and the gateway import on demand stay chunks loaded on demand: the JVM
    // is spawned before the SDKs and emulators load, and a handler loads with its first request.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Stack traces name the TypeScript files and lines; the sources themselves are in the repository.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-external',
        // The workspace's own packages (@mizan/*) are TypeScript: bundled. Every other package stays in node_modules.
        setup: (builder) =>
          builder.onResolve({ filter: /^[^./]/ }, ({ path }) => (path.startsWith('@mizan/') ? undefined : { external: true })),
      },
    ],
  });
  stamps.stack = stampOf([...Object.keys(metafile.inputs).map((input) => join(REPO_ROOT, input)), join(REPO_ROOT, 'package-lock.json')]);
};

const stamps = readStamps();
buildWeb(stamps);
await bundleStack(stamps);
mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(STAMPS_FILE, JSON.stringify(stamps));
