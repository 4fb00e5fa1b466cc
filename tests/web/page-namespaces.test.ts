import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { baseI18nOptions } from '../../web/src/lib/i18n';

const WEB = join(import.meta.dirname, '../../web');
const PAGES_FILE = join(WEB, 'src/app/pages.ts');

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((file) => existsSync(file));
};

/** A module and every module of the web app it imports statically, transitively (not those it loads with `import()`). */
const staticClosure = (file: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, from, sideEffect] of source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm)) {
    const imported = resolveModule(file, (from ?? sideEffect)!);
    if (imported) staticClosure(imported, seen);
  }
  return seen;
};

/**
 * What a page's first render shows: its module's static closure, and the parts the page module
 * itself renders through `lazy(() => import(…))` (a page made of several features' parts,
 * app/routes/), with theirs.
 */
const firstRender = (page: string): Set<string> => {
  const modules = staticClosure(page);
  for (const [, specifier = ''] of readFileSync(page, 'utf8').matchAll(/lazy\(\s*\(\)\s*=>\s*import\('(\.[^']+)'\)/g)) {
    const part = resolveModule(page, specifier);
    expect(part, `${page}: ${specifier}`).toBeDefined();
    staticClosure(part!, modules);
  }
  return modules;
};

const BASE = new Set<string>(baseI18nOptions.ns);

/** The namespaces a page's modules name in `useTranslation(…)`, besides the base ones every page has. */
const translatedWith = (page: string): string[] => {
  const namespaces = new Set<string>();
  for (const file of firstRender(page)) {
    for (const [, args = ''] of readFileSync(file, 'utf8').matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const [, namespace = ''] of args.matchAll(/'([\w-]+)'/g)) if (!BASE.has(namespace)) namespaces.add(namespace);
    }
  }
  return [...namespaces].sort();
};

/** Each page entry of pages.ts that loads a module: its path, the module, the namespaces it declares. */
const pageEntries = () => {
  const entries = readFileSync(PAGES_FILE, 'utf8')
    .split(/\n\s*\{/)
    .map((entry) => ({
      paths: [...entry.matchAll(/path: '([^']+)'/g)].map(([, path]) => path),
      module: /import\('(\.[^']+)'\)/.exec(entry)?.[1],
      declared: [...(/namespaces: \[([^\]]*)\]/.exec(entry)?.[1]?.matchAll(/'([\w-]+)'/g) ?? [])].map(([, n]) => n).sort(),
    }))
    .filter((entry) => entry.module);
  // One path per entry that loads a page: an entry the split missed would merge into another, unchecked.
  for (const entry of entries) expect(entry.paths, entry.module).toHaveLength(1);
  return entries.map(({ paths, ...entry }) => ({ path: paths[0], ...entry }));
};

describe("pages' translation namespaces", () => {
  it('each page declares the namespaces its modules translate with, which start-up loads beside the base ones (main.tsx)', () => {
    const entries = pageEntries();
    expect(entries.map((entry) => entry.path)).toEqual(expect.arrayContaining(['/Folders', '/Folder', '/login', '/']));
    for (const { path, module, declared } of entries) {
      const file = resolveModule(PAGES_FILE, module!);
      expect(file, `${path}: ${module}`).toBeDefined();
      expect({ path, namespaces: declared }).toEqual({ path, namespaces: translatedWith(file!) });
    }
  });

  it('every declared namespace is a translation file', () => {
    for (const { declared } of pageEntries()) {
      for (const namespace of declared) expect(existsSync(join(WEB, 'public/locales/fr', `${namespace}.json`)), namespace).toBe(true);
    }
  });
});
