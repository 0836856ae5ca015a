/**
 * First-load JavaScript of the player site: every script the browser fetches before the home page
 * can render for a visitor — the entry module in index.html, the chunks it preloads and, to be
 * sure nothing is missed, every chunk those import statically. Prints each file raw, gzipped
 * (level 9) and brotli (as the server sends it: the build's precompressed copy, highest quality),
 * then the brotli total beside the goal; then, apart, the home route's own chunks that the entry
 * requests next. Then the same first-load figure for the operator console (served under /bo): its
 * entry, its preloads and their static imports, which is what an operator waits for before the
 * sign-in page or the shell shows. Figures only.
 *
 *   npm run bench:bundle                  builds both apps into temporary folders first
 *   BENCH_WEB_DIST=apps/web/dist BENCH_CONSOLE_DIST=apps/console/dist npm run bench:bundle
 *                                         measures existing builds
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 42: the home page's first-load JavaScript, brotli as served. */
const GOAL_BROTLI_BYTES = 150 * 1024;
const root = resolve(import.meta.dirname, '..');

function build(app: 'web' | 'console', given: string | undefined): { dist: string; cleanup: () => void } {
  if (given) return { dist: resolve(given), cleanup: () => {} };
  const dist = mkdtempSync(join(tmpdir(), 'pf-bundle-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'apps', app),
    stdio: 'inherit',
  });
  return { dist, cleanup: () => rmSync(dist, { recursive: true, force: true }) };
}

/** Scripts named by index.html: the entry and its modulepreload links. */
function scriptsOfPage(html: string): string[] {
  const entry = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return [...entry, ...preloads].filter((src): src is string => Boolean(src));
}

/**
 * Static imports of a built chunk (`import … from "./x.js"` and bare `import "./x.js"`), also right
 * after a comment (Vite leaves `/* empty css *\/` where a CSS import was).
 */
function staticImports(code: string): string[] {
  const found = [
    ...code.matchAll(/(?:^|[;}\n]|\*\/)\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g),
  ];
  return found.map((m) => m[1] as string);
}

/** The given chunks and every chunk they import statically, recursively. */
function withStaticImports(dist: string, files: string[]): string[] {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const rel of staticImports(code)) queue.push(`${dir}${rel.slice(2)}`);
  }
  return [...seen];
}

/** `base` is where the app is served (`/` for the player site, `/bo/` for the console). */
function firstLoad(dist: string, base = '/'): string[] {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no index.html in ${dist}`);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return withStaticImports(
    dist,
    scriptsOfPage(html).map((src) =>
      src.startsWith(base) ? src.slice(base.length) : src.replace(/^\//, ''),
    ),
  );
}

/**
 * The home page's own route, requested as soon as the entry runs (routes are lazy): not part of
 * the first-load figure, printed beside it so the whole way to the painted page stays in view.
 * Found by its chunk name, which Rollup takes from features/games/home/pages/home-page.tsx.
 */
function homeRoute(dist: string, first: string[]): string[] {
  const chunk = readdirSync(join(dist, 'assets')).find((f) => /^home-page-.*\.js$/.test(f));
  if (!chunk) return [];
  return withStaticImports(dist, [`assets/${chunk}`]).filter((file) => !first.includes(file));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Row {
  file: string;
  raw: number;
  gzip: number;
  br: number;
}

function measure(dist: string, files: string[]): Row[] {
  const rows = files.map((file) => {
    const raw = readFileSync(join(dist, file));
    return {
      file,
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      // The parameters of apps/web/scripts/precompress.mjs, which writes the copies the server sends.
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }).length,
    };
  });
  return rows.sort((a, b) => b.br - a.br);
}

const line = (label: string, raw: number, gzip: number, br: number) =>
  `${label.padEnd(44)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)} ${kb(br).padStart(10)}`;

/** Prints the rows and their total; returns the brotli total. */
function table(rows: Row[], totalLabel: string): number {
  console.log(`${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const r of rows) console.log(line(r.file, r.raw, r.gzip, r.br));
  const sum = (key: 'raw' | 'gzip' | 'br') => rows.reduce((total, r) => total + r[key], 0);
  console.log(line(totalLabel, sum('raw'), sum('gzip'), sum('br')));
  return sum('br');
}

function webFigures() {
  const { dist, cleanup } = build('web', process.env.BENCH_WEB_DIST);
  try {
    const first = firstLoad(dist);
    console.log('First-load JavaScript of the home page (visitor)\n');
    const total = table(measure(dist, first), 'total');
    const met = total <= GOAL_BROTLI_BYTES;
    console.log(`\ngoal: ≤ ${kb(GOAL_BROTLI_BYTES)} brotli — ${met ? 'met' : 'not met'}`);

    const route = homeRoute(dist, first);
    if (route.length) {
      console.log('\nThen the home route itself (lazy, fetched as the entry starts; not in the goal)\n');
      const own = table(measure(dist, route), 'route total');
      console.log(`\nentry, framework and home route together: ${kb(total + own)} brotli`);
    }
  } finally {
    cleanup();
  }
}

/** The console has no goal of its own: the figure is printed so a change to it is seen. */
function consoleFigures() {
  const { dist, cleanup } = build('console', process.env.BENCH_CONSOLE_DIST);
  try {
    console.log('\nFirst-load JavaScript of the operator console (sign-in page and shell)\n');
    table(measure(dist, firstLoad(dist, '/bo/')), 'total');
  } finally {
    cleanup();
  }
}

webFigures();
consoleFigures();
