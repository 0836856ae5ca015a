// The rules of decision 0016 for the server's areas, checked on the real import graph: another
// area is reached only through its face (`areas/<area>/index.ts`), only downward in the order of
// `areas.json`, and the floor (plugins, platform, db) reaches no area. Tests may use any area's
// face and another area's test kit. Known crossings still to remove are listed in
// `apps/server/src/areas/crossings.json`; the test fails on any crossing not listed there and on
// any listed one that is gone, so the list only shrinks.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, resolveImport, sourceFiles } from './area-imports.mjs';
import { loadAreaMap } from './area-map.mjs';

const AREAS = 'apps/server/src/areas/';
const FLOOR = ['apps/server/src/plugins/', 'apps/server/src/platform/', 'apps/server/src/db/'];
// The shell's parts that sit under the floor's folders (decision 0016): they compose the areas.
const SHELL_IN_FLOOR = [
  'apps/server/src/db/seed/',
  'apps/server/src/db/schema.ts',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/db/migrate.cli.ts',
  'apps/server/src/db/migrations/',
  'apps/server/src/plugins/site-page.ts',
  'apps/server/src/plugins/site-manifest.ts',
  'apps/server/src/plugins/web.ts',
];

const areaOf = (path) => (path.startsWith(AREAS) ? path.slice(AREAS.length).split('/')[0] : null);
const isFace = (path) => /^apps\/server\/src\/areas\/[^/]+\/index\.ts$/.test(path);
const isKit = (path) => /test-kit\.ts$/.test(path);
const isTest = (path) => /\.test\.ts$|test-kit\.ts$|^apps\/server\/src\/test\//.test(path);
const inFloor = (path) =>
  FLOOR.some((f) => path.startsWith(f)) && !SHELL_IN_FLOOR.some((s) => path.startsWith(s));

/** Every import that breaks a rule: { from, to, line, rule }. */
export function areaCrossings(root) {
  const map = loadAreaMap(root);
  const rank = new Map(map.order.map((area, i) => [area, i]));
  const found = [];
  for (const from of sourceFiles(root, ['apps/server/src'])) {
    const fromArea = areaOf(from);
    for (const imp of importsOf(readFileSync(join(root, from), 'utf8'), from)) {
      const to = resolveImport(root, from, imp.specifier);
      if (typeof to !== 'string' || !to.startsWith(AREAS)) continue;
      const toArea = areaOf(to);
      if (toArea === fromArea) continue;
      const add = (rule) => found.push({ from, to, line: imp.line, rule });
      if (!isFace(to)) {
        if (!(isKit(to) && isTest(from))) add('inside');
        continue;
      }
      // Tests set up what they need through any area's face (decision 0016).
      if (isTest(from)) continue;
      if (inFloor(from)) add('floor');
      else if (fromArea && rank.get(toArea) > rank.get(fromArea)) add('upward');
    }
  }
  return found;
}

/** The crossings as the list keeps them: one line per importing file, target and rule. */
export function crossingKeys(crossings) {
  return [...new Set(crossings.map((c) => `${c.from} -> ${c.to} (${c.rule})`))].sort();
}
