import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from './use-latest-callback';

describe('useLatestCallback', () => {
  it('keeps one identity across renders and calls the handler of the newest render', () => {
    const calls: string[] = [];
    const { result, rerender } = renderHook(
      ({ tag }) => useLatestCallback((n: number) => calls.push(`${tag}${n}`)),
      {
        initialProps: { tag: 'a' },
      },
    );
    const first = result.current;
    first(1);
    rerender({ tag: 'b' });
    expect(result.current).toBe(first);
    first(2);
    expect(calls).toEqual(['a1', 'b2']);
  });
});
