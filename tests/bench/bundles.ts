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
 * A bundle's entry as a cold start loads it: index.mjs and every chunk it imports statically,
 * transitively (the chunks of `import()`, one per route module, load on the first request).
 */
const entryFiles = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, path] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*"(\.\.?\/[^"]+\.mjs)"/g)) {
    entryFiles(join(dirname(file), path!), seen);
  }
  return seen;
};

/** Targets of issue 16. */
const ENTRY_TARGET = 200 * 1024;
const IMPORT_TARGET = 50;

/** Cold import of one bundle in a fresh Node process, as a Lambda cold start does. */
const coldImport = (file: string) => {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
};

/** Size, entry size and cold import time (median of 5 fresh processes) of each production bundle. */
export const benchBundles = () => {
  execFileSync('npx', ['tsx', 'functions/build.ts'], { stdio: 'ignore' });
  console.log('\nLambda bundles (production build)');
  console.log(
    `${'function'.padEnd(18)} ${'code'.padStart(10)} ${'entry (index.mjs + static chunks)'.padStart(34)} ${'cold import (median of 5)'.padStart(26)}`,
  );
  for (const name of readdirSync(DIST)) {
    const entry = join(DIST, name, 'index.mjs');
    const entrySize = [...entryFiles(entry)].reduce((sum, file) => sum + statSync(file).size, 0);
    const imported = percentile(
      Array.from({ length: 5 }, () => coldImport(entry)),
      50,
    );
    const entryText = `${(entrySize / 1024).toFixed(0)} KiB ${entrySize <= ENTRY_TARGET ? 'ok' : 'MISSED'}`;
    const importText = `${ms(imported)} ${imported <= IMPORT_TARGET ? 'ok' : 'MISSED'}`;
    console.log(
      `${name.padEnd(18)} ${`${(sizeOf(join(DIST, name)) / 1024).toFixed(0)} KiB`.padStart(10)} ${entryText.padStart(34)} ${importText.padStart(26)}`,
    );
  }
  console.log(`targets: entry ≤ ${ENTRY_TARGET / 1024} KiB, cold import ≤ ${IMPORT_TARGET} ms`);
};
