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

  it('holds its place with the fallback until it is built', () => {
    render(
      <BuildLater fallback={<p>Notices are on their way</p>}>
        <p>Notices</p>
      </BuildLater>,
    );
    expect(screen.getByText('Notices are on their way')).toBeInTheDocument();
    expect(screen.queryByText('Notices')).toBeNull();

    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByText('Notices')).toBeInTheDocument();
    expect(screen.queryByText('Notices are on their way')).toBeNull();
  });

  it('with an id, waits only the first time in a page view: a returning part is whole at once', () => {
    const first = render(
      <BuildLater id="tile-test">
        <p>Slots</p>
      </BuildLater>,
    );
    expect(screen.queryByText('Slots')).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    first.unmount();

    render(
      <BuildLater id="tile-test">
        <p>Slots</p>
      </BuildLater>,
    );
    expect(screen.getByText('Slots')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
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
