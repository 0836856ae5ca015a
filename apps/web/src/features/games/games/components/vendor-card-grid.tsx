import type { VendorCard } from '@pf/shared';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ART, GameImage } from './game-image';

/**
 * Vendor cards as large artwork tiles: the sports, esports and cockfight lobbies (each card is one
 * game) and the provider list. The click is §4 Game click for a vendor.
 */
export function VendorCardGrid({
  cards,
  onPick,
  pending,
}: {
  cards: readonly VendorCard[];
  onPick: (card: VendorCard) => void;
  pending?: number | null;
}) {
  const { t } = useTranslation();
  return (
    <ul data-testid="vendor-cards" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <li key={`${card.gameType}-${card.vassalage}`}>
          <button
            type="button"
            data-testid={`vendor-card-${card.vassalage}`}
            onClick={() => onPick(card)}
            // A single-game card under maintenance still asks the server, which suggests other games.
            disabled={card.maintenance && card.isGame !== 'GAME'}
            className="group relative block w-full overflow-hidden rounded-2xl border border-line bg-surface text-start shadow-card transition hover:-translate-y-0.5 hover:border-accent/60 disabled:opacity-60"
          >
            <GameImage src={card.lagerIcon} alt="" size={ART.vendorWide} className="aspect-[16/7] w-full" />
            <div className="flex items-center gap-3 p-3">
              <GameImage
                src={card.iconUrl}
                alt=""
                size={ART.vendor}
                className="size-10 shrink-0 rounded-xl"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-bold text-fg">{card.displayName}</p>
                <p className="truncate text-xs text-muted">
                  {card.maintenance ? t('games.underMaintenance') : t(`category.${card.gameType}`)}
                </p>
              </div>
              <span className="inline-flex h-9 items-center gap-1.5 rounded-xl bg-linear-to-r from-accent to-accent-2 px-3 text-xs font-semibold text-accent-fg">
                {pending === card.nodeId ? (
                  <Spinner className="size-3.5" />
                ) : (
                  <Icon name="play" className="size-3.5" />
                )}
                {card.isGame !== 'GAME'
                  ? t('games.enter')
                  : card.maintenance
                    ? t('games.otherGames')
                    : t('games.playNow')}
              </span>
            </div>
          </button>
        </li>
      ))}
    </ul>
  );
}
