import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/app/theme';
import { STATUS_PALETTE } from '../../web/src/features/calendar/utils/statuses';

const SOURCES = join(__dirname, '../../web/src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/**
 * Every palette a screen names: `colorPalette="…"`, the choices of `colorPalette={cond ? 'x' : 'y'}`,
 * the appointment statuses' colours, and blue, which Chakra's info alerts and toasts take.
 */
const palettesNamed = () => {
  const named = new Set<string>(['blue', ...Object.values(STATUS_PALETTE)]);
  for (const file of sourceFiles(SOURCES)) {
    for (const [, literal, expression] of readFileSync(file, 'utf8').matchAll(/colorPalette=(?:"([a-z]+)"|\{([^}]*)\})/g)) {
      if (literal) named.add(literal);
      for (const [, chosen] of (expression ?? '').matchAll(/[?:]\s*'([a-z]+)'/g)) named.add(chosen!);
    }
  }
  return [...named];
};

describe('the theme', () => {
  it('keeps every colour palette a screen names, and leaves the others out', () => {
    const named = palettesNamed();
    expect(named).toEqual(expect.arrayContaining(['teal', 'red', 'green', 'gray', 'yellow', 'orange']));
    for (const palette of named) {
      expect(system.tokens.getByName(`colors.${palette}.500`), palette).toBeDefined();
      expect(system.tokens.getByName(`colors.${palette}.solid`), palette).toBeDefined();
    }
    expect(system.tokens.getByName('colors.purple.500')).toBeUndefined();
  });
});
