import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaLintOverrides, withAreaOverrides } from './area-lint-rules.mjs';
import { loadAreaMap } from './area-map.mjs';

const root = join(import.meta.dirname, '..');
const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
const map = loadAreaMap(root);

describe("the lint's area rules", () => {
  it('are in biome.json as areas.json orders the areas (node scripts/area-lint-rules.mjs --write)', () => {
    expect(biome).toEqual(withAreaOverrides(biome, map));
  });

  it('refuse the face of every higher area and of no lower one', () => {
    const money = areaLintOverrides(map)[0].linter.rules.style.noRestrictedImports.options.patterns;
    const top = areaLintOverrides(map).at(-3).linter.rules.style.noRestrictedImports.options.patterns;
    expect(money[1].group).toContain('../../reports/index.ts');
    expect(top).toHaveLength(1);
  });
});
