import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStagedCount } from './use-staged-count';

/** Runs each task as the browser would, one after the other, until none is left. */
const drain = () => {
  while (vi.getTimerCount() > 0) act(() => vi.advanceTimersToNextTimer());
};

/** The hook in steps of 12, first rendered for a list of `first` items. */
const renderStaged = (first: number) =>
  renderHook(({ total }) => useStagedCount(total, 12), { initialProps: { total: first } });

describe('useStagedCount', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws a step at first and a step more in each following task until all are drawn', () => {
    const { result, rerender } = renderStaged(0);
    expect(result.current).toBe(0);
    rerender({ total: 30 });
    expect(result.current).toBe(12);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(24);
    act(() => vi.advanceTimersToNextTimer());
    expect(result.current).toBe(30);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws a short list at once, and goes on in steps from where it was when the list grows', () => {
    const { result, rerender } = renderStaged(5);
    expect(result.current).toBe(5);
    rerender({ total: 20 });
    expect(result.current).toBe(12);
    drain();
    expect(result.current).toBe(20);
    // The next page of a lobby: the drawn tiles stay, the new ones follow in steps.
    rerender({ total: 20 + 42 });
    expect(result.current).toBe(24);
    drain();
    expect(result.current).toBe(62);
  });
});
