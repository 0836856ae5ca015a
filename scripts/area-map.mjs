// Reads the area map (`areas.json`): which area each server module, web or console feature and shared
// contract file belongs to, and the order of the areas from the bottom up.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const PACKAGES = ['server', 'web', 'console', 'shared'];

export function loadAreaMap(root, file = 'areas.json') {
  return JSON.parse(readFileSync(resolve(root, file), 'utf8'));
}

/** Tests and their helpers (kits, fixtures): their imports are counted apart from the product's. */
export function isTestFile(path) {
  return /(\.test\.tsx?|test-kit\.tsx?|\.fixture\.ts)$|(^|\/)(test|__tests__)\//.test(path);
}

/** A repository or table file: private to its module now, to its area after the move. */
export function isRepositoryFile(path) {
  return /\.(repository|tables)\.ts$/.test(path);
}

// `contracts/money.contract.ts` and `contracts/money.endpoints.ts` share the stem
// `contracts/money`, so a map entry names a contract's files together.
function stemOf(path) {
  const slash = path.lastIndexOf('/');
  const dot = path.indexOf('.', slash + 1);
  return dot === -1 ? path : path.slice(0, dot);
}

/**
 * A classifier for repository-relative paths: the package, the map entry (the "unit": a server
 * module, a web feature, a shared file group) and its area. The longest entry that names the
 * file, its stem or a folder above it wins, so a file-level entry can place one part of a folder
 * in another area.
 */
export function areaClassifier(map) {
  const entries = [];
  for (const [area, spec] of Object.entries(map.areas)) {
    for (const pkg of PACKAGES) {
      for (const entry of spec[pkg] ?? []) entries.push({ pkg, entry, area });
    }
  }
  const rank = new Map(map.order.map((area, i) => [area, i]));
  const classify = (repoPath) => {
    const pkg = PACKAGES.find((p) => map.roots[p] && repoPath.startsWith(`${map.roots[p]}/`));
    if (!pkg) return null;
    const path = repoPath.slice(map.roots[pkg].length + 1);
    const stem = stemOf(path);
    let best = null;
    for (const e of entries) {
      if (e.pkg !== pkg) continue;
      const hit = path === e.entry || stem === e.entry || path.startsWith(`${e.entry}/`);
      if (hit && (best === null || e.entry.length > best.entry.length)) best = e;
    }
    if (!best) return { pkg, unit: null, area: null };
    return { pkg, unit: `${pkg}:${best.entry}`, area: best.area };
  };
  return { classify, rank: (area) => rank.get(area), entries };
}
