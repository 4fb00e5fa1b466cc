import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Resource } from 'i18next';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { messagesIn } from '../shared/src/messages.ts';
import { PRERENDERED_PAGES } from '../shared/src/prerendered-pages.ts';
import { LANGUAGES, ROLES, type Language } from '../shared/src/roles.ts';
import type { prerenderPage, prerenderShell } from './src/prerender';

type Prerendered = Awaited<ReturnType<typeof prerenderPage>>;
type Prerenders = { prerenderPage: typeof prerenderPage; prerenderShell: typeof prerenderShell };

/** Every translation file under public/locales, and the API's texts the build writes beside them. */
export const readTranslations = async (root: string): Promise<Resource> => {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const folder = join(root, 'public', 'locales', language);
    resources[language] = { api: messagesIn(language) };
    for (const file of (await readdir(folder)).filter((name) => name.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(await readFile(join(folder, file), 'utf8'));
    }
  }
  return resources;
};

/** The app's prerender module (src/prerender.tsx), built for Node with everything it imports. */
const loadPrerender = async (config: ResolvedConfig, outDir: string) => {
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(join(outDir, 'prerender.js')).href)) as Prerenders;
};

/**
 * A module of the app (`entry`, under web/) as one classic script, with its content's hash: first-paint.ts here, the offline
 * page's script and the service worker (installable-plugin.ts). `define` replaces global names by values, as Vite's option.
 */
export const buildClassicScript = async (config: ResolvedConfig, entry: string, define: Record<string, string> = {}) => {
  const output = (await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    define,
    build: { write: false, lib: { entry, formats: ['iife'], name: 'mizan' } },
  })) as Rollup.RollupOutput[];
  const chunk = output.flatMap((result) => result.output).find((item) => item.type === 'chunk');
  if (!chunk) throw new Error(`web build: ${entry} built nothing`);
  return { code: chunk.code, hash: createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8) };
};

/** first-paint.ts, content-hashed: deferred, it runs before the app's module scripts. */
const buildFirstPaint = async (config: ResolvedConfig) => {
  const { code, hash } = await buildClassicScript(config, 'src/first-paint.ts');
  return { fileName: `assets/first-paint-${hash}.js`, code };
};

const GLOBAL_STYLE = /<style data-emotion="css-global [^"]*">.*?<\/style>/gs;
const ANY_STYLE = /<style data-emotion="css[ -][^"]*">.*?<\/style>/gs;
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `data-${name}="${escapeAttribute(value)}"`)
    .join(' ');

type Template = { html: string; data: Record<string, string> };

/**
 * index.html with prerendered markup as <template>s, one of which first-paint.ts shows before the
 * app's scripts run. That script is deferred and comes first: requested before the app's chunks,
 * it runs once the document is parsed, before the app's module scripts. The styles that `hoisted`
 * matches move to the head once rather than once per template; emotion finds them there.
 */
const withTemplates = (index: string, templates: readonly Template[], hoisted: RegExp, firstPaint: string) => {
  const styles = [...new Set(templates.flatMap(({ html }) => html.match(hoisted) ?? []))];
  // Chakra's global styles (its reset and tokens) first, as the app inserts them.
  const isGlobal = (style: string) => style.startsWith('<style data-emotion="css-global ');
  const markup = templates.map(({ html, data }) => `<template ${attributes(data)}>${html.replace(hoisted, '')}</template>`);
  const [root, appScript] = ['<div id="root"></div>', '<script type="module"'];
  if (!index.includes(root) || !index.includes(appScript) || !index.includes('</head>'))
    throw new Error("prerender: index.html lacks its head, #root or the app's script");
  // Replacer functions: a `$&` or `$'` in a text or a style is not a replacement pattern.
  return index
    .replace(appScript, () => `<script defer src="${firstPaint}"></script>${appScript}`)
    .replace('</head>', () => `${[...styles.filter(isGlobal), ...styles.filter((style) => !isGlobal(style))].join('')}</head>`)
    .replace(root, () => `${root}${markup.join('')}`);
};

/** A public page's document: the page in each language; Chakra's global styles in the head. */
const pageDocument = (index: string, path: string, renders: Record<Language, Prerendered>, firstPaint: string) =>
  withTemplates(
    index,
    LANGUAGES.map((language) => {
      const { html, title, description } = renders[language];
      return { html, data: { language, path, title, description } };
    }),
    GLOBAL_STYLE,
    firstPaint,
  );

/**
 * The signed-in pages' document (index.html, which the edge serves at every address but a
 * prerendered page's): the shell of each role in each language, each with the lower-cased
 * addresses where it shows; every style of the shells in the head, once.
 */
const shellsDocument = async (index: string, { prerenderShell }: Prerenders, resources: Resource, firstPaint: string) => {
  const templates: Template[] = [];
  for (const role of ROLES) {
    // One language after the other: the prerender switches the app's one i18next instance.
    for (const language of LANGUAGES) {
      const { html, paths } = await prerenderShell(role, language, resources);
      templates.push({ html, data: { role, language, paths: paths.map((path) => path.toLowerCase()).join(' ') } });
    }
  }
  return withTemplates(index, templates, ANY_STYLE, firstPaint);
};

/**
 * Writes each page of PRERENDERED_PAGES (shared/src/prerendered-pages.ts) as its own document: the
 * page drawn in Node by the app's own components, in every language, so that the browser paints
 * it before the app's scripts have loaded and run; React then takes it over (main.tsx). Then
 * index.html gets the signed-in shells (`shellsDocument`).
 */
export const prerenderedPages = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'mizan-prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const workDir = await mkdtemp(join(tmpdir(), 'mizan-prerender-'));
      try {
        const [prerenders, firstPaint, resources, index] = await Promise.all([
          loadPrerender(config, workDir),
          buildFirstPaint(config),
          readTranslations(config.root),
          readFile(join(outDir, 'index.html'), 'utf8'),
        ]);
        await mkdir(join(outDir, 'assets'), { recursive: true });
        await writeFile(join(outDir, firstPaint.fileName), firstPaint.code);
        for (const path of PRERENDERED_PAGES) {
          const renders = {} as Record<Language, Prerendered>;
          // One language after the other: the prerender switches the app's one i18next instance.
          for (const language of LANGUAGES) renders[language] = await prerenders.prerenderPage(path, language, resources);
          const document = pageDocument(index, path, renders, `${config.base}${firstPaint.fileName}`);
          await writeFile(join(outDir, `${path.slice(1)}.html`), document);
        }
        const shells = await shellsDocument(index, prerenders, resources, `${config.base}${firstPaint.fileName}`);
        await writeFile(join(outDir, 'index.html'), shells);
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
};
