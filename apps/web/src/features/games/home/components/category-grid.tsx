import { Link } from 'react-router';
import { BuildLater } from '@/components/ui/build-later';
import { Icon } from '@/components/ui/icon';
import { type GameMenuEntry, useGameMenu } from '@/features/games/games';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

const tile =
  'group relative flex h-32 w-full flex-col justify-between overflow-hidden rounded-2xl bg-linear-to-br p-4 text-start text-white shadow-card transition hover:-translate-y-0.5 hover:shadow-glow sm:h-36';

/** Home's doorway into every lobby: one bold tile per game category that has vendors. */
export function CategoryGrid() {
  const { t } = useTranslation();
  const { entries, status } = useGameMenu();
  if (status === 'pending') {
    return (
      <div
        role="status"
        aria-label={t('home.explore')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
      >
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="h-32 animate-pulse rounded-2xl bg-surface-2 sm:h-36" />
        ))}
      </div>
    );
  }
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="explore-title" className="space-y-3">
      <h2 id="explore-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="sparkles" className="size-5 text-accent" />
        {t('home.explore')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {entries.map((c) => (
          <li key={c.code}>
            {c.to === null ? (
              <button
                type="button"
                onClick={c.onClick}
                data-testid={`category-tile-${c.code}`}
                className={cn(tile, c.tone)}
              >
                <LaterTileBody entry={c} />
              </button>
            ) : (
              <Link to={c.to} data-testid={`category-tile-${c.code}`} className={cn(tile, c.tone)}>
                <LaterTileBody entry={c} />
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The tiles' boxes have a fixed height: their insides (three icons and two lines each) are drawn a
 * task after them, the first time in a page view. The tiles come with the game list's answer,
 * whose render on a phone is otherwise one long task.
 */
function LaterTileBody({ entry }: { entry: GameMenuEntry }) {
  return (
    <BuildLater id={`category-tile-${entry.code}`}>
      <TileBody entry={entry} />
    </BuildLater>
  );
}

/**
 * The chip and the name sit on a plain gradient: no backdrop blur and a text shadow rather than a
 * drop-shadow filter, which would make each of the ten tiles an effect of its own to paint.
 */
function TileBody({ entry }: { entry: GameMenuEntry }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon
        name={entry.icon}
        className="absolute -end-4 -bottom-4 size-28 rotate-12 opacity-25 transition group-hover:scale-110 group-hover:opacity-35"
      />
      <span className="grid size-10 place-items-center rounded-xl bg-white/20">
        <Icon name={entry.icon} className="size-5" />
      </span>
      <span className="relative">
        <span className="block text-base leading-tight font-extrabold text-shadow-sm">
          {t(`category.${entry.code}`)}
        </span>
        <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-white/85">
          {t('home.play')}
          <Icon
            name="chevronRight"
            className="size-3.5 transition group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
          />
        </span>
      </span>
    </>
  );
}
