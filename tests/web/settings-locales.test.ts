import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNames } from '@mizan/shared/routes';
import ar from '../../web/public/locales/ar/settings.json';
import en from '../../web/public/locales/en/settings.json';
import fr from '../../web/public/locales/fr/settings.json';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const featureDir = join(import.meta.dirname, '../../web/src/features/settings');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

describe('the settings namespace', () => {
  it('fr, ar and en have the same keys, none empty', () => {
    const frKeys = keysOf(fr).sort();
    expect(keysOf(ar).sort()).toEqual(frKeys);
    expect(keysOf(en).sort()).toEqual(frKeys);
    for (const tree of [fr, ar, en] as Tree[])
      for (const key of keysOf(tree)) expect(key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree)).not.toBe('');
  });

  it("uses the specification's French tab names", () => {
    expect(fr.tabs.dossierTypes).toBe('Type Dossiers');
    expect(fr.tabs.deadlineTypes).toBe('Types échéances');
  });

  it('every literal key of the feature exists', () => {
    const prefixes = Object.keys(fr).join('|');
    const literal = new RegExp(`['"\`]((?:${prefixes})\\.[a-zA-Z_.]+[a-zA-Z_])['"\`]`, 'g');
    const used = sourceFiles(featureDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1] as string),
    );
    expect(used.length).toBeGreaterThan(30);
    // The API's route names ('templates.list') share the look of a key but are not keys.
    const known = new Set([...keysOf(fr), ...routeNames]);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});
