import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routeIndex } from '../shared/src/route-index';
import { API_PREFIXES } from '../shared/src/routes';

/** Where `npm run dev` forwards API calls; the local gateway by default. */
const apiUrl = process.env.MIZAN_API_URL ?? 'http://127.0.0.1:3000';

const ROUTE_INDEX = fileURLToPath(new URL('../shared/src/route-index.ts', import.meta.url));

/** The build gets the route index as data: the module itself would bring the whole table, every schema and zod. */
const routeIndexAsData: Plugin = {
  name: 'mizan-route-index',
  apply: 'build',
  enforce: 'pre',
  load: (id) => (id === ROUTE_INDEX ? `export const routeIndex = ${JSON.stringify(routeIndex)};` : undefined),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [routeIndexAsData, react()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Modules run in source order whatever chunk they land in: main.tsx sets zod's `jitless` first
      // (lib/zod-jitless.ts), before any schema is built, or zod's `new Function` probe breaks the CSP.
      output: { strictExecutionOrder: true },
    },
  },
});
