/**
 * `npx tsx web/make-icons.ts`: draws the app's icons (web/public/icons/, favicon.ico) from its mark,
 * web/public/icons/mark.svg, in Chromium. The mark keeps within the maskable icons' safe zone (the
 * centre circle of 80%), so the maskable and the Apple icons are the same drawing with square corners.
 * Run it again after changing the mark, and commit what it writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('public/', import.meta.url);
const mark = readFileSync(new URL('icons/mark.svg', PUBLIC), 'utf8');
const squared = mark.replace(' rx="96"', '');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const draw = async (svg: string, size: number) => {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<body style="margin:0">${sized}</body>`);
  return page.locator('svg').screenshot({ omitBackground: true });
};

/** A .ico of PNG images (each entry: size, 32-bit colour, byte length, offset). */
const ico = (images: { size: number; png: Buffer }[]) => {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
};

try {
  for (const size of [192, 512]) writeFileSync(new URL(`icons/icon-${size}.png`, PUBLIC), await draw(mark, size));
  writeFileSync(new URL('icons/maskable-512.png', PUBLIC), await draw(squared, 512));
  writeFileSync(new URL('icons/apple-touch-icon.png', PUBLIC), await draw(squared, 180));
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await draw(mark, size) });
  writeFileSync(new URL('favicon.ico', PUBLIC), ico(small));
} finally {
  await browser.close();
}
