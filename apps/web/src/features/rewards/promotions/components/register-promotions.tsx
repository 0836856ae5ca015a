import { formatMinor, PROMO_AUTOPLAY_MS } from '@pf/shared';
import { Link } from 'react-router';
import { Swiper, SwiperSlide } from 'swiper/react';
import { SizedImage } from '@/components/ui/sized-image';
import { useTranslation } from '@/lib/i18n/use-translation';
import 'swiper/css';
import { Icon } from '@/components/ui/icon';
import { useBrandMoney, useLoadedPermission } from '@/features/brand/system';
import { useAutoplayWhileSeen } from '@/lib/use-autoplay-while-seen';
import { usePromotions } from '../api/promotions';
import { promoDetailPath } from '../model/paths';

/** §3 Promotion (id, category) with what a slide shows. */
export interface RegisterPromotion {
  id: number;
  category: string;
  title: string;
  imageUrl?: string;
}

function Slide({ promotion }: { promotion: RegisterPromotion }) {
  return (
    <Link
      to={promoDetailPath(promotion.id)}
      className="relative block h-full overflow-hidden rounded-2xl bg-surface-2"
    >
      {promotion.imageUrl ? (
        <SizedImage
          src={promotion.imageUrl}
          // The form's side panel on a desktop, the page's width on a phone.
          widths={[480, 768]}
          sizes="(min-width: 1024px) 420px, 100vw"
          alt=""
          className="size-full object-cover"
        />
      ) : null}
      <p className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent p-4 text-sm font-bold text-white">
        {promotion.title}
      </p>
    </Link>
  );
}

/**
 * §2 registration promo, beside the registration form: 'new_player' promotions, one slide per view,
 * autoplay every 5000 ms when there is more than one. With none yet, a designed card keeps the
 * slot from looking broken.
 */
export function RegisterPromotions() {
  const promotions: readonly RegisterPromotion[] = usePromotions('new_player').data?.list ?? [];
  const { t } = useTranslation();
  const { currency } = useLoadedPermission().whitelabel;
  const title = t('register.promoTitle', {
    amount: `${formatMinor(useBrandMoney().bonus.signUp)} ${currency}`,
  });
  const slides = promotions.filter((p) => p.category === 'new_player');
  const onSwiper = useAutoplayWhileSeen(slides.length > 1 ? PROMO_AUTOPLAY_MS : 0);
  return (
    <section
      data-testid="register-promo"
      data-count={slides.length}
      aria-label={title}
      className="relative isolate overflow-hidden rounded-3xl bg-linear-to-br from-violet-600 via-indigo-800 to-slate-900 p-6 text-white shadow-card"
    >
      <div className="absolute -top-16 -end-10 -z-10 size-56 rounded-full bg-accent opacity-30 blur-3xl" />
      <div className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_1px_1px,#ffffff1f_1px,transparent_0)] bg-size-[20px_20px] opacity-60" />
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-[11px] font-bold tracking-widest uppercase">
        <Icon name="gift" className="size-3.5" />
        {t('register.promoBadge')}
      </span>
      <h2 className="mt-3 text-xl leading-snug font-black">{title}</h2>
      <div className="mt-4 aspect-[16/9]">
        {slides.length === 0 ? (
          <div className="grid size-full place-items-center rounded-2xl border border-dashed border-white/25 bg-white/5 p-4 text-center">
            <div>
              <Icon name="sparkles" className="mx-auto size-8 text-accent" />
              <p className="mt-2 text-sm text-white/80">{t('register.promoEmpty')}</p>
            </div>
          </div>
        ) : (
          <Swiper slidesPerView={1} loop={slides.length > 1} onSwiper={onSwiper} className="size-full">
            {slides.map((promotion) => (
              <SwiperSlide key={promotion.id}>
                <Slide promotion={promotion} />
              </SwiperSlide>
            ))}
          </Swiper>
        )}
      </div>
    </section>
  );
}
