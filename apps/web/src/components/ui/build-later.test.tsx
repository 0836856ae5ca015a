import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildLater } from './build-later';

describe('a part built after the first render', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is absent from the render that shows the page, and there in the next task', () => {
    render(
      <main>
        <h1>Page</h1>
        <BuildLater>
          <dialog open aria-label="Notices" />
        </BuildLater>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notices' })).toBeNull();

    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('dialog', { name: 'Notices' })).toBeInTheDocument();
  });

  it('builds nothing once it is gone', () => {
    const view = render(
      <BuildLater>
        <dialog open aria-label="Notices" />
      </BuildLater>,
    );
    view.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
