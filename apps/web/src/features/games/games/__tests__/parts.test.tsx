import { act, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/test/fetch-stub';
import { makePermission } from '@/test/fixtures';
import { renderRoute } from '@/test/render-app';
import { ART, GameImage } from '../components/game-image';
import { SliderRow } from '../components/slider-row';
import { WinnerAvatar } from '../components/winner-avatar';
import { pageSlots, showsPaginator } from '../model/paginator-range';
import { createScrollPager } from '../model/scroll-pager';
import { card, game, lane, pageOf } from './games-kit';

// Lobbies are lazy routes with several calls each; on a busy machine the first paint takes a while.
configure({ asyncUtilTimeout: 8000 });

describe('infinite scroll pager', () => {
  afterEach(() => vi.useRealTimers());

  function pager(position: { pageNo: number; totalPages: number }, nearEnd = true) {
    const advance = vi.fn((next: number) => {
      position.pageNo = next;
    });
    const p = createScrollPager({ nearEnd: () => nearEnd, position: () => position, advance });
    return { p, advance };
  }

  it('waits 300 ms after the last scroll event, then asks for the next page once', () => {
    vi.useFakeTimers();
    const { p, advance } = pager({ pageNo: 1, totalPages: 5 });
    p.onScroll();
    vi.advanceTimersByTime(200);
    p.onScroll();
    vi.advanceTimersByTime(299);
    expect(advance).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(advance).toHaveBeenCalledExactlyOnceWith(2);
    p.dispose();
  });

  it('stays busy for 500 ms after a page, and stops at the last page', () => {
    vi.useFakeTimers();
    const { p, advance } = pager({ pageNo: 1, totalPages: 3 });
    p.onScroll();
    vi.advanceTimersByTime(300);
    expect(advance).toHaveBeenLastCalledWith(2);
    // Within the busy time a fling asks nothing.
    p.onScroll();
    vi.advanceTimersByTime(300);
    expect(advance).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    p.onScroll();
    vi.advanceTimersByTime(300);
    expect(advance).toHaveBeenLastCalledWith(3);
    vi.advanceTimersByTime(500);
    p.onScroll();
    vi.advanceTimersByTime(300);
    expect(advance).toHaveBeenCalledTimes(2);
    p.dispose();
  });

  it('does nothing while the end of the list is out of reach', () => {
    vi.useFakeTimers();
    const { p, advance } = pager({ pageNo: 1, totalPages: 3 }, false);
    p.onScroll();
    vi.advanceTimersByTime(1000);
    expect(advance).not.toHaveBeenCalled();
  });
});

describe('paginator pages', () => {
  it('keeps two margin pages and a five-page range, with gaps only over two or more pages', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageSlots(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
    expect(pageSlots(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
    // Page 3 alone between 2 and 4 is shown rather than hidden in a gap.
    expect(pageSlots(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 19, 20]);
    expect(showsPaginator(1)).toBe(false);
    expect(showsPaginator(2)).toBe(true);
  });
});

describe('artwork sizes', () => {
  it("offers the platform's artwork at the widths a screen needs, and an address elsewhere as it is", () => {
    render(
      <>
        <GameImage src="/static/games/7.svg" alt="Lucky Koi" size={ART.game} />
        <GameImage src="/static/games/8.svg" alt="Gold Rush" size={ART.game} sizes="40px" />
        <GameImage src="https://cdn.example/koi.png" alt="Koi elsewhere" size={ART.game} />
      </>,
    );
    const koi = screen.getByRole('img', { name: 'Lucky Koi' });
    expect(koi).toHaveAttribute('src', '/static/games/7.svg');
    expect(koi).toHaveAttribute(
      'srcset',
      '/static/games/7.svg?w=160 160w, /static/games/7.svg?w=240 240w, /static/games/7.svg?w=320 320w',
    );
    expect(koi).toHaveAttribute('sizes', '(min-width: 640px) 200px, calc((100vw - 44px) / 3)');
    expect(screen.getByRole('img', { name: 'Gold Rush' })).toHaveAttribute('sizes', '40px');
    expect(screen.getByRole('img', { name: 'Koi elsewhere' })).not.toHaveAttribute('srcset');
  });
});

describe('artwork fallbacks', () => {
  it('swaps a game icon that fails to load for the default game icon', () => {
    render(<GameImage src="https://cdn.example/missing.png" alt="Lucky Koi" size={ART.game} />);
    // Its box is reserved from its own size before it loads, so nothing below it moves.
    expect(screen.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('width', '240');
    expect(screen.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('height', '240');
    fireEvent.error(screen.getByRole('img', { name: 'Lucky Koi' }));
    expect(screen.getByTestId('game-image-fallback')).toHaveAccessibleName('Lucky Koi');
  });

  it('swaps a broken winner picture for the default avatar', () => {
    const { container } = render(<WinnerAvatar name="de***01" src="https://cdn.example/a.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByTestId('default-avatar')).toBeInTheDocument();
  });
});

/** A row of slots with one tile per key, each reading `tile <key>`. */
const sliderRow = (keys: string[]) =>
  render(
    <MemoryRouter>
      <SliderRow
        id="rng"
        icon="grid"
        title="Slots"
        slides={keys.map((key) => ({ key, node: <span>{`tile ${key}`}</span> }))}
      />
    </MemoryRouter>,
  );

describe('home slider row', () => {
  // The test document has no scrolling; the browser's scrollBy is recorded instead.
  const scrollBy = vi.fn();
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    scrollBy.mockReset();
  });

  it('scrolls its tiles sideways a page at a time with the arrows', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: scrollBy, configurable: true });
    sliderRow(['a', 'b', 'c']);
    expect(screen.getByText('tile c')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const moves = scrollBy.mock.calls.map(([opts]) => (opts as ScrollToOptions).left ?? 0);
    expect(moves).toHaveLength(2);
    expect(moves[0]).toBeGreaterThan(0);
    expect(moves[1]).toBeLessThan(0);
  });
});

describe('home slider row in a browser', () => {
  // A browser with IntersectionObserver: the row defers the tiles past the first screen's worth.
  let idle: (() => void) | undefined;
  beforeEach(() => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      idle = cb;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    idle = undefined;
  });

  const row = () => sliderRow(Array.from({ length: 20 }, (_, i) => String(i + 1)));

  it('builds the first seven tiles, then the rest once the browser is idle', () => {
    row();
    expect(screen.getByText('tile 7')).toBeInTheDocument();
    expect(screen.queryByText('tile 8')).not.toBeInTheDocument();
    act(() => idle?.());
    expect(screen.getByText('tile 20')).toBeInTheDocument();
  });

  it('builds the rest at once when the visitor scrolls the row or presses next', () => {
    const first = row();
    fireEvent.scroll(screen.getByText('tile 1').closest('div.flex') as HTMLElement);
    expect(screen.getByText('tile 20')).toBeInTheDocument();
    first.unmount();

    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { value: () => {}, configurable: true });
    row();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('tile 20')).toBeInTheDocument();
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
  });
});

