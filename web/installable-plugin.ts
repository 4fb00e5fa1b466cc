import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { tokens } from '@chakra-ui/react/theme';
import type { Resource } from 'i18next';
import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';
import { FALLBACK_LANGUAGE, LANGUAGES, directionOf, type Language } from '../shared/src/roles.ts';
import { buildClassicScript, readTranslations } from './prerender-plugin.ts';
import { manifestPath } from './src/lib/manifest-path.ts';

/** A colour of Chakra's palette, as the app's theme uses it (web/src/app/theme.ts). */
const paletteColour = (palette: string, shade: number) => {
  const colour = (tokens.colors as Record<string, Record<number, { value: string }>> | undefined)?.[palette]?.[shade]?.value;
  if (!colour) throw new Error(`web build: Chakra has no colour ${palette}.${shade}`);
  return colour;
};
/** The app's solid buttons and links (teal.700, web/src/app/theme.ts) and its pages' background (bg.subtle, gray.50). */
const THEME_COLOUR = paletteColour('teal', 700);
const BACKGROUND_COLOUR = paletteColour('gray', 50);

const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
];

type Texts = (key: string) => string;
const textsOf =
  (resources: Resource, language: Language): Texts =>
  (key) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources[language]?.translation);
    if (typeof text !== 'string') throw new Error(`web build: translation.json in ${language} lacks ${key}`);
    return text;
  };

/** A language's web app manifest: the app's name in that language on the home screen; it opens at the person's home. */
const manifest = (language: Language, t: Texts) =>
  JSON.stringify({
    id: '/',
    name: 'Mizan',
    short_name: t('common.appName'),
    description: t('common.appDescription'),
    lang: language,
    dir: directionOf(language),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS,
  });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The offline page: its text in each language, the fallback language's shown until its script
 * (src/offline.ts) shows the reader's. It names its files by absolute address: the service worker
 * shows it at whatever address failed.
 */
const offlinePage = (resources: Resource, script: string) => {
  const sections = LANGUAGES.map((language) => {
    const t = textsOf(resources, language);
    const title = `${t('offline.title')} · ${t('common.appName')}`;
    return (
      `<section lang="${language}" dir="${directionOf(language)}" data-title="${escapeHtml(title)}"${language === FALLBACK_LANGUAGE ? '' : ' hidden'}>` +
      `<h1>${escapeHtml(t('offline.title'))}</h1><p>${escapeHtml(t('offline.body'))}</p><a href="">${escapeHtml(t('offline.retry'))}</a></section>`
    );
  });
  return `<!doctype html><html lang="${FALLBACK_LANGUAGE}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mizan</title><meta name="theme-color" content="${THEME_COLOUR}"><link rel="icon" href="/favicon.ico" sizes="48x48"><script defer src="${script}"></script>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:${BACKGROUND_COLOUR};color:#18181b;font-family:system-ui,sans-serif}
main{max-width:28rem;padding:2rem;text-align:center}img{width:4rem;height:4rem}a{color:${THEME_COLOUR};font-weight:600}</style></head>
<body><main><img src="/icons/mark.svg" alt="">${sections.join('')}</main></body></html>`;
};

/**
 * Makes the app installable: the head's icons, theme colour and manifest link (index.html and the
 * prerendered pages built from it); a manifest per language (the app follows the reader's language:
 * lib/document-head.ts); the offline page; and the service worker (src/service-worker.ts), given
 * the offline page's files to keep and the build's version.
 */
export const installable = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'mizan-installable',
    configResolved(resolved) {
      config = resolved;
    },
    /** After the charset and viewport: the first page's description, in the fallback language, until the app's or first-paint.ts's. */
    async transformIndexHtml(): Promise<HtmlTagDescriptor[]> {
      const t = textsOf(await readTranslations(config.root), FALLBACK_LANGUAGE);
      const tags = [
        { tag: 'meta', attrs: { name: 'description', content: `${t('common.appName')} — ${t('common.appDescription')}` } },
        { tag: 'meta', attrs: { name: 'theme-color', content: THEME_COLOUR } },
        { tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico', sizes: '48x48' } },
        { tag: 'link', attrs: { rel: 'icon', href: '/icons/mark.svg', type: 'image/svg+xml' } },
        { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' } },
        { tag: 'link', attrs: { rel: 'manifest', href: manifestPath(FALLBACK_LANGUAGE) } },
      ];
      return tags.map((tag) => ({ ...tag, injectTo: 'head' }));
    },
    async writeBundle(_, bundle) {
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const resources = await readTranslations(config.root);
      for (const language of LANGUAGES) {
        await writeFile(join(outDir, manifestPath(language)), manifest(language, textsOf(resources, language)));
      }
      const offline = await buildClassicScript(config, 'src/offline.ts');
      const offlineScript = `assets/offline-${offline.hash}.js`;
      await mkdir(join(outDir, 'assets'), { recursive: true });
      await writeFile(join(outDir, offlineScript), offline.code);
      const page = offlinePage(resources, `/${offlineScript}`);
      await writeFile(join(outDir, 'offline.html'), page);
      const precache = ['/offline.html', `/${offlineScript}`, '/icons/mark.svg', '/favicon.ico'];
      const version = createHash('sha256')
        .update([page, ...Object.keys(bundle).sort()].join('\n'))
        .digest('base64url')
        .slice(0, 12);
      const worker = await buildClassicScript(config, 'src/service-worker.ts', {
        PRECACHE: JSON.stringify(precache),
        VERSION: JSON.stringify(version),
      });
      await writeFile(join(outDir, 'sw.js'), worker.code);
    },
  };
};
