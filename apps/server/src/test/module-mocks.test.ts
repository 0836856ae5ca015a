import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('module mocks in the server tests', () => {
  // The server's test files share their worker's modules (vitest.config.ts, isolate: false): a
  // mock registered after another file loaded the module would silently not apply.
  it('come with a fresh module registry of their own, set up before the imports', () => {
    const careless = testFiles(SRC)
      .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8')))
      .filter((file) => !/vi\.hoisted\(\(\) => \{[^}]*vi\.resetModules\(\)/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(careless).toEqual([]);
  });
});
