import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeIndex } from '../shared/src/route-index.ts';
import { messagesIn } from '../shared/src/messages.ts';
import { LANGUAGES, isLanguage } from '../shared/src/roles.ts';
import { API_PREFIXES } from '../shared/src/routes.ts';
import { installable } from './installable-plugin.ts';
import { prerenderedPages } from './prerender-plugin.ts';

/** Where `npm run dev` forwards API calls; the local gateway by default. */
const apiUrl = process.env.MIZAN_API_URL ?? 'http://127.0.0.1:3000';

const ROUTE_INDEX = fileURLToPath(new URL('../shared/src/route-index.ts', import.meta.url));

const API_TEXTS_PATH = /^\/locales\/(\w+)\/api\.json$/;

/** The API's texts as the `api` namespace of each language (shared/src/messages.ts): written by the build, served by the dev server. */
const apiTextsAsLocales: Plugin = {
  name: 'mizan-api-texts',
  generateBundle() {
    for (const language of LANGUAGES) {
      this.emitFile({ type: 'asset', fileName: `locales/${language}/api.json`, source: JSON.stringify(messagesIn(language)) });
    }
  },
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const language = API_TEXTS_PATH.exec(request.url ?? '')?.[1];
      if (!isLanguage(language)) return next();
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(messagesIn(language)));
    });
  },
};

/**
 * react-router's package exports only its development build (dev warnings kept); its production
 * build sits beside it, unexported. Builds take that one (the web bench fails on a development
 * build in the bundle); the dev server and the tests keep the exported one.
 */
const reactRouterDist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const productionReactRouter = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/** The build gets the route index as data: the module itself would bring the whole table, every schema and zod. */
const routeIndexAsData: Plugin = {
  name: 'mizan-route-index',
  apply: 'build',
  enforce: 'pre',
  load: (id) => (id === ROUTE_INDEX ? `export const routeIndex = ${JSON.stringify(routeIndex)};` : undefined),
};

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  plugins: [routeIndexAsData, apiTextsAsLocales, react(), installable(), prerenderedPages()],
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No `strictExecutionOrder` (it wrapped every module, 17 KB more and twice the chunks in the first
    // load): zod's `jitless` no longer needs it, main.tsx sets it before any chunk holding zod loads
    // (lib/zod-jitless.ts).
    rolldownOptions: {
      // Chakra's theme module builds its default config with `defineConfig({ recipes, slotRecipes… })`,
      // an identity function the bundler cannot see through: that unused call kept all 80 of its
      // recipes in every page, beside the 29 the application's theme picks (app/theme.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
}));
