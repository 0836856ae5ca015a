import { NavLink } from 'react-router';
import { useGameCategories } from '@/features/games/games/menu';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useBuildWhere, WIDE_QUERY } from '@/lib/use-media-query';
import { TOP_NAV } from '../categories';

/**
 * The header's category links (§2 Header), for the categories the vendor data returns; shown on
 * wide screens, the side bar covers the rest. Long translations scroll inside the nav instead of
 * running under the header actions.
 */
export function TopNav() {
  const wide = useBuildWhere(WIDE_QUERY);
  // Below `xl` the nav is hidden by its classes; not building it spares a phone's first render.
  return wide ? <CategoryLinks /> : null;
}

function CategoryLinks() {
  const { t } = useTranslation();
  const { topNav } = useGameCategories();
  return (
    <nav
      aria-label={t('nav.games')}
      className="scrollbar-none hidden min-w-0 flex-1 items-center gap-1 overflow-x-auto mask-r-from-90% xl:flex"
    >
      {TOP_NAV.filter((c) => (topNav as readonly string[]).includes(c.code)).map((c) => (
        <NavLink
          key={c.code}
          to={c.path}
          className={({ isActive }) =>
            cn(
              'relative rounded-lg px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition',
              isActive ? 'text-accent' : 'text-muted hover:text-fg',
            )
          }
        >
          {({ isActive }) => (
            <>
              {t(`category.${c.code}`)}
              {isActive ? (
                <span className="absolute inset-x-2.5 bottom-0 h-0.5 rounded-full bg-linear-to-r from-accent to-accent-2" />
              ) : null}
            </>
          )}
        </NavLink>
      ))}
    </nav>
  );
}
