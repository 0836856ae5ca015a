// `node scripts/area-report.mjs [--brief] [--json] [--map other-areas.json]`: how far the code
// is from the cut into areas that `areas.json` describes (docs/decisions/0016-areas.md). It
// counts, from the imports as they stand: imports between areas, imports of another module's
// repository, imports that go up the order of the areas, and import cycles between files, modules
// and areas; it lists every upward import and every cycle, and fails when a source file belongs
// to no area or an import cannot be resolved.
import { fileURLToPath } from 'node:url';
import { importEdges, sourceFiles } from './area-imports.mjs';
import { areaClassifier, isRepositoryFile, isTestFile, loadAreaMap, PACKAGES } from './area-map.mjs';

/** Strongly connected groups of more than one node (each one is at least one import cycle). */
export function cycles(nodes, edges) {
  const out = new Map(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) if (a !== b) out.get(a)?.push(b);
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  // Iterative Tarjan: the file graph is deep enough to overflow recursion on a small stack.
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = out.get(node) ?? [];
      if (i < targets.length) {
        frame[1] += 1;
        const t = targets[i];
        if (!index.has(t)) {
          index.set(t, next);
          low.set(t, next++);
          stack.push(t);
          onStack.add(t);
          work.push([t, 0]);
        } else if (onStack.has(t)) {
          low.set(node, Math.min(low.get(node), index.get(t)));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1) groups.push(group.sort());
      }
    }
  }
  return groups.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

const uniqueNodes = (pairs) => [...new Set(pairs.flat())].sort();

/** The measurement, as data. */
export function analyse(root, map) {
  const { classify, rank, entries } = areaClassifier(map);
  // A map may leave a package out (a repository without the console): only the roots it names are read.
  const files = sourceFiles(
    root,
    PACKAGES.map((p) => map.roots[p]).filter((folder) => folder !== undefined),
  );
  const { edges: raw, unresolved } = importEdges(root, files);
  const place = new Map(files.map((f) => [f, classify(f)]));
  const unmapped = files.filter((f) => !place.get(f)?.area);
  const used = new Set([...place.values()].map((p) => p?.unit));
  const stale = entries.filter((e) => !used.has(`${e.pkg}:${e.entry}`)).map((e) => `${e.pkg}:${e.entry}`);

  const edges = raw
    .filter((e) => place.get(e.to)?.area && place.get(e.from)?.area)
    .map((e) => {
      const a = place.get(e.from);
      const b = place.get(e.to);
      return {
        ...e,
        test: isTestFile(e.from),
        fromArea: a.area,
        toArea: b.area,
        fromUnit: a.unit,
        toUnit: b.unit,
      };
    });
  const product = edges.filter((e) => !e.test);
  const floors = new Set([map.order[0], map.order[map.order.length - 1]]);
  const isArea = (area) => !floors.has(area);

  const crossUnit = product.filter(
    (e) =>
      isArea(e.fromArea) &&
      isArea(e.toArea) &&
      e.fromUnit !== e.toUnit &&
      e.fromUnit.split(':')[0] === e.toUnit.split(':')[0],
  );
  const crossArea = product.filter((e) => e.fromArea !== e.toArea && isArea(e.fromArea) && isArea(e.toArea));
  const intoRepositories = product.filter(
    (e) =>
      isArea(e.fromArea) &&
      e.fromUnit !== e.toUnit &&
      e.to.startsWith(`${map.roots.server}/`) &&
      isRepositoryFile(e.to),
  );
  const upward = edges.filter((e) => rank(e.toArea) > rank(e.fromArea));

  // Files load what they name, barrels included, so file cycles are read before tracing names.
  const fileCycles = (kind) => {
    const chosen = edges.filter((e) => !e.dynamic && (kind === 'all' || !e.typeOnly));
    const pairs = [...new Set(chosen.map((e) => `${e.from}\n${e.via ?? e.to}`))].map((p) => p.split('\n'));
    return cycles(uniqueNodes(pairs), pairs);
  };
  // Between the areas themselves: the floor and the shell are left out, as every area imports
  // the one and the other imports every area (their wrong-way imports are listed as upward).
  const between = product.filter((e) => isArea(e.fromArea) && isArea(e.toArea));
  const folderUnit = (unit) => !unit.startsWith('shared:');
  const unitPairs = between
    .filter((e) => folderUnit(e.fromUnit) && folderUnit(e.toUnit))
    .map((e) => [e.fromUnit, e.toUnit]);
  const areaPairs = between.map((e) => [e.fromArea, e.toArea]);

  return {
    files: files.length,
    imports: raw.length,
    unresolved,
    unmapped,
    stale,
    crossUnit,
    crossArea,
    intoRepositories,
    upward,
    cycles: {
      filesValue: fileCycles('value'),
      filesWithTypes: fileCycles('all'),
      units: cycles(uniqueNodes(unitPairs), unitPairs),
      areas: cycles(uniqueNodes(areaPairs), areaPairs),
    },
  };
}

