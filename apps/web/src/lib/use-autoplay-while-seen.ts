import { useEffect, useState } from 'react';

/** The part of a Swiper instance this hook drives. */
interface AutoplaySwiper {
  el: HTMLElement;
  autoplay?: { start(): unknown; stop(): unknown } | undefined;
}

/**
 * Runs a carousel's autoplay only while the carousel is on screen. A looping carousel re-lays out
 * its slides on every turn: turning out of sight costs the phone that work every two seconds and
 * shows nothing. Pass the returned function as Swiper's `onSwiper`. Without IntersectionObserver
 * the autoplay runs as configured.
 */
export function useAutoplayWhileSeen(): (swiper: AutoplaySwiper) => void {
  const [swiper, setSwiper] = useState<AutoplaySwiper | null>(null);
  useEffect(() => {
    const autoplay = swiper?.autoplay;
    if (!swiper || !autoplay || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.some((e) => e.isIntersecting);
      if (seen) autoplay.start();
      else autoplay.stop();
    });
    observer.observe(swiper.el);
    return () => observer.disconnect();
  }, [swiper]);
  return setSwiper;
}
