import { BANNER_AUTOPLAY_MS, type Banner } from '@pf/shared';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { useAutoplayWhileSeen } from '@/lib/use-autoplay-while-seen';
import { BannerSlide } from './banner-slide';

/**
 * The moving carousel: a loop autoplaying every 5000 ms (§9). A chunk of its own, with Swiper and
 * its styles, loaded after the first banner is on screen (see banner-carousel.tsx).
 */
export default function BannerSwiper({ banners }: { banners: readonly Banner[] }) {
  const onSwiper = useAutoplayWhileSeen(BANNER_AUTOPLAY_MS, { pauseOnHover: true });
  return (
    <Swiper
      modules={[Pagination]}
      loop
      pagination={{ clickable: true }}
      onSwiper={onSwiper}
      className="size-full"
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId} aria-roledescription="slide">
          <BannerSlide banner={banner} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