const split = (list) => {
  const types = list.filter((e) => e.typeOnly).length;
  return `${list.length} (${list.length - types} value, ${types} type-only)`;
};

const groupCount = (list, key) => {
  const counts = new Map();
  for (const e of list) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};

/** The report as lines of text; `brief` leaves out the listings. */
export function formatReport(r, map, brief = false) {
  const lines = [];
  const say = (s = '') => lines.push(s);
  const product = (list) => list.filter((e) => !e.test);
  say(`Area order, bottom first: ${map.order.join(' < ')}`);
  say(`Source files: ${r.files}; imports read: ${r.imports}; unresolved: ${r.unresolved.length}`);
  say(`Files in no area: ${r.unmapped.length}; map entries naming no file: ${r.stale.length}`);
  say();
  say('Product code (tests and their kits counted apart):');
  for (const pkg of PACKAGES) {
    const own = r.crossUnit.filter((e) => e.fromUnit.startsWith(`${pkg}:`));
    say(`  ${pkg}: imports between its modules, features or contract files (in areas): ${split(own)}`);
  }
  say(`  imports between two areas (all packages): ${split(r.crossArea)}`);
  for (const [pair, n] of groupCount(
    r.crossArea,
    (e) => `${e.fromUnit.split(':')[0]} -> ${e.toUnit.split(':')[0]}`,
  )) {
    say(`    ${pair}: ${n}`);
  }
  const repoCross = r.intoRepositories.filter((e) => e.fromArea !== e.toArea);
  say(`  imports of another server module's repository/tables: ${split(r.intoRepositories)}`);
  say(`    of which into another area: ${split(repoCross)}`);
  say(`  upward imports (into a higher area): ${split(product(r.upward))}`);
  const lastArea = map.order[map.order.length - 1];
  const testsUp = r.upward.filter((e) => e.test && e.toArea !== lastArea);
  say(`Tests: upward imports other than into the shell (test app, kits): ${split(testsUp)}`);
  say();
  say('Import cycles (strongly connected groups; each holds one or more cycles):');
  say(`  between files, value imports only (what the lint sees): ${r.cycles.filesValue.length}`);
  say(`  between files, counting type-only imports: ${r.cycles.filesWithTypes.length}`);
  say(`  between server modules and web features (in areas): ${r.cycles.units.length}`);
  say(`  between areas (floor and shell left out): ${r.cycles.areas.length}`);
  if (brief) return lines;

  say();
  say('Upward imports by pair of areas (product code):');
  for (const [pair, n] of groupCount(product(r.upward), (e) => `${e.fromArea} -> ${e.toArea}`)) {
    say(`  ${pair}: ${n}`);
    for (const e of product(r.upward).filter((u) => `${u.fromArea} -> ${u.toArea}` === pair)) {
      say(`    ${e.from}:${e.line} -> ${e.to}${e.typeOnly ? ' (type)' : ''}`);
    }
  }
  say();
  say('Imports of another module repository/tables (product code):');
  for (const e of r.intoRepositories) {
    const where = e.fromArea === e.toArea ? 'same area' : `${e.fromArea} -> ${e.toArea}`;
    say(`  ${e.from}:${e.line} -> ${e.to}${e.typeOnly ? ' (type)' : ''} [${where}]`);
  }
  const show = (title, groups) => {
    say();
    say(`${title}:`);
    for (const g of groups) say(`  ${g.length}: ${g.join(', ')}`);
  };
  show('Cycles between files counting type-only imports', r.cycles.filesWithTypes);
  show('Cycles between server modules and web features', r.cycles.units);
  show('Cycles between areas', r.cycles.areas);
  for (const f of r.unmapped) say(`In no area: ${f}`);
  for (const s of r.stale) say(`Map entry naming no file: ${s}`);
  for (const u of r.unresolved) say(`Unresolved: ${u.from}:${u.line} '${u.specifier}'`);
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const mapAt = process.argv.indexOf('--map');
  const map = loadAreaMap(root, mapAt === -1 ? 'areas.json' : process.argv[mapAt + 1]);
  const result = analyse(root, map);
  if (process.argv.includes('--json')) {
    const counts = {
      crossArea: result.crossArea.length,
      intoRepositories: result.intoRepositories.length,
      upward: result.upward.filter((e) => !e.test).length,
      cycles: Object.fromEntries(Object.entries(result.cycles).map(([k, v]) => [k, v.length])),
      unmapped: result.unmapped,
    };
    process.stdout.write(`${JSON.stringify(counts, null, 2)}\n`);
  } else {
    process.stdout.write(`${formatReport(result, map, process.argv.includes('--brief')).join('\n')}\n`);
  }
  process.exitCode = result.unmapped.length > 0 || result.unresolved.length > 0 ? 1 : 0;
}
