import { describe, expect, it } from 'vitest';
import { isStartChunk, type StartChunkInfo, startChunksOf } from './start-chunks';

const chunk = (fileName: string, extra: Partial<StartChunkInfo> = {}): StartChunkInfo => ({
  type: 'chunk',
  fileName,
  imports: [],
  ...extra,
});

const bundleOf = (chunks: StartChunkInfo[]) => Object.fromEntries(chunks.map((c) => [c.fileName, c]));

describe('the chunks the start loads', () => {
  it('finds the app by the start module it holds, with or without a facade', () => {
    expect(
      isStartChunk({
        moduleIds: ['/repo/apps/web/src/lib/storage.ts', '/repo/apps/web/src/app/start-app.tsx'],
      }),
    ).toBe(true);
    expect(isStartChunk({ moduleIds: ['/repo/apps/web/src/features/games/home/pages/home-page.tsx'] })).toBe(
      false,
    );
    expect(isStartChunk({})).toBe(false);
  });

  it('names the app and its own imports beyond what the entry loads, in load order', () => {
    const bundle = bundleOf([
      chunk('assets/index-a.js', { isEntry: true, imports: ['assets/framework-b.js'] }),
      chunk('assets/framework-b.js'),
      chunk('assets/start-app-c.js', {
        moduleIds: ['/repo/apps/web/src/app/start-app.tsx'],
        // The app imports the entry back (Vite's preload helper lives there).
        imports: ['assets/framework-b.js', 'assets/index-a.js', 'assets/query-d.js'],
      }),
      chunk('assets/query-d.js', { imports: ['assets/framework-b.js'] }),
      chunk('assets/home-page-e.js', { imports: ['assets/start-app-c.js'] }),
      { type: 'asset', fileName: 'assets/index-f.css' },
    ]);
    const { all, beyondEntry } = startChunksOf(bundle);
    expect(beyondEntry).toEqual(['assets/start-app-c.js', 'assets/query-d.js']);
    expect([...all].sort()).toEqual([
      'assets/framework-b.js',
      'assets/index-a.js',
      'assets/query-d.js',
      'assets/start-app-c.js',
    ]);
  });

  it('names nothing when the build has no app chunk, so the build can stop and say so', () => {
    const bundle = bundleOf([chunk('assets/index-a.js', { isEntry: true })]);
    expect(startChunksOf(bundle).beyondEntry).toEqual([]);
  });
});
