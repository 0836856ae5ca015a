import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Every path the server owns; in development Vite forwards them so the web and API share one origin.
// `/seamless` alone is also a page of this app, so only the vendor API below it is forwarded.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/bo', '/seamless/v1', '/docs', '/healthz', '/readyz'];
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

// Whole path segments only: '/lotto' must not swallow the '/lotteryCenter' page.
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: true }]),
);

/**
 * The shared package only declares things (constants, zod schemas). Telling Rollup so lets it drop
 * what a chunk does not use; otherwise importing one constant drags every schema and zod along.
 */
const sharedIsPure: Plugin = {
  name: 'shared-is-pure',
  transform(code, id) {
    if (id.includes('/packages/shared/src/') && !id.endsWith('.test.ts'))
      return { code, moduleSideEffects: false };
    return null;
  },
};

/**
 * Production builds render with Preact's React-compatible layer: the same components and
 * libraries at a sixth of React DOM's download (docs/decisions/0005-preact-in-production.md).
 * Development and the component tests keep React itself.
 */
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), sharedIsPure],
  resolve: {
    alias: [{ find: '@', replacement: src }, ...(command === 'build' ? preactForReact : [])],
  },
  server: {
    port: 5173,
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Flag SVGs stay separate files: inlined, all ~270 countries would bloat the main stylesheet
    // although a visitor only ever sees a handful of them.
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
    rollupOptions: {
      // Schemas are built by calling zod (`z.object(…)`), which Rollup must assume has effects, so
      // importing one constant from a schema file would keep every schema and zod itself. They have
      // none: calls on `z` are pure.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // The framework changes far less often than the app: its own chunk stays cached across deploys.
        // Only libraries every page needs go here; feature-only ones stay in their lazy chunks.
        manualChunks: (id) =>
          /node_modules\/(react|react-dom|preact|scheduler|react-router|@tanstack|i18next|react-i18next|zustand)\//.test(
            id,
          )
            ? 'framework'
            : undefined,
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component journeys type and click through whole forms; on a busy two-core machine one can
    // take several seconds without anything being wrong.
    testTimeout: 20_000,
  },
}));
