import { memo } from 'react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useATaskLater } from '@/lib/use-a-task-later';
import { type GameMenuEntry, useGameMenu } from '../model/use-game-menu';

interface Entry {
  key: string;
  /** A route, or null for an entry that acts (the lottery entry launches its vendor). */
  to: string | null;
  onClick?: () => void;
  icon: IconName;
  label: string;
}

const chip =
  'flex h-11 items-center gap-2 rounded-xl border px-4 text-sm font-semibold whitespace-nowrap transition';
const idle = 'border-line bg-surface text-muted hover:border-accent hover:text-fg';

/**
 * §2 Game menu: Home, Hot, Favourites, the game categories that have vendors, Promotions. On phones
 * it scrolls sideways as one row of chips; wider screens show it the same way, just with more visible.
 */
export function GameMenu() {
  const { entries: categories } = useGameMenu();
  // Home's category tiles draw from the same answer: the chips follow a task later (on the menu's
  // first render too, when the answer came first), so the two are two short tasks on a phone instead
  // of one long one. The row's height does not change with them.
  const key = categories.map((c) => c.code).join();
  const ready = useATaskLater(key, '') === key;
  return <MenuChips categories={ready ? categories : NO_CATEGORIES} />;
}

const NO_CATEGORIES: readonly GameMenuEntry[] = [];

const MenuChips = memo(function MenuChips({ categories }: { categories: readonly GameMenuEntry[] }) {
  const { t } = useTranslation();
  const entries: Entry[] = [
    { key: 'home', to: '/', icon: 'home', label: t('nav.home') },
    { key: 'hot', to: '/hot', icon: 'fire', label: t('nav.hot') },
    { key: 'fav', to: '/fav', icon: 'heart', label: t('nav.fav') },
    ...categories.map((c) => ({
      key: c.code,
      to: c.to,
      onClick: c.onClick,
      icon: c.icon,
      label: t(`category.${c.code}`),
    })),
    { key: 'promotions', to: '/promotions', icon: 'gift', label: t('nav.promotions') },
  ];
  return (
    <nav data-testid="game-menu" aria-label={t('nav.games')} className="-mx-3 sm:mx-0">
      <ul className="scrollbar-none flex gap-2 overflow-x-auto px-3 pt-1 pb-3 mask-r-from-92% sm:px-0">
        {entries.map((e) => (
          <li key={e.key} data-testid={`game-menu-${e.key}`}>
            {e.to === null ? (
              <button type="button" onClick={e.onClick} className={cn(chip, idle)}>
                <Icon name={e.icon} className="size-4" />
                {e.label}
              </button>
            ) : (
              <NavLink
                to={e.to}
                end
                className={({ isActive }) =>
                  cn(
                    chip,
                    isActive
                      ? 'border-transparent bg-linear-to-r from-accent to-accent-2 text-accent-fg shadow-glow'
                      : idle,
                  )
                }
              >
                <Icon name={e.icon} className="size-4" />
                {e.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
