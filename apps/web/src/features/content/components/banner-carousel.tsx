import { BANNER_AUTOPLAY_MS, type Banner, bannersFor, type ContentBannerGroup } from '@pf/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useBanners } from '../api/notice';
import { BannerScroller } from './banner-scroller';
import { BannerSlide } from './banner-slide';

const frame = 'aspect-[3/1] w-full overflow-hidden rounded-3xl shadow-card';

/** The slides themselves: one still banner, or a row turning every 5000 ms (§9) for more. */
export function BannerSlides({ banners, group }: { banners: readonly Banner[]; group: string }) {
  const { t } = useTranslation();
  const moving = banners.length > 1;
  const [firstBanner] = banners;
  return (
    <section
      data-testid="banner-slot"
      aria-label={t('banner.label')}
      aria-roledescription="carousel"
      data-group={group}
      data-autoplay={moving ? BANNER_AUTOPLAY_MS : undefined}
      className={`${frame} bg-surface-2`}
    >
      {moving ? (
        <BannerScroller banners={banners} />
      ) : firstBanner ? (
        <BannerSlide banner={firstBanner} first />
      ) : null}
    </section>
  );
}

/**
 * The route's banner carousel (§2 Layout). While the banners load it holds their space; with
 * none for the group, or when they cannot be read, the designed hero (`fallback`) stands in.
 */
export function BannerCarousel({ group, fallback }: { group: ContentBannerGroup; fallback: ReactNode }) {
  const { t } = useTranslation();
  const query = useBanners();
  if (query.isPending) {
    return (
      <div
        role="status"
        aria-label={t('content.bannerLoading')}
        className={`${frame} animate-pulse bg-surface-2`}
      />
    );
  }
  const banners = query.data ? bannersFor(query.data, group) : [];
  if (banners.length === 0) return <>{fallback}</>;
  return <BannerSlides banners={banners} group={group} />;
}
