import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { compileHints } from './scripts/compile-hints';
import { pageChunks } from './scripts/page-chunks';
import { preloadStart } from './scripts/start-chunks';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Every path the server owns; in development Vite forwards them so the web and API share one origin.
// `/seamless` alone is also a page of this app, so only the vendor API below it is forwarded.
const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/bo', '/seamless/v1', '/docs', '/healthz', '/readyz'];
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

// Whole path segments only: '/lotto' must not swallow the '/lotteryCenter' page.
const proxy = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: API_TARGET, changeOrigin: true }]),
);

type AstNode = { type: string; start: number; [key: string]: unknown };

/** The identifier a call chain starts from: `z` for `z.object({…}).refine(…)`. */
function rootOf(node: AstNode): AstNode {
  let current = node;
  while (current.type === 'CallExpression' || current.type === 'MemberExpression')
    current = (current.type === 'CallExpression' ? current.callee : current.object) as AstNode;
  return current;
}

const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);

/**
 * Names that hold zod schemas in a module: `z` itself, consts built from one of them
 * (`const b = a.extend({…})`) and schemas it imports (named `…Schema`). A chain on any of them is
 * as pure as one on `z`: `.extend()` on an imported schema kept a whole contract file and zod in
 * the site's entry.
 */
function schemaNamesOf(program: AstNode): Set<string> {
  const names = new Set(['z']);
  const nameOf = (node: unknown) => (node as { name?: string } | null)?.name;
  for (const statement of program.body as AstNode[]) {
    if (statement.type === 'ImportDeclaration') {
      for (const spec of statement.specifiers as AstNode[]) {
        const local = nameOf(spec.local);
        if (local?.endsWith('Schema')) names.add(local);
      }
      continue;
    }
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as AstNode | null;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const d of declaration.declarations as AstNode[]) {
      const init = d.init as AstNode | null;
      const root = init ? rootOf(init) : null;
      const name = nameOf(d.id);
      if (name && root?.type === 'Identifier' && names.has(nameOf(root) ?? '')) names.add(name);
    }
  }
  return names;
}

/**
 * Where to mark a call pure: every zod call chain whose value is used (`z.string().max(64)` once,
 * at its start) and every call that builds one of its arguments (`positiveInt(9).default(1)`).
 * Callbacks (`.transform(…)`) run later and maybe for their effects: their own calls stay unmarked.
 */
function schemaCallStarts(program: AstNode): Set<number> {
  const starts = new Set<number>();
  const schemas = schemaNamesOf(program);
  // A chain standing alone as a statement is there for its effect; it shares its start with its
  // inner calls, so none of those starts may be marked.
  const statements = new Set<number>();
  const visit = (value: unknown, inSchema: boolean, parent: AstNode | null): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item, inSchema, parent);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as AstNode;
    let nested = FUNCTIONS.has(node.type) ? false : inSchema;
    if (node.type === 'CallExpression' && parent?.type === 'ExpressionStatement') statements.add(node.start);
    else if (node.type === 'CallExpression') {
      const root = rootOf(node);
      const zod = root.type === 'Identifier' && schemas.has(root.name as string);
      if (zod || nested) starts.add(node.start);
      nested ||= zod;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, nested, node);
  };
  visit(program, false, null);
  for (const start of statements) starts.delete(start);
  return starts;
}

/**
 * The shared package only declares things (constants, zod schemas). Telling Rollup so lets it drop
 * what a chunk does not use; otherwise importing one constant drags every schema and zod along.
 * `manualPureFunctions` below covers `z.string()` but not a call on what it returns
 * (`z.string().max(64)`), so the schemas' calls are also marked pure where they are written. Zod's
 * builders only return new schemas; nothing here registers them anywhere. Builds only: it is about
 * what ships, and it leaves dev source maps alone.
 */
