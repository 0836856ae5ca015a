import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProviderRow } from '../components/provider-row';
import { card } from './games-kit';

const cards = ['PG', 'JILI', 'PP', 'EVO', 'SABA'].map((v) => card(v, 'RNG'));

/** Gives the row a size jsdom does not lay out, and records where it is asked to scroll. */
function sized(track: HTMLElement, scrollWidth: number) {
  const asked: string[] = [];
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  for (const chip of track.children) Object.defineProperty(chip, 'offsetWidth', { value: 120 });
  track.scrollBy = ((o: ScrollToOptions) => {
    asked.push(`by ${o.left}`);
    track.scrollLeft += o.left ?? 0;
  }) as typeof track.scrollBy;
  track.scrollTo = ((o: ScrollToOptions) => {
    asked.push(`to ${o.left}`);
    track.scrollLeft = o.left ?? 0;
  }) as typeof track.scrollTo;
  return asked;
}

describe('provider row', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns on home by one chip every 2000 ms, and back to the start once its end is in view', async () => {
    render(<ProviderRow cards={cards} selected={null} onPick={() => {}} home />);
    const row = screen.getByRole('group', { name: 'Game providers' });
    const track = row.firstElementChild as HTMLElement;
    const asked = sized(track, 580);
    expect(within(row).getAllByRole('button')).toHaveLength(5);
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(asked).toEqual(['by 140']);
    await act(() => vi.advanceTimersByTimeAsync(4000));
    // 140 + 140 = 280: with 300 shown of 580 the end is in view, so the next turn goes back.
    expect(asked).toEqual(['by 140', 'by 140', 'to 0']);
  });

  it('stays still in a lobby, with the All chip first', async () => {
    render(<ProviderRow cards={cards} selected="PG" onPick={() => {}} />);
    const row = screen.getByRole('group', { name: 'Game providers' });
    const asked = sized(row.firstElementChild as HTMLElement, 800);
    expect(within(row).getAllByRole('button')[0]).toHaveAttribute('data-testid', 'provider-all');
    expect(screen.getByTestId('provider-PG')).toHaveAttribute('aria-pressed', 'true');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(asked).toEqual([]);
  });
});
