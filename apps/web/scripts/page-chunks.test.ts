import { describe, expect, it } from 'vitest';
import { type ChunkInfo, pageChunksOf } from './page-chunks';

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  imports: [],
  ...extra,
});

describe('the page chunks table', () => {
  it('lists each page chunk with what it imports, leaving out what the start already loads', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-a.js', { isEntry: true, imports: ['assets/framework-b.js'] }),
        chunk('assets/framework-b.js'),
        chunk('assets/start-app-h.js', {
          isDynamicEntry: true,
          moduleIds: ['/repo/apps/web/src/app/start-app.tsx'],
          imports: ['assets/framework-b.js', 'assets/query-i.js'],
        }),
        chunk('assets/query-i.js'),
        chunk('assets/home-page-c.js', {
          isDynamicEntry: true,
          facadeModuleId: '/repo/apps/web/src/features/games/home/pages/home-page.tsx',
          imports: [
            'assets/framework-b.js',
            'assets/start-app-h.js',
            'assets/query-i.js',
            'assets/game-list-d.js',
          ],
        }),
        chunk('assets/game-list-d.js', { imports: ['assets/number-ball-e.js', 'assets/framework-b.js'] }),
        chunk('assets/number-ball-e.js', { imports: ['assets/game-list-d.js'] }),
        // A lazy part that is not a page (a dialog) is not listed.
        chunk('assets/kyc-form-f.js', {
          isDynamicEntry: true,
          facadeModuleId: '/repo/apps/web/src/features/identity/kyc/components/kyc-personal-form.tsx',
        }),
        { type: 'asset' as const, fileName: 'assets/index-g.css' },
      ].map((c) => [c.fileName, c]),
    );
    expect(pageChunksOf(bundle)).toEqual({
      'games/home/pages/home-page': [
        '/assets/home-page-c.js',
        '/assets/game-list-d.js',
        '/assets/number-ball-e.js',
      ],
    });
  });
});
