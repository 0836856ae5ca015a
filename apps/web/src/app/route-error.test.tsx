import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { asChunkLoadError, ChunkLoadError, loadChunk } from './chunk-load';
import { RouteError } from './route-error';

vi.mock('./service-worker', () => ({ reloadForNewBuild: vi.fn(() => false) }));

function renderFailing(error: unknown) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <RouteError />, lazy: () => loadChunk('hot', () => Promise.reject(error)) }],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('chunk load failures', () => {
  it('names the chunk, the reason and the address, with the style-sheet code for CSS', () => {
    const script = asChunkLoadError(
      'hot',
      new TypeError('Failed to fetch dynamically imported module: http://site.test/assets/hot-1a2b.js'),
    );
    expect(script).toBeInstanceOf(ChunkLoadError);
    expect((script as ChunkLoadError).message).toBe(
      'Loading chunk hot failed.\n(error: http://site.test/assets/hot-1a2b.js)',
    );
    const css = asChunkLoadError('hot', new Error('Unable to preload CSS for /assets/hot-9f.css'));
    expect(css).toMatchObject({
      name: 'ChunkLoadError',
      code: 'CSS_CHUNK_LOAD_FAILED',
      url: '/assets/hot-9f.css',
    });
    const bug = new RangeError('nope');
    expect(asChunkLoadError('hot', bug)).toBe(bug);
  });

  it('gives up on a chunk that never arrives after the time-out (120000 ms by default)', async () => {
    vi.useFakeTimers();
    try {
      const pending = loadChunk('down', () => new Promise(() => {}));
      const caught = pending.catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(119_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await caught).toMatchObject({ name: 'ChunkLoadError', reason: 'timeout', chunk: 'down' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a retry screen when a page chunk fails', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /assets/hot.js'));
    expect(await screen.findByRole('heading', { name: "This page didn't load" })).toBeInTheDocument();
    expect(
      screen.getByText('The page took longer time to load, please check your network connectivity'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the style-sheet code on the retry screen when a CSS chunk fails', async () => {
    renderFailing(new Error('Unable to preload CSS for /assets/hot.css'));
    expect(await screen.findByText('CSS_CHUNK_LOAD_FAILED')).toBeInTheDocument();
  });
});