describe('home rows', { timeout: 20_000 }, () => {
  it('shows the favourite heart in the hot and rng rows only', async () => {
    stubApi({
      '/wps/relay/GCSGAME_newGameVendor': {
        data: { lanes: [lane('RNG', [card('PG', 'RNG')]), lane('LIVE', [card('EVO', 'LIVE')])] },
      },
      '/wps/relay/GCSGAME_hotGamesV2': { list: [game(1, { gameName: 'Hot Slot', isHot: true })] },
      '/wps/relay/GCSGAME_getRankList': { list: [] },
      '/wps/relay/GCSGAME_gameList': (url: URL) =>
        pageOf(
          url.searchParams.get('gameType') === 'LIVE'
            ? [game(2, { gameName: 'Live Baccarat', gameType: 'LIVE', vassalage: 'EVO' })]
            : [game(3, { gameName: 'Row Slot' })],
        ),
    });
    renderRoute('/', makePermission());
    const tileOf = async (name: string) =>
      (await screen.findAllByTestId('game-tile')).find((t) => within(t).queryByText(name)) as HTMLElement;
    await screen.findByText('Live Baccarat', undefined, { timeout: 10_000 });
    expect(within(await tileOf('Hot Slot')).getByTestId('favourite-toggle')).toBeInTheDocument();
    expect(within(await tileOf('Row Slot')).getByTestId('favourite-toggle')).toBeInTheDocument();
    expect(within(await tileOf('Live Baccarat')).queryByTestId('favourite-toggle')).not.toBeInTheDocument();
    // One slider row per category, each with a see-more link to its lobby.
    expect(screen.getByTestId('see-more-hot')).toHaveAttribute('href', '/hot');
    expect(screen.getByTestId('see-more-rng')).toHaveAttribute('href', '/rng');
    expect(screen.getByTestId('see-more-live')).toHaveAttribute('href', '/live');
  });
});
