import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { callRoute } from '../../infra/local/call';
import { RECIPES, SLOT_RECIPES } from '../../web/src/app/theme';
import { verifyRegistration } from './registration';
import { ms, percentile } from './stats';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VISITS = 5;
const KB = 1000;
/** Targets of issue 16: compressed JavaScript before the largest paint, and that paint. */
const TARGETS = { '/login': { js: 170 * KB, lcp: 500 }, '/Folders': { js: 230 * KB, lcp: 500 } } as const;
type PagePath = keyof typeof TARGETS;

const DEVELOPMENT_BUILD = /node_modules[\\/].*([\\/]development[\\/]|\.development\.m?js$)/;

/** A chunk of the build: its file name and the bytes of each module it holds (minified, before compression). */
type ChunkModules = Map<string, Map<string, number>>;

/** Builds the SPA as `npm run build:web` does, keeping what each chunk holds for the report. */
export const buildWeb = async (): Promise<ChunkModules> => {
  const output = await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
  const bundles = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks: ChunkModules = new Map();
  for (const item of bundles.flatMap((b) => b.output)) {
    if (item.type !== 'chunk') continue;
    chunks.set(basename(item.fileName), new Map(Object.entries(item.modules).map(([id, module]) => [id, module.renderedLength])));
  }
  // A package's development build (react-router exports only that one) has no place in what users load.
  const development = [...chunks.values()].flatMap((modules) => [...modules.keys()]).filter((id) => DEVELOPMENT_BUILD.test(id));
  if (development.length) throw new Error(`web bench: development builds in the bundle: ${development.join(', ')}`);
  checkRecipes(new Set([...chunks.values()].flatMap((modules) => [...modules.keys()])));
  return chunks;
};

