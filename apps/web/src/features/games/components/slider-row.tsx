import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import { LinkButton } from '@/components/ui/button';
import { Icon, type IconName } from '@/components/ui/icon';

interface SliderRowProps {
  id: string;
  icon: IconName;
  title: string;
  /** Where 'see more' goes; none for rows without a lobby. */
  moreTo?: string;
  slides: readonly { key: string; node: ReactNode }[];
  /** Loading / empty / error content shown instead of the slides. */
  fallback?: ReactNode;
  slideClassName?: string;
}

/** §2 home row: a title, a see-more button and a sideways slider of tiles (§9 spacing 27, auto width). */
export function SliderRow({ id, icon, title, moreTo, slides, fallback, slideClassName }: SliderRowProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const arrow =
    'hidden size-8 place-items-center rounded-lg border border-line text-muted transition hover:border-accent hover:text-fg sm:grid';
  return (
    // Rows below the fold are laid out and painted only when they come near the screen; the
    // intrinsic size keeps the page's height (and the scroll bar) steady meanwhile.
    <section
      data-testid={`home-row-${id}`}
      aria-labelledby={`row-${id}`}
      className="space-y-3 [contain-intrinsic-size:auto_280px] [content-visibility:auto]"
    >
      <div className="flex items-center gap-2">
        <h2 id={`row-${id}`} className="me-auto flex items-center gap-2 text-lg font-bold text-fg">
          <Icon name={icon} className="size-5 text-accent" />
          {title}
        </h2>
        {fallback ? null : (
          <>
            <button
              type="button"
              aria-label={t('games.previous')}
              className={arrow}
              onClick={() => swiper?.slidePrev()}
            >
              <Icon name="chevronLeft" className="size-4" />
            </button>
            <button
              type="button"
              aria-label={t('games.next')}
              className={arrow}
              onClick={() => swiper?.slideNext()}
            >
              <Icon name="chevronRight" className="size-4" />
            </button>
          </>
        )}
        {moreTo ? (
          <LinkButton to={moreTo} variant="outline" size="sm" data-testid={`see-more-${id}`}>
            {t('games.seeMore')}
            {/* Names the row for screen readers and search engines: ten links all saying "see more" tell them nothing. */}
            <span className="sr-only"> {title}</span>
          </LinkButton>
        ) : null}
      </div>
      {fallback ?? (
        <Swiper modules={[FreeMode]} freeMode spaceBetween={27} slidesPerView="auto" onSwiper={setSwiper}>
          {slides.map((s) => (
            <SwiperSlide key={s.key} className={slideClassName ?? '!w-32 sm:!w-40'}>
              {s.node}
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </section>
  );
}
