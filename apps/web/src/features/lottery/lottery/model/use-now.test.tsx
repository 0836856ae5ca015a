import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow, usePassed } from './use-now';

let renders = 0;

function Clock({ id }: { id: string }) {
  const now = useNow();
  return <span data-testid={id}>{Math.floor(now / 1000)}</span>;
}

function Closes({ at }: { at: number | undefined }) {
  renders += 1;
  return <span data-testid="closed">{usePassed(at) ? 'closed' : 'open'}</span>;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
  renders = 0;
});
afterEach(() => vi.useRealTimers());

describe('the countdown clock', () => {
  it('ticks every countdown each second on one shared timer, and stops when none is shown', () => {
    const start = Math.floor(Date.now() / 1000);
    const { unmount } = render(
      <>
        <Clock id="a" />
        <Clock id="b" />
      </>,
    );
    expect(vi.getTimerCount()).toBe(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('a')).toHaveTextContent(String(start + 3));
    expect(screen.getByTestId('b')).toHaveTextContent(String(start + 3));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says a close time has passed once it passes, re-rendering once rather than every second', () => {
    render(<Closes at={Date.now() + 90_000} />);
    expect(screen.getByTestId('closed')).toHaveTextContent('open');
    const before = renders;
    act(() => vi.advanceTimersByTime(89_000));
    expect(screen.getByTestId('closed')).toHaveTextContent('open');
    expect(renders).toBe(before);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('closed')).toHaveTextContent('closed');
    expect(renders).toBe(before + 1);
  });

  it('treats a time already gone as passed and no time as open', () => {
    const { rerender } = render(<Closes at={Date.now() - 1} />);
    expect(screen.getByTestId('closed')).toHaveTextContent('closed');
    rerender(<Closes at={undefined} />);
    expect(screen.getByTestId('closed')).toHaveTextContent('open');
  });
});
