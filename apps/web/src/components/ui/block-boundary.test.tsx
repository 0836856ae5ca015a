import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BlockBoundary } from './block-boundary';

describe('block boundary', () => {
  it('says in its place that a block did not load, and leaves the rest of the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <main>
        <h1>Home</h1>
        <BlockBoundary>
          <Suspense fallback={<p>Loading…</p>}>
            <Missing />
          </Suspense>
        </BlockBoundary>
      </main>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This part of the page didn't load");
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it("puts the caller's own notice in the block's place", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Missing = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <BlockBoundary failed={<p role="alert">The wallet page could not be loaded</p>}>
        <Suspense fallback={<p>Loading…</p>}>
          <Missing />
        </Suspense>
      </BlockBoundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The wallet page could not be loaded');
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });

  it('shows the block itself when it loads', async () => {
    const Present = lazy(async () => ({ default: () => <p>Winners</p> }));
    render(
      <BlockBoundary>
        <Suspense fallback={<p>Loading…</p>}>
          <Present />
        </Suspense>
      </BlockBoundary>,
    );
    expect(await screen.findByText('Winners')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
