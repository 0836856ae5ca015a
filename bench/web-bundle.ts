/**
 * First-load JavaScript of the player site: every script the browser fetches before the home page
 * can render for a visitor — the entry module in index.html, the chunks it preloads and, to be
 * sure nothing is missed, every chunk those import statically. Prints each file raw, gzipped
 * (level 9) and brotli, then the gzipped total beside the goal. Figures only.
 *
 *   npm run bench:bundle                  builds the web app into a temporary folder first
 *   BENCH_WEB_DIST=apps/web/dist npm run bench:bundle   measures an existing build
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const GOAL_GZIP_BYTES = 150 * 1024;
const root = resolve(import.meta.dirname, '..');

function build(): { dist: string; cleanup: () => void } {
  if (process.env.BENCH_WEB_DIST) return { dist: resolve(process.env.BENCH_WEB_DIST), cleanup: () => {} };
  const dist = mkdtempSync(join(tmpdir(), 'pf-bundle-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, 'apps/web'),
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

/** Static imports of a built chunk (`import … from "./x.js"` and bare `import "./x.js"`). */
function staticImports(code: string): string[] {
  const found = [
    ...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["'](\.\/[^"']+\.js)["']/g),
  ];
  return found.map((m) => m[1] as string);
}

function firstLoad(dist: string): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const queue = scriptsOfPage(html).map((src) => src.replace(/^\//, ''));
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const { dist, cleanup } = build();
try {
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no index.html in ${dist}`);
  const rows = firstLoad(dist).map((file) => {
    const raw = readFileSync(join(dist, file));
    return {
      file,
      raw: raw.length,
      gzip: gzipSync(raw, { level: 9 }).length,
      br: brotliCompressSync(raw).length,
    };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log('First-load JavaScript of the home page (visitor)\n');
  console.log(`${'file'.padEnd(44)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  for (const r of rows)
    console.log(
      `${r.file.padEnd(44)} ${kb(r.raw).padStart(10)} ${kb(r.gzip).padStart(10)} ${kb(r.br).padStart(10)}`,
    );
  const total = (key: 'raw' | 'gzip' | 'br') => rows.reduce((sum, r) => sum + r[key], 0);
  console.log(
    `${'total'.padEnd(44)} ${kb(total('raw')).padStart(10)} ${kb(total('gzip')).padStart(10)} ${kb(total('br')).padStart(10)}`,
  );
  const met = total('gzip') <= GOAL_GZIP_BYTES;
  console.log(`\ngoal: ≤ ${kb(GOAL_GZIP_BYTES)} gzipped — ${met ? 'met' : 'not met'}`);
} finally {
  cleanup();
}
