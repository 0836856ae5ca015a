import { BANNER_AUTOPLAY_MS, type Banner } from '@pf/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAutoplayWhileSeen } from '@/lib/use-autoplay-while-seen';
import { BannerSlide } from './banner-slide';

/** The slide the track shows: scroll positions are negative right to left, hence the absolute. */
function shownIndex(track: HTMLElement): number {
  return track.clientWidth > 0 ? Math.round(Math.abs(track.scrollLeft) / track.clientWidth) : 0;
}

/** Brings slide `index` into the track; the browser's snap points settle it. */
function scrollToSlide(track: HTMLElement, index: number) {
  const first = track.children[0] as HTMLElement | undefined;
  const target = track.children[index] as HTMLElement | undefined;
  if (!first || !target) return;
  track.scrollTo({ left: target.offsetLeft - first.offsetLeft, behavior: 'smooth' });
}

/** How long before the first turn the other banners start loading. */
const LATER_LEAD_MS = 1500;

/**
 * False until the row is about to turn or the visitor reaches for it. The banners after the first
 * are drawn only then: each is a picture the phone fetches and decodes (an SVG banner is a
 * document of its own, ~30 ms), which the first screen does not need.
 */
function useLaterSlides(): [boolean, () => void] {
  const [later, setLater] = useState(false);
  useEffect(() => {
    if (later) return;
    const timer = setTimeout(() => setLater(true), BANNER_AUTOPLAY_MS - LATER_LEAD_MS);
    return () => clearTimeout(timer);
  }, [later]);
  return [later, useCallback(() => setLater(true), [])];
}

/**
 * Several banners in a row the browser scrolls itself (snap points, touch swipes, right to left),
 * turning every 5000 ms (§9) while seen, back to the first after the last, with one dot per banner.
 *
 * It replaced a carousel library whose set-up (measuring every slide, copying them for its loop)
 * was one of the longest tasks of a phone's start; this has nothing to set up, so the banners are
 * drawn with the first screen.
 */
export function BannerScroller({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const turned = useRef(new Set<() => void>());
  const onCarousel = useAutoplayWhileSeen(BANNER_AUTOPLAY_MS, { pauseOnHover: true });
  const [later, loadLater] = useLaterSlides();

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    onCarousel({
      el: track,
      slideNext: () => scrollToSlide(track, (shownIndex(track) + 1) % banners.length),
      on: (_event, handler) => turned.current.add(handler),
      off: (_event, handler) => turned.current.delete(handler),
    });
  }, [onCarousel, banners.length]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    // A new track starts at its first slide; reading its scroll here would force a layout in the
    // middle of the start.
    let last = 0;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const index = shownIndex(track);
        if (index === last) return;
        last = index;
        setShown(index);
        // A swipe or a dot restarts the wait before the next turn.
        for (const handler of turned.current) handler();
      });
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    // Reaching for the row (a touch, a pointer, a tab into it) draws the banners it may move to.
    const reach = ['pointerdown', 'touchstart', 'focusin'] as const;
    for (const type of reach) track.addEventListener(type, loadLater, { passive: true });
    return () => {
      track.removeEventListener('scroll', onScroll);
      for (const type of reach) track.removeEventListener(type, loadLater);
      cancelAnimationFrame(frame);
    };
  }, [loadLater]);

  return (
    <div className="relative size-full">
      <div
        ref={trackRef}
        data-testid="banner-track"
        className="scrollbar-none flex size-full snap-x snap-mandatory overflow-x-auto overscroll-x-contain"
      >
        {banners.map((banner, index) => (
          <div key={banner.bannerId} className="size-full shrink-0 snap-start snap-always">
            {(index === 0 || later) && <BannerSlide banner={banner} first={index === 0} />}
          </div>
        ))}
      </div>
      <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
        {banners.map((banner, index) => (
          <button
            key={banner.bannerId}
            type="button"
            aria-label={t('banner.goTo', { n: index + 1, count: banners.length })}
            aria-current={index === shown}
            onClick={() => {
              loadLater();
              if (trackRef.current) scrollToSlide(trackRef.current, index);
            }}
            className="grid size-6 place-items-center"
          >
            <span
              className={`block h-2 rounded-full bg-white transition-all ${index === shown ? 'w-5' : 'w-2 opacity-45'}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
