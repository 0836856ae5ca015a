import { PROVIDER_AUTOPLAY_MS, type VendorCard } from '@pf/shared';
import { useTranslation } from 'react-i18next';
import { FreeMode } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/free-mode';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useAutoplayWhileSeen } from '@/lib/use-autoplay-while-seen';
import { ART, GameImage } from './game-image';

interface ProviderRowProps {
  cards: readonly VendorCard[];
  /** The vendor filter in force; null is 'all'. */
  selected: string | null;
  onPick: (card: VendorCard | null) => void;
  /** §9: on home the carousel loops and autoplays (2000 ms); lobbies keep it still. */
  home?: boolean;
}

const chip =
  'flex h-12 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition';

/** §2 provider logos (free-mode carousel, 20px apart). In a lobby the first chip is 'All'. */
export function ProviderRow({ cards, selected, onPick, home = false }: ProviderRowProps) {
  const { t } = useTranslation();
  const loop = home && cards.length > 3;
  const onSwiper = useAutoplayWhileSeen(loop ? PROVIDER_AUTOPLAY_MS : 0);
  if (cards.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add form semantics to a carousel of links
    <div data-testid="provider-row" aria-label={t('games.providers')} role="group">
      <Swiper
        modules={[FreeMode]}
        freeMode
        spaceBetween={20}
        slidesPerView="auto"
        loop={loop}
        onSwiper={onSwiper}
      >
        {home ? null : (
          <SwiperSlide className="!w-auto">
            <button
              type="button"
              data-testid="provider-all"
              aria-pressed={selected === null}
              onClick={() => onPick(null)}
              className={cn(
                chip,
                selected === null
                  ? 'border-accent bg-accent/15 text-fg'
                  : 'border-line bg-surface text-muted hover:border-accent hover:text-fg',
              )}
            >
              <Icon name="grid" className="size-5" />
              {t('games.allProviders')}
            </button>
          </SwiperSlide>
        )}
        {cards.map((card) => {
          const active = selected === card.vassalage;
          return (
            <SwiperSlide key={`${card.gameType}-${card.vassalage}`} className="!w-auto">
              <button
                type="button"
                data-testid={`provider-${card.vassalage}`}
                aria-pressed={home ? undefined : active}
                onClick={() => onPick(card)}
                title={card.displayName}
                className={cn(
                  chip,
                  active
                    ? 'border-accent bg-accent/15 text-fg'
                    : 'border-line bg-surface text-muted hover:border-accent hover:text-fg',
                )}
              >
                <GameImage src={card.iconUrl} alt="" size={ART.vendor} className="size-8 rounded-lg" />
                <span className="max-w-36 truncate">{card.displayName}</span>
                {card.maintenance ? <Icon name="alert" className="size-4 text-danger" /> : null}
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </div>
  );
}