const sharedIsPure: Plugin = {
  name: 'shared-is-pure',
  apply: 'build',
  transform(code, id) {
    if (!id.includes('/packages/shared/src/') || id.endsWith('.test.ts')) return null;
    let annotated = code;
    if (/import\s*\{\s*z\s*\}\s*from\s*["']zod["']|Schema\b/.test(code)) {
      const starts = [...schemaCallStarts(this.parse(code) as unknown as AstNode)].sort((a, b) => b - a);
      for (const start of starts)
        annotated = `${annotated.slice(0, start)}/* @__PURE__ */ ${annotated.slice(start)}`;
    }
    return { code: annotated, map: null, moduleSideEffects: false };
  },
};

/**
 * The framework changes far less often than the app: its own chunk stays cached across deploys.
 * Only libraries every page needs go there; feature-only ones stay in their lazy chunks.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand)\//;
/**
 * `<Trans>` and its HTML parser serve only the login and register forms. A chunk of their own keeps
 * them out of the framework, which would otherwise take in what react-i18next's index re-exports.
 */
/**
 * A language's texts come from the core bundle and one file per feature area (locales/<area>/xx.json).
 * One chunk per language: otherwise each area's file is a request of its own (about twenty, each a
 * round trip on a phone) before the first screen can show a word.
 */
const LOCALE_FILE = /\/src\/locales\/(?:[^/]+\/)?([a-z]{2})\.json$/;
const TRANS_ONLY =
  /node_modules\/(react-i18next\/.*\/(Icu)?Trans(WithoutContext)?\.js|html-parse-stringify|void-elements)/;
/**
 * Libraries whose top-level code only decorates their own export. Rollup must otherwise assume it
 * has effects, and run it wherever a feature's index that re-exports a user of the library is
 * imported: the QR encoder (21 KB of the entry's 176 KB) was in every page's first download
 * because the download feature's index, which the frame imports, also names the QR code.
 */
const EFFECT_FREE = /node_modules\/qrcode-generator\//;

/**
 * React Router publishes a production build beside its default one, but its package exports name
 * only the default. The two differ in one constant (`ENABLE_DEV_WARNINGS`), not in a
 * `process.env.NODE_ENV` check the build could settle, so the site takes the production files.
 */
const reactRouterProduction = createRequire(import.meta.url)
  .resolve('react-router/package.json')
  .replace(/package\.json$/, 'dist/production/index.mjs');

/**
 * react-i18next reaches React's `useSyncExternalStore` through the CommonJS shim package, which
 * React 19 does not need: a module re-exporting React's own hook takes its place.
 */
const syncExternalStoreShim = {
  find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
  replacement: `${src}/lib/use-sync-external-store-shim.ts`,
};

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), sharedIsPure, pageChunks(), preloadStart(), compileHints()],
  resolve: {
    alias: [
      { find: '@', replacement: src },
      syncExternalStoreShim,
      // Builds only: development and the component tests keep React Router's warnings.
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the site supports preloads modules itself; the polyfill was script in the entry.
    modulePreload: { polyfill: false },
    minify: 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Flag SVGs stay separate files: inlined, all ~270 countries would bloat the main stylesheet
    // although a visitor only ever sees a handful of them.
    assetsInlineLimit: (file) => (file.includes('flag-icons') ? false : undefined),
    rollupOptions: {
      // Schemas are built by calling zod (`z.string()…`), which Rollup must assume has effects, so
      // importing one constant from a schema file would keep every schema and zod itself. They have
      // none: calls on `z` are pure (see also `sharedIsPure`).
      treeshake: { manualPureFunctions: ['z'], moduleSideEffects: (id) => !EFFECT_FREE.test(id) },
      output: {
        manualChunks: (id) => {
          const locale = LOCALE_FILE.exec(id);
          if (locale) return `locale-${locale[1]}`;
          return TRANS_ONLY.test(id) ? 'i18n-trans' : FRAMEWORK.test(id) ? 'framework' : undefined;
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Worker threads, not child processes: each file still gets a fresh module graph and jsdom, but
    // a thread starts and sets up faster (22 of these files: 131 s -> 106 s wall, 60 -> 54 s CPU).
    pool: 'threads',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Component journeys type and click through whole forms; on a busy two-core machine one can
    // take several seconds without anything being wrong.
    testTimeout: 20_000,
  },
}));
