import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function Carousel({ swiper }: { swiper: Parameters<ReturnType<typeof useAutoplayWhileSeen>>[0] }) {
  const onSwiper = useAutoplayWhileSeen();
  useEffect(() => onSwiper(swiper), [onSwiper, swiper]);
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

describe('useAutoplayWhileSeen', () => {
  it('stops the autoplay while the carousel is out of sight and starts it when it comes into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const el = document.createElement('div');
    const autoplay = { start: vi.fn(), stop: vi.fn() };
    const { unmount } = render(<Carousel swiper={{ el, autoplay }} />);
    const observer = FakeObserver.last as FakeObserver;
    expect(observer.observed).toEqual([el]);

    act(() => observer.callback([{ isIntersecting: false }]));
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    expect(autoplay.start).not.toHaveBeenCalled();

    act(() => observer.callback([{ isIntersecting: true }]));
    expect(autoplay.start).toHaveBeenCalledTimes(1);

    unmount();
    expect(observer.disconnected).toBe(true);
  });

  it('leaves a carousel without autoplay alone', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Carousel swiper={{ el: document.createElement('div') }} />);
    expect(FakeObserver.last).toBeUndefined();
  });
});
