import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const WAIT = { timeout: 30_000 };
/**
 * axe-core's source, evaluated in the page through the browser's debugging protocol: a script tag
 * would be refused by the app's Content-Security-Policy (no inline script), as it should be.
 */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Axe = { run: (context: Document, options: object) => Promise<AxeResults> };

/** The 'serious' and 'critical' violations axe-core finds on the page as it is now. */
export const seriousViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // Colours are measured once dialogs and toasts have finished fading in (spinners spin forever).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    WAIT,
  );
  await page.evaluate(AXE);
  const results = await page.evaluate(() => (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 160)} ${node.any[0]?.message ?? ''}`),
    }));
};
