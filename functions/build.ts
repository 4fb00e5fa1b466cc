import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { bundleOptions, DIST_DIR, entryFile, existingFunctions, FUNCTION_NAMES, writeBesideFiles } from './bundle-options';
import { LAMBDA_BUNDLE_TARGET } from '../infra/lambda-runtime';

/**
 * `npm run build:functions`: bundles every function into functions/dist/<name>/ (index.mjs and its
 * chunks) with the options and target the stacks deploy, and prints their sizes.
 */

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(8)} KiB`;

const present = existingFunctions();
for (const name of FUNCTION_NAMES.filter((n) => !present.includes(n))) {
  console.log(`skip ${name}: ${relative(process.cwd(), entryFile(name))} does not exist yet`);
}

rmSync(DIST_DIR, { recursive: true, force: true });
const started = performance.now();
// The Lambda runtime's Node.js, as the stacks bundle them (infra/lambda-runtime.ts); they run on Node 20.19+ too.
await Promise.all(
  present.map(async (name) => {
    await build({ ...bundleOptions(name, join(DIST_DIR, name)), target: LAMBDA_BUNDLE_TARGET });
    writeBesideFiles(name, join(DIST_DIR, name));
  }),
);
const elapsed = Math.round(performance.now() - started);

console.log(`\n${'function'.padEnd(12)} ${'index.mjs'.padStart(12)} ${'all code'.padStart(12)} ${'maps'.padStart(12)}  chunks`);
for (const name of present) {
  const files = filesUnder(join(DIST_DIR, name));
  const size = (predicate: (file: string) => boolean) => files.filter(predicate).reduce((sum, file) => sum + statSync(file).size, 0);
  const code = files.filter((file) => file.endsWith('.mjs'));
  console.log(
    `${name.padEnd(12)} ${kib(size((f) => f.endsWith('index.mjs')))} ${kib(size((f) => f.endsWith('.mjs')))} ${kib(size((f) => f.endsWith('.map')))}  ${code.length - 1}`,
  );
}
console.log(`\nbuilt ${present.length} functions into ${relative(process.cwd(), DIST_DIR)} in ${elapsed} ms`);
