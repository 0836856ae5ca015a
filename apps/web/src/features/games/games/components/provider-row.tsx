import { PROVIDER_AUTOPLAY_MS, type VendorCard } from '@pf/shared';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
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
  'flex h-12 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition';
/** Space between the chips, in pixels (§2: 20 px), as the row's `gap-5`. */
const GAP = 20;

/** Scrolls the row on by one chip, or back to the start once its end is in view (either direction). */
function turn(track: HTMLElement) {
  const backwards = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
  const atEnd = Math.abs(track.scrollLeft) + track.clientWidth >= track.scrollWidth - 1;
  if (atEnd) {
    track.scrollTo({ left: 0, behavior: 'smooth' });
    return;
  }
  const step = ((track.firstElementChild as HTMLElement | null)?.offsetWidth ?? 0) + GAP;
  track.scrollBy({ left: step * backwards, behavior: 'smooth' });
}

/** On home the row turns by itself every 2000 ms (§9) while seen. */
function useTurningRow(turning: boolean) {
  const track = useRef<HTMLDivElement>(null);
  const onCarousel = useAutoplayWhileSeen(turning ? PROVIDER_AUTOPLAY_MS : 0);
  useEffect(() => {
    const el = track.current;
    // The row exists once there are cards, which is also when it starts turning.
    if (el && turning) onCarousel({ el, slideNext: () => turn(el) });
  }, [onCarousel, turning]);
  return track;
}

/**
 * §2 provider logos, 20 px apart, in a row the browser scrolls freely (touch, wheel, keyboard). In
 * a lobby the first chip is 'All'. A carousel library did this before; its set-up was one of the
 * long tasks of a phone's start and its code a quarter of the home page's own.
 */
export function ProviderRow({ cards, selected, onPick, home = false }: ProviderRowProps) {
  const { t } = useTranslation();
  const track = useTurningRow(home && cards.length > 3);
  if (cards.length === 0) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would add form semantics to a carousel of links
    <div data-testid="provider-row" aria-label={t('games.providers')} role="group">
      <div ref={track} className="scrollbar-none flex gap-5 overflow-x-auto overscroll-x-contain">
        {home ? null : (
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
        )}
        {cards.map((card) => {
          const active = selected === card.vassalage;
          return (
            <button
              key={`${card.gameType}-${card.vassalage}`}
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
          );
        })}
      </div>
    </div>
  );
}
