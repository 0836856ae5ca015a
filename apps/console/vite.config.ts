import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';
/** The libraries the sign-in page and the shell need before anything shows. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/react-query|@tanstack\/query-core|i18next|react-i18next|react-hook-form|@hookform\/resolvers|zod|cookie|set-cookie-parser|use-sync-external-store|html-parse-stringify|void-elements)\//;

/**
 * The operator console: its own bundle, served by the same server under /bo (plugins/console-web.ts).
 * Operators sit at desks on fast links and load it once a shift, so it takes Vite's defaults
 * rather than the player site's start-time tuning.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bo/',
  plugins: [react(), tailwindcss()],
  resolve: { alias: [{ find: '@', replacement: src }] },
  server: {
    port: 5174,
    // In development the API stays on the server; only /bo/api is forwarded, the pages are Vite's.
    proxy: { '^/bo/api(?:[/?]|$)': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      // The shared package only declares constants and zod schemas; without this, importing one
      // schema through its barrel keeps every contract of every area (the player site's config
      // explains the same in more detail).
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id) => !id.includes('/packages/shared/src/'),
      },
      output: {
        // The framework changes far less often than the screens: its chunk stays cached across deploys.
        // Only what the sign-in page and the shell run is in it; a library one screen uses (tables,
        // QR codes) comes with that screen's chunk, loaded when the screen is opened. The dashboard's
        // chart library keeps a chunk of its own, fetched only when a chart is drawn.
        manualChunks: (id) =>
          /\/node_modules\/(echarts|zrender)\//.test(id)
            ? 'charts'
            : FRAMEWORK.test(id)
              ? 'vendor'
              : undefined,
      },
    },
  },
  test: {
    name: 'console',
    environment: 'jsdom',
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
  },
});
