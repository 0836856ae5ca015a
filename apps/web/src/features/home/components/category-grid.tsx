import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_CATEGORIES } from '@/app/categories';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

/** Home's doorway into every lobby: one bold tile per game category. */
export function CategoryGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="explore-title" className="space-y-3">
      <h2 id="explore-title" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="sparkles" className="size-5 text-accent" />
        {t('home.explore')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {GAME_CATEGORIES.map((c) => (
          <li key={c.code}>
            <Link
              to={c.path}
              data-testid={`category-tile-${c.code}`}
              className={cn(
                'group relative flex h-32 flex-col justify-between overflow-hidden rounded-2xl bg-linear-to-br p-4 text-white shadow-card transition hover:-translate-y-0.5 hover:shadow-glow sm:h-36',
                c.tone,
              )}
            >
              <Icon
                name={c.icon}
                className="absolute -right-4 -bottom-4 size-28 rotate-12 opacity-25 transition group-hover:scale-110 group-hover:opacity-35"
              />
              <span className="grid size-10 place-items-center rounded-xl bg-white/20 backdrop-blur">
                <Icon name={c.icon} className="size-5" />
              </span>
              <span className="relative">
                <span className="block text-base leading-tight font-extrabold drop-shadow">
                  {t(`category.${c.code}`)}
                </span>
                <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-white/85">
                  {t('home.play')}
                  <Icon name="chevronRight" className="size-3.5 transition group-hover:translate-x-0.5" />
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
