import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, type HintedChunk, wantsCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('marks the entry, the app it imports and the framework, and leaves lazy chunks to compile as they run', () => {
    expect(wantsCompileHint({ type: 'chunk', name: 'index', isEntry: true })).toBe(true);
    expect(
      wantsCompileHint({
        type: 'chunk',
        name: 'start-app',
        moduleIds: ['/repo/apps/web/src/app/start-app.tsx'],
      }),
    ).toBe(true);
    expect(wantsCompileHint({ type: 'chunk', name: 'framework', isEntry: false })).toBe(true);
    expect(wantsCompileHint({ type: 'chunk', name: 'home-page', isEntry: false })).toBe(false);
    expect(wantsCompileHint({ type: 'chunk', name: 'locale-en', isEntry: false })).toBe(false);
    expect(wantsCompileHint({ type: 'asset', name: 'framework' })).toBe(false);
  });

  it('puts the hint on the first line, before any code, once', () => {
    const bundle: Record<string, HintedChunk> = {
      'index.js': { type: 'chunk', name: 'index', isEntry: true, code: 'const __vite__mapDeps=1;a();' },
      'game-list.js': { type: 'chunk', name: 'game-list', isEntry: false, code: 'export const b=1;' },
    };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['index.js']?.code?.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle['index.js']?.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=1;a();`);
    expect(bundle['game-list.js']?.code).toBe('export const b=1;');
  });
});
