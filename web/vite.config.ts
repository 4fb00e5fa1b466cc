import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { API_PREFIXES } from '../shared/src/routes';

/** Where `npm run dev` forwards API calls; the local gateway by default. */
const apiUrl = process.env.MIZAN_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiUrl, changeOrigin: true }])),
  },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than the app: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'ui',
              test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized)[\\/]/,
              priority: 2,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|swr|i18next|react-i18next|i18next-[\w-]+|zod)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
