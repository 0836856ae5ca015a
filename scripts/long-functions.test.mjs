import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMeasured, longFunctionsOf, measure } from './long-functions.mjs';

const statements = (n, indent = '  ') =>
  Array.from({ length: n }, (_, i) => `${indent}const v${i} = ${i};`).join('\n');

// LONG: 86 lines, over the limit of 80. SHORT: 80 as the lint counts (its `};` line is not one), at it.
const LONG = `export function long() {\n${statements(85)}\n  return 1;\n}\n`;
const SHORT = `export const short = () => {\n  const o = {\n${statements(78, '    ')}\n  };\n  return o;\n};\n`;
const OUTER = [
  'export function outer() {',
  '  const inner = () => {',
  statements(84, '    '),
  '  };',
  statements(3),
  '  return inner;',
  '}',
  '',
].join('\n');

describe('longFunctionsOf', () => {
  it('finds a long function with its name, line and length, and not a short one', () => {
    expect(longFunctionsOf(`${SHORT}\n${LONG}`, 'x.ts')).toEqual([
      { file: 'x.ts', name: 'long', line: 85, lines: 86, inner: 0 },
    ]);
  });

  it('counts as the lint does: closing-brace lines no, blank lines and comments yes', () => {
    const text = 'const f = () => {\n  const o = {\n    a: 1,\n  };\n\n  // why\n  return o;\n};\n';
    expect(longFunctionsOf(text, 'x.ts', 1)[0].lines).toBe(5);
    expect(longFunctionsOf(text, 'x.ts', 1, { span: true })[0].lines).toBe(8);
  });

  it('lists an outer function long only because of the long one inside it, and says so', () => {
    const found = longFunctionsOf(OUTER, 'x.ts');
    expect(found.map((f) => [f.name, f.lines, f.inner])).toEqual([
      ['outer', 89, 84],
      ['inner', 84, 0],
    ]);
  });

  it('names methods by their class and callbacks by their call', () => {
    const text = `class Shop {\n  sell() {\n${statements(81, '    ')}\n  }\n}\nrun(() => {\n${statements(81)}\n});\n`;
    expect(longFunctionsOf(text, 'x.ts').map((f) => f.name)).toEqual(['Shop.sell', 'run(callback)']);
  });
});

describe('measure', () => {
  let root;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'long-functions-'));
    const files = {
      'apps/server/src/modules/shop/shop.service.ts': `${LONG}\n${OUTER}`,
      'apps/server/src/modules/shop/shop.test.ts': LONG,
      'apps/server/src/modules/shop/shop.test-kit.ts': LONG,
      'apps/server/src/test/kit.ts': LONG,
      'apps/server/src/db/migrations/0001_shop.ts': LONG,
      'apps/web/src/features/shop/short.tsx': SHORT,
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('measures product code only, longest first, and counts both ways', () => {
    const r = measure(root);
    expect(r.functions.map((f) => `${f.file}#${f.name}`)).toEqual([
      'apps/server/src/modules/shop/shop.service.ts#outer',
      'apps/server/src/modules/shop/shop.service.ts#long',
      'apps/server/src/modules/shop/shop.service.ts#inner',
    ]);
    expect([r.total, r.onlyAround]).toEqual([3, 1]);
    expect(isMeasured('apps/web/src/features/shop/test/helpers.ts')).toBe(false);
  });
});
