import type { GameItem } from '@pf/shared';
import { memo } from 'react';
import type { IconName } from '@/components/ui/icon';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showsHeart } from '../model/heart-rule';
import { useTileActions } from '../model/use-tile-actions';
import { GameTile } from './game-tile';
import { SliderRow } from './slider-row';

/** Stable keys for the eight loading placeholders, which have no identity of their own. */
const PLACEHOLDER_KEYS = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];

interface HomeGameRowProps {
  id: string;
  icon: IconName;
  title: string;
  moreTo?: string;
  games: readonly GameItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
}

/** A home slider row of game tiles with its loading, empty and error lines. */
/**
 * Skips the parent's re-renders (each start-up answer of home re-renders the game blocks): a row
 * re-renders when its own games, status or favourites change.
 */
export const HomeGameRow = memo(function HomeGameRow({
  id,
  icon,
  title,
  moreTo,
  games,
  status,
  error,
}: HomeGameRowProps) {
  const { t } = useTranslation();
  const { favourites, pending, onPlay, onToggleFavourite } = useTileActions();

  let fallback = null;
  if (status === 'pending' && !games) {
    fallback = (
      <div role="status" aria-label={t('games.loading')} className="flex gap-[27px] overflow-hidden">
        {PLACEHOLDER_KEYS.map((key) => (
          <div
            key={key}
            className="aspect-[3/4] w-32 shrink-0 animate-pulse rounded-2xl bg-surface-2 sm:w-40"
          />
        ))}
      </div>
    );
  } else if (status === 'error' && !games) {
    fallback = (
      <p className="rounded-xl border border-line bg-surface px-4 py-6 text-sm text-muted">
        {errorText(t, error)}
      </p>
    );
  } else if (!games || games.length === 0) {
    fallback = (
      <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
        {t('games.empty')}
      </p>
    );
  }

  return (
    <SliderRow
      id={id}
      icon={icon}
      title={title}
      moreTo={moreTo}
      fallback={fallback}
      slides={(games ?? []).map((game) => ({
        key: `${game.vassalage}-${game.gameId}`,
        node: (
          <GameTile
            game={game}
            heart={showsHeart({ on: 'home', row: id }, game.gameType)}
            favourite={favourites.has(game.nodeId)}
            launching={pending === game.nodeId}
            onPlay={onPlay}
            onToggleFavourite={onToggleFavourite}
          />
        ),
      }))}
    />
  );
});
