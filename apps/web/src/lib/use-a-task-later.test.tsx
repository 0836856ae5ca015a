import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useATaskLater } from './use-a-task-later';

describe('useATaskLater', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first value at once and a change only after a task', () => {
    const { result, rerender } = renderHook(({ value }) => useATaskLater(value), {
      initialProps: { value: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ value: 'b' });
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('b');
  });

  it('starts from the value given for before the first task', () => {
    const { result } = renderHook(() => useATaskLater('loaded', ''));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe('loaded');
  });

  it('settles on the latest of several quick changes', () => {
    const { result, rerender } = renderHook(({ value }) => useATaskLater(value), {
      initialProps: { value: 1 },
    });
    rerender({ value: 2 });
    rerender({ value: 3 });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(3);
  });
});
