import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from './render-when-near';

// A browser with IntersectionObserver, driven by hand: `near()` says the placeholder came near.
let callbacks: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
let margins: (string | undefined)[] = [];
const near = (isIntersecting = true) =>
  act(() => {
    for (const cb of callbacks) cb([{ isIntersecting }]);
  });
let idle: (() => void)[] = [];

describe('a block below the fold', () => {
  beforeEach(() => {
    callbacks = [];
    margins = [];
    idle = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
          callbacks.push(cb);
          margins.push(options?.rootMargin);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => vi.unstubAllGlobals());

  const block = (id: string) => (
    <RenderWhenNear id={id} placeholderClassName="h-64">
      <section aria-label="Help centre">help</section>
    </RenderWhenNear>
  );

  it('is built when it comes near the screen, not while the browser is idle', () => {
    render(block('help-a'));
    expect(screen.queryByRole('region', { name: 'Help centre' })).toBeNull();
    expect(screen.getByTestId('near-help-a')).toHaveClass('h-64');

    act(() => {
      for (const cb of idle) cb();
    });
    near(false);
    expect(screen.queryByRole('region', { name: 'Help centre' })).toBeNull();

    near();
    expect(screen.getByRole('region', { name: 'Help centre' })).toBeInTheDocument();
    expect(screen.queryByTestId('near-help-a')).toBeNull();
  });

  it('is built at once when its page comes back in the same page view', () => {
    const first = render(block('help-b'));
    near();
    first.unmount();

    render(block('help-b'));
    expect(screen.getByRole('region', { name: 'Help centre' })).toBeInTheDocument();
    // Another block has not been seen yet: it still waits.
    render(block('help-c'));
    expect(screen.getByTestId('near-help-c')).toBeInTheDocument();
  });

  it('counts as near 300 px ahead of the screen, or only at its edge when the block asks so', () => {
    render(block('help-e'));
    render(
      <RenderWhenNear id="footer-e" margin="0px" placeholderClassName="h-96">
        <footer>footer</footer>
      </RenderWhenNear>,
    );
    expect(margins).toEqual(['300px 0px', '0px']);
    expect(screen.queryByRole('contentinfo')).toBeNull();
    near();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('is not measured while what lies above it is still finding its height', () => {
    const held = (waitFor: boolean) => (
      <RenderWhenNear id="hot-f" waitFor={waitFor} placeholderClassName="h-72">
        <section aria-label="Hot games">hot</section>
      </RenderWhenNear>
    );
    const view = render(held(true));
    expect(callbacks).toHaveLength(0);
    view.rerender(held(false));
    expect(callbacks).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
    near();
    expect(screen.getByRole('region', { name: 'Hot games' })).toBeInTheDocument();
  });

  it('is built at once where the browser cannot tell what is near', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(block('help-d'));
    expect(screen.getByRole('region', { name: 'Help centre' })).toBeInTheDocument();
  });
});
