import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { BuildLater } from '@/components/ui/build-later';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { MessagesButton } from '@/features/content/messages';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUiStore } from '@/lib/ui-store';
import { SMALL_UP_QUERY, useBuildWhere } from '@/lib/use-media-query';
import { AuthButtons } from './auth-buttons';
import { CsMenu } from './cs-menu';
import { ThemeToggle } from './theme-toggle';
import { TopNav } from './top-nav';

/** Fixed top bar: menu control, logo, category nav, theme, customer service, sign-in (§2 Header). */
export function Header({ forcedMini }: { forcedMini: boolean }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const mini = useUiStore((s) => s.sideBarMini);
  const toggleMini = useUiStore((s) => s.toggleMini);
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  // Below `sm` the header has no room for the customer-service menu: a phone does not build it.
  const roomy = useBuildWhere(SMALL_UP_QUERY);
  const iconButton =
    'grid size-10 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-fg';

  return (
    <header
      data-testid="header"
      className="fixed inset-x-0 top-0 z-40 h-16 border-b border-line bg-bg/85 backdrop-blur-xl"
    >
      <div className="flex h-full items-center gap-2 px-3 sm:gap-3 sm:px-4">
        <button
          type="button"
          onClick={() => setDrawerOpen(true)}
          aria-label={t('nav.openMenu')}
          className={cn(iconButton, 'lg:hidden')}
        >
          <Icon name="menu" />
        </button>
        <button
          type="button"
          data-testid="side-bar-toggle"
          onClick={toggleMini}
          disabled={forcedMini}
          aria-label={mini || forcedMini ? t('nav.expand') : t('nav.collapse')}
          className={cn(iconButton, 'hidden disabled:opacity-40 lg:grid')}
        >
          <Icon name={mini || forcedMini ? 'chevronRight' : 'chevronLeft'} />
        </button>
        {/* The emblem never gives way: on a phone the balance beside it truncates instead. */}
        <Link to="/" className="flex shrink-0 items-center lg:w-[200px]" aria-label={whitelabel.name}>
          <BrandMark name={whitelabel.name} logoUrl={whitelabel.logoUrl} nameFromSm />
        </Link>
        <TopNav />
        {/* The end of the bar comes a task after the rest of the frame, where nothing else moves
            for it: the frame's first render is the longest task of the start on a phone. */}
        <BuildLater>
          <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
            <ThemeToggle />
            <MessagesButton />
            {roomy ? <CsMenu /> : null}
            <AuthButtons />
          </div>
        </BuildLater>
      </div>
    </header>
  );
}
