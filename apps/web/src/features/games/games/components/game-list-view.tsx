import type { GameItem } from '@pf/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { IconName } from '@/components/ui/icon';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useStagedCount } from '@/lib/use-staged-count';
import { showsHeart, type TilePlace } from '../model/heart-rule';
import { useTileActions } from '../model/use-tile-actions';
import { GameTile } from './game-tile';

interface GameListViewProps {
  games: readonly GameItem[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  place: TilePlace;
  /** Skeleton tiles while the first page loads. */
  skeletons?: number;
  empty?: { icon: IconName; title: string; message?: string; action?: ReactNode };
  footer?: ReactNode;
}

/** Tiles drawn per task: a phone's first screen of a lobby (four rows of three) in the first. */
const TILES_PER_TASK = 12;

export const GRID =
  'grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-7';

/** A grid of game tiles with its designed loading, empty and error states. */
export function GameListView({
  games,
  status,
  error,
  onRetry,
  place,
  skeletons = 14,
  empty,
  footer,
}: GameListViewProps) {
  const { t } = useTranslation();
  const { favourites, pending, onPlay, onToggleFavourite } = useTileActions();
  const drawn = useStagedCount(games?.length ?? 0, TILES_PER_TASK);

  if (status === 'pending' && !games) {
    return (
      <div role="status" aria-label={t('games.loading')} data-testid="games-loading" className={GRID}>
        {Array.from({ length: skeletons }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="aspect-[3/4] animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (status === 'error' && !games) {
    return (
      <EmptyState
        testId="games-error"
        icon="alert"
        title={t('games.loadFailed')}
        message={errorText(t, error)}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('games.retry')}
            </Button>
          ) : null
        }
        className="rounded-2xl border border-line bg-surface"
      />
    );
  }
  if (!games || games.length === 0) {
    return (
      <EmptyState
        testId="games-empty"
        icon={empty?.icon ?? 'gamepad'}
        title={empty?.title ?? t('games.empty')}
        message={empty?.message ?? t('games.emptyHint')}
        action={empty?.action}
        className="rounded-2xl border border-dashed border-line bg-surface/50"
      />
    );
  }
  return (
    <div className="space-y-4">
      <div data-testid="game-grid" className={GRID}>
        {games.slice(0, drawn).map((game) => (
          <GameTile
            key={`${game.vassalage}-${game.gameId}`}
            game={game}
            heart={showsHeart(place, game.gameType)}
            favourite={favourites.has(game.nodeId)}
            launching={pending === game.nodeId}
            onPlay={onPlay}
            onToggleFavourite={onToggleFavourite}
          />
        ))}
      </div>
      {/* Below the whole grid only: a load-more sentinel under a part of it would fetch early. */}
      {drawn === games.length ? footer : null}
    </div>
  );
}
