import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ms, percentile } from './stats';

const DIST = 'functions/dist';

const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? statSync(join(dir, entry.name)).size : 0),
    0,
  );

/**
 * Our adapters' chunks, which their code loads with `import()` on its first call: the SDK's clients
 * (adapters/*-client.ts) and the court portal's adapter (the simulator only runs locally). A first
 * request or run that can call them pays them, so they are counted with it.
 */
const ADAPTER_CHUNK = /\/chunks\/([a-z0-9]+-client|mahakim)-[A-Z0-9]+\.mjs$/;

const dynamicImports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/import\("(\.\.?\/[^"]+\.mjs)"\)/g)].map(([, path]) => join(dirname(file), path!));

/**
 * A bundle's entry as a cold start loads it: index.mjs and every chunk it imports statically,
 * transitively (the chunks of `import()`: the route modules, the table, the checks and the SDK's
 * clients, load with the first request). With `adapters`, what a request loads from a chunk: the
 * adapters' chunks it imports on first use too.
 */
const entryFiles = (file: string, seen = new Set<string>(), adapters = false): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.mjs)"/g)) {
    entryFiles(join(dirname(file), path!), seen, adapters);
  }
  if (adapters) for (const chunk of dynamicImports(file).filter((path) => ADAPTER_CHUNK.test(path))) entryFiles(chunk, seen, adapters);
  return seen;
};

/**
 * The route modules of a domain's entry, by module name: esbuild writes the entry's
 * `import(`./routes/${module}.ts`)` as a map from each module to its chunk.
 */
const routeChunks = (entry: string): Map<string, string> =>
  new Map(
    [...readFileSync(entry, 'utf8').matchAll(/"\.\/routes\/([\w-]+)\.ts":\(\)=>import\("(\.\/[^"]+\.mjs)"\)/g)].map(([, module, path]) => [
      module!,
      join(dirname(entry), path!),
    ]),
  );

/**
 * The chunks that every request (a job: every run) loads with `import()` whatever the route: the
 * domain's table (its schemas and zod), the input's checks and the DynamoDB client
 * (functions/src/runtime/domain-handler.ts, adapters/table.ts), and the adapters' chunks the entry
 * can load (a job's SQS, SES or Cognito client, the court portal's adapter), found by their
 * modules' names among the `import()`s of the entry's files; the SDK's own rarely used `import()`s
 * are not.
 */
const everyRequestChunks = (name: string, loaded: Set<string>, routes: Map<string, string>): string[] => {
  const own = new Set(routes.values());
  // esbuild names a chunk of `import()` after its module and a hash (`chunkNames` in bundle-options.ts).
  const onDemand = new RegExp(`/chunks/(${name}|input-validation)-[A-Z0-9]+\\.mjs$`);
  return [...new Set([...loaded].flatMap(dynamicImports))].filter(
    (chunk) => (onDemand.test(chunk) || ADAPTER_CHUNK.test(chunk)) && !own.has(chunk),
  );
};

const bytesOf = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + statSync(file).size, 0);

/** A function's entry alone (index.mjs and its static chunks) and its cold import. */
const ENTRY_TARGET = 200 * 1024;
const IMPORT_TARGET = 50;
/** The whole first request (issue 34): the entry, what every request loads and the largest route's chunks. */
const FIRST_REQUEST_TARGET = 300 * 1024;
const FIRST_IMPORT_TARGET = 100;

/** The SDK warns once per process that its 2027 releases need Node 22: noise in 250 fresh processes on Node 20. */
const QUIET_SDK = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

/**
 * Cold import of a bundle in a fresh Node process, as a Lambda cold start does: its entry, then
 * what the first request loads with `import()` (a route module's chunk, the domain's table, the
 * input's checks, the SDK's clients), at once.
 */
const coldImport = (entry: string, firstRequest: string[] = []) => {
  const url = (file: string) => JSON.stringify(pathToFileURL(file).href);
  const then = firstRequest.length ? `await Promise.all([${firstRequest.map((file) => `import(${url(file)})`).join(', ')}]);` : '';
  const script = `const t = performance.now(); await import(${url(entry)}); ${then} console.log(performance.now() - t);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env: QUIET_SDK }).trim());
};
const medianOf5 = (run: () => number) =>
  percentile(
    Array.from({ length: 5 }, () => run()),
    50,
  );

const judged = (value: string, ok: boolean) => `${value} ${ok ? 'ok' : 'MISSED'}`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * Size, entry size and cold import time (median of 5 fresh processes) of each production bundle.
 * The same for what its first request loads on top of the entry: the chunks every request loads
 * (the domain's table, the input's checks, the DynamoDB client) and, for a domain's function, those
 * of its largest route module (by bytes, with the chunks it imports statically), so that code
 * loaded on demand is counted where a cold start pays it; a job's first run loads the first ones.
 * Both are judged.
 */
export const benchBundles = () => {
  execFileSync('npx', ['tsx', 'functions/build.ts'], { stdio: 'ignore' });
  console.log('\nLambda bundles (production build)');
  console.log(
    [
      'function'.padEnd(18),
      'code'.padStart(8),
      'entry (index.mjs + static chunks)'.padStart(34),
      'cold import (median of 5)'.padStart(26),
      "   first request: entry + every request's + largest route".padEnd(59),
      'its cold import'.padStart(18),
    ].join(' '),
  );
  for (const name of readdirSync(DIST)) {
    const entry = join(DIST, name, 'index.mjs');
    const loaded = entryFiles(entry);
    const entrySize = bytesOf(loaded);
    const imported = medianOf5(() => coldImport(entry));
    const routes = routeChunks(entry);
    const shared = everyRequestChunks(name, loaded, routes);
    // What a first request loads beyond the entry: the chunks it imports and the adapters' they may load.
    const loadedBy = (chunks: string[]) => {
      const files = chunks.reduce((seen, chunk) => entryFiles(chunk, seen, true), new Set(loaded));
      return { size: bytesOf(files), files: [...files].filter((file) => !loaded.has(file)) };
    };
    const largest = routes.size
      ? [...routes].map(([module, chunk]) => ({ module, ...loadedBy([chunk, ...shared]) })).sort((a, b) => b.size - a.size)[0]!
      : { module: '(a job) its run', ...loadedBy(shared) };
    const firstImport = medianOf5(() => coldImport(entry, largest.files));
    console.log(
      [
        name.padEnd(18),
        kib(sizeOf(join(DIST, name))).padStart(8),
        judged(kib(entrySize), entrySize <= ENTRY_TARGET).padStart(34),
        judged(ms(imported), imported <= IMPORT_TARGET).padStart(26),
        `   ${`${largest.module}: ${judged(kib(largest.size), largest.size <= FIRST_REQUEST_TARGET)}`.padEnd(47)} ${judged(ms(firstImport), firstImport <= FIRST_IMPORT_TARGET).padStart(18)}`,
      ].join(' '),
    );
  }
  console.log(
    `targets: entry ≤ ${ENTRY_TARGET / 1024} KiB and its cold import ≤ ${IMPORT_TARGET} ms; ` +
      `the first request ≤ ${FIRST_REQUEST_TARGET / 1024} KiB and ≤ ${FIRST_IMPORT_TARGET} ms`,
  );
};
