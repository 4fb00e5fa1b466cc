import bidiFactory from 'bidi-js';
import { withoutIsolates } from '@mizan/shared/bidi';

/**
 * Lines of text in the order they are drawn (Unicode's bidirectional algorithm, UAX #9, by
 * bidi-js): a paragraph is broken into lines in its logical order (the order it is written and
 * extracted), then each line's characters are put in visual order, as runs of one direction.
 * An Arabic run is handed to the font in logical order, since its letters' joined forms are chosen
 * in that order: fontkit shapes it and lays its glyphs right to left itself. Right-to-left
 * punctuation is reversed here and its brackets mirrored. Isolates and other invisible controls order the text but are not drawn.
 */
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';
/** A run of one direction, in the form the font is given; `x` its offset from the line's left edge. */
export type DrawnRun = { text: string; x: number; width: number };
/** A line's runs, its width and its paragraph's direction (which side it is aligned to). */
export type DrawnLine = { runs: DrawnRun[]; width: number; direction: Direction };
export type Measure = (text: string) => number;

const INVISIBLE = new Set(['BN', 'LRE', 'RLE', 'LRO', 'RLO', 'PDF', 'LRI', 'RLI', 'FSI', 'PDI']);
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const isInvisible = (char: string) => INVISIBLE.has(bidi.getBidiCharTypeName(char));

/** Where each line of `text` starts and ends (logical indices), words kept whole unless one is wider than the line. */
const breakLines = (text: string, maxWidth: number, measure: Measure): [number, number][] => {
  const lines: [number, number][] = [];
  const words = [...text.matchAll(/\S+/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, width: measure(m[0]) }));
  const space = measure(' ');
  let line: { start: number; end: number; width: number } | undefined;
  for (const word of words) {
    if (line && line.width + space + word.width <= maxWidth) {
      line.end = word.end;
      line.width += space + word.width;
      continue;
    }
    if (line) lines.push([line.start, line.end]);
    line = { ...word };
    // A word wider than the line (a long reference) is cut where it no longer fits.
    while (line.width > maxWidth && line.end - line.start > 1) {
      let cut: number = line.start + 1;
      while (cut < line.end - 1 && measure(text.slice(line.start, cut + 1)) <= maxWidth) cut++;
      lines.push([line.start, cut]);
      line = { start: cut, end: line.end, width: measure(text.slice(cut, line.end)) };
    }
  }
  if (line) lines.push([line.start, line.end]);
  return lines;
};

/** The visual runs of text[start..end) (levels of the whole paragraph), measured, left to right. */
const visualLine = (
  text: string,
  levels: ReturnType<typeof bidi.getEmbeddingLevels>,
  [start, end]: [number, number],
  measure: Measure,
): DrawnLine => {
  const order = Array.from({ length: end - start }, (_, i) => start + i);
  for (const [from, to] of bidi.getReorderSegments(text, levels, start, end - 1) as [number, number][]) {
    order.splice(from - start, to - from + 1, ...order.slice(from - start, to - start + 1).reverse());
  }
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
  const visible = order.filter((i) => !isInvisible(text[i]!));
  const groups: number[][] = [];
  for (const index of visible) {
    const last = groups.at(-1);
    if (last && levels.levels[last[0]!]! === levels.levels[index]!) last.push(index);
    else groups.push([index]);
  }
  const runs: DrawnRun[] = [];
  let x = 0;
  for (const group of groups) {
    const rightToLeft = levels.levels[group[0]!]! % 2 === 1;
    const logical = [...group].sort((a, b) => a - b);
    const words = logical
      .map((i) => (rightToLeft ? (mirrored.get(i) ?? text[i]!) : text[i]!))
      .join('')
      .split(/( +)/)
      .filter(Boolean);
    // Words one by one and spaces as gaps (the font's right-to-left layout loses a space's advance).
    // Right to left: the last word first; fontkit lays out an Arabic word's letters right to left,
    // a word without Arabic letters (punctuation) is reversed here.
    const drawn = rightToLeft ? words.reverse().map((word) => (ARABIC_LETTER.test(word) ? word : [...word].reverse().join(''))) : words;
    for (const word of drawn) {
      const width = measure(word);
      if (word.trim()) runs.push({ text: word, x, width });
      x += width;
    }
  }
  return { runs, width: x, direction: levels.paragraphs[0]!.level % 2 ? 'rtl' : 'ltr' };
};

/**
 * `text` (one paragraph; line breaks are spaces) as lines at most `maxWidth` wide, each as visual
 * runs; `auto`: the direction of its first strong letter (a value of a table's cell, as the web's
 * `dir="auto"`).
 */
export const layoutParagraph = (text: string, direction: Direction | 'auto', maxWidth: number, measure: Measure): DrawnLine[] => {
  // Spaces and line ends become one space; a no-break space holds (an amount's digit groups).
  const paragraph = text.replace(/[^\S\u00a0]+/g, ' ').trim();
  if (!paragraph) return [];
  // Auto: its first strong letter, isolated values included (the algorithm alone would skip them).
  const base =
    direction === 'auto' ? (bidi.getEmbeddingLevels(withoutIsolates(paragraph)).paragraphs[0]!.level % 2 ? 'rtl' : 'ltr') : direction;
  const levels = bidi.getEmbeddingLevels(paragraph, base);
  return breakLines(paragraph, maxWidth, measure).map((range) => visualLine(paragraph, levels, range, measure));
};
