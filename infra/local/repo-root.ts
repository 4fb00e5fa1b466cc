import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds cdk.json, whether the
 * module runs from its source (tsx, the tests) or from the bundle `npm start` runs
 * (infra/local/dist/start.mjs).
 */
const findRoot = (from: string): string => {
  if (existsSync(join(from, 'cdk.json'))) return from;
  const parent = dirname(from);
  if (parent === from) throw new Error('The repository root (the folder with cdk.json) was not found.');
  return findRoot(parent);
};

export const REPO_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));
