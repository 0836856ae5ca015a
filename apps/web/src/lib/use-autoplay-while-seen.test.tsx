import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoplayWhileSeen } from './use-autoplay-while-seen';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

/** A stand-in for the browser's observer: the test says when the carousel comes into view. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: Callback) {
    FakeObserver.last = this;
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** A carousel as Swiper exposes it: turning emits 'slideChange' at once, as Swiper does. */
function fakeSwiper() {
  const handlers = new Set<() => void>();
  const swiper = {
    el: document.createElement('div'),
    turns: 0,
    slideNext: vi.fn(() => {
      swiper.turns += 1;
      for (const h of handlers) h();
    }),
    on: (_: 'slideChange', h: () => void) => handlers.add(h),
    off: (_: 'slideChange', h: () => void) => handlers.delete(h),
    swipe: () => {
      for (const h of handlers) h();
    },
  };
  return swiper;
}

function Carousel({
  swiper,
  delay,
  pauseOnHover,
}: {
  swiper: ReturnType<typeof fakeSwiper>;
  delay: number;
  pauseOnHover?: boolean;
}) {
  const onSwiper = useAutoplayWhileSeen(delay, { pauseOnHover: pauseOnHover ?? false });
  useEffect(() => onSwiper(swiper), [onSwiper, swiper]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useAutoplayWhileSeen', () => {
  it('turns the carousel every delay only while it is on screen', () => {
    const swiper = fakeSwiper();
    const { unmount } = render(<Carousel swiper={swiper} delay={2000} />);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([swiper.el]);

    act(() => vi.advanceTimersByTime(10_000));
    expect(swiper.turns).toBe(0);

    act(() => observer.callback([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(4_100));
    expect(swiper.turns).toBe(2);

    act(() => observer.callback([{ isIntersecting: false }]));
    act(() => vi.advanceTimersByTime(10_000));
    expect(swiper.turns).toBe(2);

    unmount();
    expect(observer.disconnected).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits a whole delay again after a swipe, and pauses while a pointer rests on it', () => {
    const swiper = fakeSwiper();
    render(<Carousel swiper={swiper} delay={5000} pauseOnHover />);
    act(() => (FakeObserver.last as FakeObserver).callback([{ isIntersecting: true }]));
    act(() => vi.advanceTimersByTime(4_000));
    act(() => swiper.swipe());
    act(() => vi.advanceTimersByTime(4_000));
    expect(swiper.turns).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(swiper.turns).toBe(1);

    act(() => swiper.el.dispatchEvent(new MouseEvent('mouseenter')));
    act(() => vi.advanceTimersByTime(20_000));
    expect(swiper.turns).toBe(1);
    act(() => swiper.el.dispatchEvent(new MouseEvent('mouseleave')));
    act(() => vi.advanceTimersByTime(5_000));
    expect(swiper.turns).toBe(2);
  });

  it('never turns a carousel given no delay, and keeps no timer for it', () => {
    const swiper = fakeSwiper();
    render(<Carousel swiper={swiper} delay={0} />);
    expect(FakeObserver.last).toBeUndefined();
    act(() => vi.advanceTimersByTime(20_000));
    expect(swiper.turns).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});
