import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaCrossings, crossingKeys } from './area-boundaries.mjs';

const root = join(import.meta.dirname, '..');
const listed = JSON.parse(readFileSync(join(root, 'apps/server/src/areas/crossings.json'), 'utf8')).crossings;

describe("the server's areas", () => {
  const found = areaCrossings(root);
  const keys = crossingKeys(found);

  it('reach another area only through its face, downward, never from the floor (new crossings fail)', () => {
    const fresh = found.filter((c) => !listed.includes(crossingKeys([c])[0]));
    expect(fresh.map((c) => `${c.from}:${c.line} -> ${c.to} (${c.rule})`)).toEqual([]);
  });

  it('lists only crossings that still exist, so the list shrinks as they go', () => {
    expect(listed.filter((key) => !keys.includes(key))).toEqual([]);
  });
});