const CHAKRA_COMPONENT = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/;
const RECIPE_KEY = /create(Slot)?RecipeContext\(\s*\{\s*key:\s*"(\w+)"/g;

/**
 * The application's theme holds only the recipes of the Chakra components it uses
 * (web/src/app/theme.ts); a component in the build whose recipe Chakra's default theme has and
 * that theme lacks would render unstyled.
 */
const checkRecipes = (ids: Set<string>) => {
  const missing = new Set<string>();
  for (const id of ids) {
    if (!CHAKRA_COMPONENT.test(id)) continue;
    for (const [, slot, key = ''] of readFileSync(id.replace(/\?.*$/, ''), 'utf8').matchAll(RECIPE_KEY)) {
      const [ours, chakra] = slot ? [SLOT_RECIPES, slotRecipes] : [RECIPES, recipes];
      if (key in chakra && !(key in ours)) missing.add(`${slot ? 'slot recipe' : 'recipe'} ${key}`);
    }
  }
  if (missing.size)
    throw new Error(`web bench: components in the build without their recipe in web/src/app/theme.ts: ${[...missing].join(', ')}`);
};

type Visit = {
  lcp: number;
  interactive: number;
  heading: number;
  initial: Map<string, number>;
  beforeInteractive: Map<string, number>;
  all: Map<string, number>;
};

type Timed = Window & { interactiveAt?: number; headingAt?: number };

/**
 * Notes when the app has the page: #root holds its render and is not inert. A prerendered page
 * (login.html) or shell (index.html) paints before the app's scripts run and stays inert until
 * React has taken it over (web/src/main.tsx); any other page is the app's from its first render.
 * Notes too when the page's own heading is there: a signed-in page's comes after the shell's
 * paint, with the page.
 */
const watchInteractive = () => {
  const timed = window as Timed;
  new MutationObserver(() => {
    const root = document.getElementById('root');
    if (timed.interactiveAt === undefined && root && !root.inert && root.childElementCount > 0) timed.interactiveAt = performance.now();
    if (timed.headingAt === undefined && root?.querySelector('h1')) timed.headingAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['inert'] });
};

/**
 * The largest contentful paint, the moments the page is interactive and shows its heading, and the
 * scripts of one visit, from the browser's own performance entries: `initial` are those received
 * before that paint (what the page needed to show itself), `beforeInteractive` before the app had
 * the page, `all` every script of the visit; sizes are the bytes on the wire (`encodedBodySize`:
 * brotli, as the local CloudFront serves them).
 */
const measureVisit = async (page: Page, path: string): Promise<Visit> => {
  await page.addInitScript(watchInteractive);
  await page.goto(path, { waitUntil: 'networkidle' });
  const { lcp, interactive, heading, scripts } = await page.evaluate(async () => {
    const entries = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lcp: entries.at(-1)!.startTime,
      interactive: (window as Timed).interactiveAt ?? Number.NaN,
      heading: (window as Timed).headingAt ?? Number.NaN,
      scripts: resources.filter((r) => r.name.endsWith('.js')).map((r) => ({ name: r.name, size: r.encodedBodySize, end: r.responseEnd })),
    };
  });
  const file = (url: string) => basename(new URL(url).pathname);
  const receivedBy = (time: number) => new Map(scripts.filter((s) => s.end <= time).map((s) => [file(s.name), s.size]));
  return { lcp, interactive, heading, initial: receivedBy(lcp), beforeInteractive: receivedBy(interactive), all: receivedBy(Infinity) };
};

const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const packageOf = (id: string) =>
  /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? id.replace(/^.*?[\\/](web|shared)[\\/]src[\\/]/, '$1/');

/**
 * `npm run bench -- web`: for /login and for /Folders signed in, `VISITS` cold visits in Chromium
 * (a fresh context each, the browser cache emptied before the measured load): the median LCP, the
 * compressed JavaScript received before it and in all, against the targets, and when the app had
 * the page and the page's heading showed; then the bundle
 * report, what those scripts hold, by package and by module.
 */
export const benchWeb = async ({ apiUrl, chunks }: { apiUrl: string; chunks: ChunkModules }) => {
  const email = `bench.web.${Date.now().toString(36)}@bench.ma`;
  const password = 'Bench@2026';
  const body = { userName: 'Bench', userFirstName: 'Web', structure: 'Cabinet Web', email, phone: '0612345678', password };
  if ((await callRoute(apiUrl, 'account.register', { body })).status !== 202) throw new Error('web bench: register failed');
  await verifyRegistration(apiUrl, email);

  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const visits: Record<PagePath, Visit[]> = { '/login': [], '/Folders': [] };
  try {
    for (let i = 0; i < VISITS; i++) {
      for (const path of Object.keys(TARGETS) as PagePath[]) {
        const context = await browser.newContext({ baseURL: apiUrl, locale: 'fr-FR' });
        const page = await context.newPage();
        if (path === '/Folders') {
          await page.goto('/login');
          await page.fill('input[name="username"]', email);
          await page.fill('input[name="password"]', password);
          await page.locator('form button[type="submit"]').click();
          await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
          await page.goto('about:blank');
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.clearBrowserCache');
        }
        visits[path].push(await measureVisit(page, path));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }

  console.log(`\nWeb, ${VISITS} cold visits in Chromium (compressed JavaScript as received; LCP from the browser's entries)`);
  console.log(
    "| page | LCP median | target | JS before LCP | target | interactive median | page's heading median | JS before interactive | JS in all |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const path of Object.keys(TARGETS) as PagePath[]) {
    const median = (value: (visit: Visit) => number) => percentile(visits[path].map(value), 50);
    const lcp = median((r) => r.lcp);
    const initial = median((r) => sum(r.initial));
    const target = TARGETS[path];
    console.log(
      `| ${path} | ${ms(lcp)} | ≤ ${target.lcp} ms ${lcp <= target.lcp ? 'ok' : 'MISSED'} | ${kb(initial)} | ≤ ${kb(target.js)} ${initial <= target.js ? 'ok' : 'MISSED'} | ${ms(median((r) => r.interactive))} | ${ms(median((r) => r.heading))} | ${kb(median((r) => sum(r.beforeInteractive)))} | ${kb(median((r) => sum(r.all)))} |`,
    );
  }

  console.log(
    '\nBundle report: the scripts received before the page is interactive (compressed), and the largest packages in them (minified)',
  );
  for (const path of Object.keys(TARGETS) as PagePath[]) {
    const initial = visits[path].at(-1)!.beforeInteractive;
    console.log(`\n${path}: ${[...initial].map(([file, size]) => `${file} ${kb(size)}`).join(', ')}`);
    const packages = new Map<string, number>();
    for (const file of initial.keys()) {
      for (const [id, size] of chunks.get(file) ?? []) packages.set(packageOf(id), (packages.get(packageOf(id)) ?? 0) + size);
    }
    for (const [name, size] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
      console.log(`  ${kb(size).padStart(9)}  ${name}`);
    }
  }
};
