import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ms, percentile } from './stats';

const DIST = 'functions/dist';

const sizeOf = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum + (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : entry.name.endsWith('.mjs') ? statSync(join(dir, entry.name)).size : 0),
    0,
  );

/** Cold import of one bundle in a fresh Node process, as a Lambda cold start does. */
const coldImport = (file: string) => {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).trim());
};

/** Size and cold import time (median of 5 fresh processes) of each production bundle. */
export const benchBundles = () => {
  execFileSync('npx', ['tsx', 'functions/build.ts'], { stdio: 'ignore' });
  console.log('\nLambda bundles (production build)');
  console.log(`${'function'.padEnd(12)} ${'code'.padStart(10)} ${'entry'.padStart(10)} ${'cold import (median of 5)'.padStart(26)}`);
  for (const name of readdirSync(DIST)) {
    const entry = join(DIST, name, 'index.mjs');
    const imports = Array.from({ length: 5 }, () => coldImport(entry));
    console.log(
      `${name.padEnd(12)} ${`${(sizeOf(join(DIST, name)) / 1024).toFixed(0)} KiB`.padStart(10)} ${`${(statSync(entry).size / 1024).toFixed(0)} KiB`.padStart(10)} ${ms(percentile(imports, 50)).padStart(26)}`,
    );
  }
};
