import type { GameItem } from '@pf/shared';
import { memo } from 'react';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ART, GameImage } from './game-image';

interface GameTileProps {
  game: GameItem;
  /** Whether this place shows the favourite heart at all (§2 heart rules). */
  heart: boolean;
  favourite: boolean;
  launching?: boolean;
  onPlay: (game: GameItem) => void;
  onToggleFavourite?: (game: GameItem, favourite: boolean) => void;
  className?: string;
}

/**
 * §2 tile: image, vendor name, a play-now button and, where the rules allow, a favourite heart.
 * Memoized: a grid re-renders for each start-up answer (favourites, a launch starting), and a tile
 * whose game and state are unchanged skips it. Callers pass handlers that keep their identity.
 */
export const GameTile = memo(function GameTile({
  game,
  heart,
  favourite,
  launching,
  onPlay,
  onToggleFavourite,
  className,
}: GameTileProps) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="game-tile"
      data-game-id={game.gameId}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition hover:-translate-y-0.5 hover:border-accent/60',
        className,
      )}
    >
      <div className="relative aspect-square overflow-hidden">
        <GameImage
          src={game.iconUrl}
          alt={game.gameName}
          size={ART.game}
          className="size-full transition duration-300 group-hover:scale-105"
        />
        <div className="absolute top-2 start-2 flex gap-1">
          {game.isHot ? (
            <span className="rounded-md bg-rose-600 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
              {t('games.badge.hot')}
            </span>
          ) : null}
          {game.isNew ? (
            <span className="rounded-md bg-emerald-700 px-1.5 py-0.5 text-[10px] font-bold text-white uppercase">
              {t('games.badge.new')}
            </span>
          ) : null}
        </div>
        {heart ? (
          // Above the hover play overlay that follows it, which otherwise takes the heart's clicks.
          <button
            type="button"
            data-testid="favourite-toggle"
            aria-pressed={favourite}
            aria-label={
              favourite
                ? t('games.unfavourite', { name: game.gameName })
                : t('games.favourite', { name: game.gameName })
            }
            onClick={() => onToggleFavourite?.(game, favourite)}
            className={cn(
              'absolute top-2 end-2 z-10 grid size-8 place-items-center rounded-full backdrop-blur transition',
              favourite ? 'bg-rose-500 text-white' : 'bg-black/40 text-white hover:bg-black/60',
            )}
          >
            <Icon name="heart" className={cn('size-4', favourite ? 'fill-current' : '')} />
          </button>
        ) : null}
        {game.maintenance ? (
          <div
            data-testid="game-maintenance"
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/60 p-2 text-center text-xs font-semibold text-white"
          >
            <span>{t('games.underMaintenance')}</span>
            {game.maintenanceMessage ? (
              <span className="line-clamp-3 font-normal">{game.maintenanceMessage}</span>
            ) : null}
          </div>
        ) : (
          <div className="absolute inset-0 hidden place-items-center bg-black/45 opacity-0 transition group-hover:opacity-100 group-focus-within:opacity-100 sm:grid">
            <button
              type="button"
              tabIndex={-1}
              aria-hidden="true"
              onClick={() => onPlay(game)}
              className="grid size-14 place-items-center rounded-full bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow"
            >
              {launching ? <Spinner className="size-6" /> : <Icon name="play" className="size-6" />}
            </button>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-2.5">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold text-fg" title={game.gameName}>
            {game.gameName}
          </h3>
          <p className="truncate text-xs text-muted">{game.vendorName}</p>
        </div>
        {/* A closed game still asks the server, which answers with games to play instead (§8). */}
        <button
          type="button"
          data-testid="play-now"
          disabled={launching}
          onClick={() => onPlay(game)}
          className="mt-auto inline-flex h-8 items-center justify-center gap-1.5 rounded-lg bg-surface-2 text-xs font-semibold text-fg transition hover:bg-linear-to-r hover:from-accent hover:to-accent-2 hover:text-accent-fg disabled:opacity-50"
        >
          {launching ? (
            <Spinner className="size-3.5" />
          ) : (
            <Icon name={game.maintenance ? 'gamepad' : 'play'} className="size-3.5" />
          )}
          {game.maintenance ? t('games.otherGames') : t('games.playNow')}
        </button>
      </div>
    </article>
  );
});
