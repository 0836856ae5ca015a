import { BANNER_AUTOPLAY_MS, type Banner, bannersFor, type ContentBannerGroup } from '@pf/shared';
import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotice } from '../api/notice';
import { BannerSlide } from './banner-slide';

const frame = 'aspect-[3/1] w-full overflow-hidden rounded-3xl shadow-card';

// The banners keep their deep colours in both themes: white bullets read on every one of them.
const BULLETS = {
  '--swiper-pagination-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-opacity': '0.45',
  '--swiper-pagination-bottom': '10px',
} as CSSProperties;

const BannerSwiper = lazy(() => import('./banner-swiper'));

/** Without an idle callback (Safari), the carousel starts this soon after the first banner shows. */
const NO_IDLE_DELAY_MS = 200;
/** The longest the carousel waits for an idle moment: well before its first turn (5000 ms). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has had an idle moment since the first banner showed, or at once when the
 * visitor reaches for the carousel. Swiper's code and its set-up (it copies every slide for the
 * loop) then stay out of the tasks that paint the first screen.
 */
function useCarouselStart(): [boolean, () => void] {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = window.setTimeout(start, NO_IDLE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [started]);
  return [started, () => setStarted(true)];
}

/**
 * The slides themselves: one still banner, or a loop autoplaying every 5000 ms (§9) for more. The
 * first banner is a plain image at once; the moving carousel takes over when it has loaded.
 */
export function BannerSlides({ banners, group }: { banners: readonly Banner[]; group: string }) {
  const { t } = useTranslation();
  const moving = banners.length > 1;
  const [started, start] = useCarouselStart();
  const [firstBanner] = banners;
  const still = firstBanner ? <BannerSlide banner={firstBanner} first /> : null;
  return (
    <section
      data-testid="banner-slot"
      aria-label={t('banner.label')}
      aria-roledescription="carousel"
      data-group={group}
      data-autoplay={moving ? BANNER_AUTOPLAY_MS : undefined}
      className={`${frame} bg-surface-2`}
      style={BULLETS}
      onPointerEnter={moving ? start : undefined}
      onTouchStart={moving ? start : undefined}
    >
      {moving && started ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}

/**
 * The route's banner carousel (§2 Layout). While the banners load it holds their space; with
 * none for the group, or when they cannot be read, the designed hero (`fallback`) stands in.
 */
export function BannerCarousel({ group, fallback }: { group: ContentBannerGroup; fallback: ReactNode }) {
  const { t } = useTranslation();
  const notice = useNotice();
  if (notice.isPending) {
    return (
      <div
        role="status"
        aria-label={t('content.bannerLoading')}
        className={`${frame} animate-pulse bg-surface-2`}
      />
    );
  }
  const banners = notice.data ? bannersFor(notice.data.banners, group) : [];
  if (banners.length === 0) return <>{fallback}</>;
  return <BannerSlides banners={banners} group={group} />;
}
