import { useEffect, useState } from 'react';

/** The part of a Swiper instance this hook drives. */
interface TurningSwiper {
  el?: HTMLElement | undefined;
  destroyed?: boolean;
  slideNext(): unknown;
  on?(event: 'slideChange', handler: () => void): unknown;
  off?(event: 'slideChange', handler: () => void): unknown;
}

/**
 * Turns a carousel every `delayMs` (0: never), only while it is on screen, the page is visible and,
 * with `pauseOnHover`, no pointer rests on it. Pass the returned function as Swiper's `onSwiper`.
 *
 * One timer instead of Swiper's autoplay module: that module keeps an animation-frame loop running
 * for as long as the autoplay runs (to report the time left), so a page with a carousel never fell
 * quiet and a phone's main thread stayed busy for the whole visit. A looping carousel also re-lays
 * out its slides on every turn, which out of sight shows nothing. Any slide change, a swipe
 * included, starts the wait again. Without IntersectionObserver the carousel counts as seen.
 */
export function useAutoplayWhileSeen(
  delayMs: number,
  opts: { pauseOnHover?: boolean } = {},
): (swiper: TurningSwiper) => void {
  const [swiper, setSwiper] = useState<TurningSwiper | null>(null);
  const pauseOnHover = opts.pauseOnHover ?? false;
  useEffect(() => {
    const el = swiper?.el;
    if (!swiper || !el || delayMs <= 0) return;
    let seen = typeof IntersectionObserver === 'undefined';
    let hovered = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const running = () => seen && !hovered && document.visibilityState !== 'hidden';
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (!running()) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (swiper.destroyed) return;
        swiper.slideNext();
        // A loop at its end may not report a change: keep turning regardless.
        if (timer === undefined) schedule();
      }, delayMs);
    };
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            seen = entries.some((e) => e.isIntersecting);
            schedule();
          });
    observer?.observe(el);
    const enter = () => {
      hovered = true;
      schedule();
    };
    const leave = () => {
      hovered = false;
      schedule();
    };
    if (pauseOnHover) {
      el.addEventListener('mouseenter', enter);
      el.addEventListener('mouseleave', leave);
    }
    document.addEventListener('visibilitychange', schedule);
    swiper.on?.('slideChange', schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
      el.removeEventListener('mouseenter', enter);
      el.removeEventListener('mouseleave', leave);
      document.removeEventListener('visibilitychange', schedule);
      swiper.off?.('slideChange', schedule);
    };
  }, [swiper, delayMs, pauseOnHover]);
  return setSwiper;
}
