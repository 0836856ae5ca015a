import { BANNER_AUTOPLAY_MS, type Banner, type ContentBannerGroup } from '@pf/shared';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useNotice } from '../api/notice';

const frame = 'aspect-[3/1] w-full overflow-hidden rounded-3xl shadow-card';

// The banners keep their deep colours in both themes: white bullets read on every one of them.
const BULLETS = {
  '--swiper-pagination-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-color': '#ffffff',
  '--swiper-pagination-bullet-inactive-opacity': '0.45',
  '--swiper-pagination-bottom': '10px',
} as CSSProperties;

/** The banners of a route group; the help page prefers its optional w_help group (§2 Layout). */
export function bannersFor(all: readonly Banner[], group: ContentBannerGroup): Banner[] {
  if (group === 'help') {
    const help = all.filter((b) => b.groupName === 'w_help');
    if (help.length > 0) return help;
  }
  return all.filter((b) => b.groupName === group);
}

function Slide({ banner }: { banner: Banner }) {
  const image = (
    <img src={banner.url} alt={banner.title} className="size-full object-cover" draggable={false} />
  );
  if (banner.linkageType === 1 && banner.link) {
    return (
      <Link to={banner.link} className="block size-full">
        {image}
      </Link>
    );
  }
  if (banner.linkageType === 2 && banner.link) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer" className="block size-full">
        {image}
      </a>
    );
  }
  return image;
}

/** The slides themselves: one still banner, or a loop autoplaying every 5000 ms (§9) for more. */
export function BannerSlides({ banners, group }: { banners: readonly Banner[]; group: string }) {
  const { t } = useTranslation();
  const moving = banners.length > 1;
  return (
    <section
      data-testid="banner-slot"
      aria-label={t('banner.label')}
      aria-roledescription="carousel"
      data-group={group}
      data-autoplay={moving ? BANNER_AUTOPLAY_MS : undefined}
      className={`${frame} bg-surface-2`}
      style={BULLETS}
    >
      <Swiper
        modules={[Autoplay, Pagination]}
        loop={moving}
        autoplay={
          moving ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        pagination={moving ? { clickable: true } : false}
        className="size-full"
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.bannerId} aria-roledescription="slide">
            <Slide banner={banner} />
          </SwiperSlide>
        ))}
      </Swiper>
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
