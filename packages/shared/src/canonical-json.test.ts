import { describe, expect, it } from 'vitest';
import { canonicalJson, sameJson } from './canonical-json.ts';

describe('canonicalJson', () => {
  it('ignores key order at every depth but keeps array order', () => {
    expect(canonicalJson({ target: 5000, direction: 'under' })).toBe('{"direction":"under","target":5000}');
    expect(sameJson({ a: { y: 1, x: [2, { q: 1, p: 0 }] } }, { a: { x: [2, { p: 0, q: 1 }], y: 1 } })).toBe(
      true,
    );
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });
});
