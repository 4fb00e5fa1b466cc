import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@mizan/shared/messages';
import { routeNames } from '@mizan/shared/routes';
import { describe, expect, it } from 'vitest';
import ar from '../../web/public/locales/ar/translation.json';
import en from '../../web/public/locales/en/translation.json';
import fr from '../../web/public/locales/fr/translation.json';

type Tree = { [key: string]: string | Tree };

const keysOf = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

const frKeys = new Set(keysOf(fr));
const screens = () => sourceFiles(join(import.meta.dirname, '../../web/src')).map((file) => readFileSync(file, 'utf8'));

describe('locale files', () => {
  it('fr, ar and en have exactly the same keys, none empty', () => {
    expect(keysOf(ar).sort()).toEqual([...frKeys].sort());
    expect(keysOf(en).sort()).toEqual([...frKeys].sort());
    for (const tree of [fr, ar, en]) {
      for (const key of keysOf(tree)) expect(key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree)).not.toBe('');
    }
  });

  it('every namespace has the same keys in fr, ar and en, none empty', () => {
    const localesDir = join(import.meta.dirname, '../../web/public/locales');
    const read = (language: string, file: string) => JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree;
    const namespaces = readdirSync(join(localesDir, 'fr'));
    expect(namespaces.length).toBeGreaterThan(5);
    for (const file of namespaces) {
      const keys = keysOf(read('fr', file)).sort();
      for (const language of ['ar', 'en']) {
        const tree = read(language, file);
        expect([file, language, keysOf(tree).sort()]).toEqual([file, language, keys]);
        for (const key of keys)
          expect(
            key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], tree),
            key,
          ).not.toBe('');
      }
    }
  });

  it('every literal key the screens use exists', () => {
    const namespaces = Object.keys(fr).join('|');
    const literal = new RegExp(`['"\`]((?:${namespaces})\\.[a-zA-Z_.]+[a-zA-Z_])['"\`]`, 'g');
    const used = screens().flatMap((source) => [...source.matchAll(literal)].map((match) => match[1] as string));
    expect(used.length).toBeGreaterThan(50);
    // Route names ('search.query') look like keys but name API routes.
    const routeNameSet = new Set<string>(routeNames);
    expect(used.filter((key) => !frKeys.has(key) && !routeNameSet.has(key))).toEqual([]);
  });

  it("words the API's rules and errors from shared/src/messages.ts only: every `api:` key exists there, none is copied here", () => {
    const used = screens().flatMap((source) => [...source.matchAll(/['"`]api:([a-zA-Z_]+)['"`]/g)].map((match) => match[1] as string));
    expect(used.length).toBeGreaterThan(5);
    expect(used.filter((code) => !Object.hasOwn(MESSAGES, code))).toEqual([]);
    expect(Object.keys(fr.validation).filter((code) => Object.hasOwn(MESSAGES, code))).toEqual([]);
  });
});
