import { BANNER_AUTOPLAY_MS, type Banner, bannersFor, type ContentBannerGroup } from '@pf/shared';
import { type ReactNode, useEffect } from 'react';
import { ShellBannerImage } from '@/components/ui/shell-banner-image';
import { useTranslation } from '@/lib/i18n/use-translation';
import { releaseShellBanner, shellBanner } from '@/lib/shell-banner';
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
 * The route's banner carousel (§2 Layout). While the banners load it holds their space (with the
 * picture the server drew into the page, when it drew this group's); with
 * none for the group, or when they cannot be read, the designed hero (`fallback`) stands in.
 */
export function BannerCarousel({ group, fallback }: { group: ContentBannerGroup; fallback: ReactNode }) {
  const { t } = useTranslation();
  const query = useBanners();
  const banners = query.data ? bannersFor(query.data, group) : [];
  const shell = shellBanner();
  const mine = shell?.group === group ? shell : null;
  // The server's copy goes when this place will not draw its picture: another group, or none.
  const drawsShell = mine !== null && (query.isPending || banners.length > 0);
  useEffect(() => {
    if (!drawsShell) releaseShellBanner();
  }, [drawsShell]);
  if (query.isPending) {
    // The picture the server drew into the page for this group stays while the list is on its way.
    return (
      <div
        role="status"
        aria-label={t('content.bannerLoading')}
        className={mine ? `${frame} bg-surface-2` : `${frame} animate-pulse bg-surface-2`}
      >
        {mine ? <ShellBannerImage url={mine.url} className="size-full object-cover" /> : null}
      </div>
    );
  }
  if (banners.length === 0) return <>{fallback}</>;
  return <BannerSlides banners={banners} group={group} />;
}
