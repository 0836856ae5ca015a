import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAreaMap } from './area-map.mjs';
import { analyse } from './area-report.mjs';

// Decision 0016's order, held in all three packages (the server's faces and crossings are
// area-boundaries.test.mjs): no import goes up the order, in product code or in tests, except
// tests into the shell (the test app and its kits), which composes every area.
const root = join(import.meta.dirname, '..');
const map = loadAreaMap(root);
const shell = map.order[map.order.length - 1];
const { upward, cycles } = analyse(root, map);
const listed = (list) => list.map((e) => `${e.from}:${e.line} -> ${e.to} (${e.fromArea} -> ${e.toArea})`);

describe('the order of the areas', () => {
  it('has no upward import in product code', () => {
    expect(listed(upward.filter((e) => !e.test))).toEqual([]);
  });

  it('has no upward import in tests other than into the shell', () => {
    expect(listed(upward.filter((e) => e.test && e.toArea !== shell))).toEqual([]);
  });

  it('has no import cycle between areas, nor between the modules and features inside one', () => {
    expect(cycles.areas).toEqual([]);
    expect(cycles.units).toEqual([]);
  });
});
