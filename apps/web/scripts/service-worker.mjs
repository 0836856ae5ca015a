// Writes dist/sw.js from scripts/sw-template.js: the shell to cache is what index.html loads
// (entry script, preloaded chunks, stylesheets) plus the page itself, the offline page, the
// manifest and the icons; the version is a hash of those names, so every build that changes the
// app installs a new worker and drops the old caches.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const loaded = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
const icons = readdirSync(join(dist, 'icons')).map((name) => `/icons/${name}`);
const shell = ['/', '/offline.html', '/manifest.webmanifest', ...new Set(loaded), ...icons];
const version = createHash('sha256').update(shell.join('\n')).update(html).digest('hex').slice(0, 16);
const template = readFileSync(new URL('./sw-template.js', import.meta.url), 'utf8');
writeFileSync(
  join(dist, 'sw.js'),
  template.replace("'__VERSION__'", JSON.stringify(version)).replace('__SHELL__', JSON.stringify(shell)),
);
console.log(`service worker ${version}: ${shell.length} shell files`);
