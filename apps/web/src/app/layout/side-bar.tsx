import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { useLoadedPermission } from '@/features/brand/system';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUiStore } from '@/lib/ui-store';
import { DESKTOP_QUERY, useBuildWhere } from '@/lib/use-media-query';
import { SideBarNav } from './side-bar-nav';

/**
 * One element, two shapes: a fixed column under the header from `lg` up (mini or full), and an
 * off-canvas drawer below it. Rendering it once keeps a single `side-bar` for tests and a11y.
 */
export function SideBar({ mini }: { mini: boolean }) {
  const { t } = useTranslation();
  const { whitelabel } = useLoadedPermission();
  const drawerOpen = useUiStore((s) => s.drawerOpen);
  const setDrawerOpen = useUiStore((s) => s.setDrawerOpen);
  const { pathname } = useLocation();
  const desktop = useBuildWhere(DESKTOP_QUERY);
  // A closed drawer is invisible: its entries are built the first time it opens (or on a wide
  // screen, where it is a column), not in a phone's first render. Once built they stay.
  const built = useRef(false);
  if (desktop || drawerOpen) built.current = true;

  // Navigating from the drawer should reveal the page, not leave the drawer over it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change on purpose
  useEffect(() => setDrawerOpen(false), [pathname, setDrawerOpen]);

  // While the drawer is open the page behind it must not scroll, and Escape closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, setDrawerOpen]);

  return (
    <>
      {/* The closed overlay still covers a phone's screen (transparent): its blur is set only while
          the drawer is open, so the page is not blurred behind it on every frame for nothing. */}
      <div
        aria-hidden="true"
        onClick={() => setDrawerOpen(false)}
        className={cn(
          'fixed inset-0 z-40 bg-black/60 transition-opacity lg:hidden',
          drawerOpen ? 'opacity-100 backdrop-blur-sm' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        data-testid="side-bar"
        data-mini={mini}
        aria-label={t('nav.menu')}
        className={cn(
          'fixed bottom-0 start-0 z-50 flex w-[280px] flex-col border-e border-line bg-bg-2 transition-[transform,visibility,width] duration-300',
          'top-0 lg:top-16 lg:z-30 lg:visible lg:translate-x-0',
          mini ? 'lg:w-[76px]' : 'lg:w-[248px]',
          drawerOpen ? 'visible translate-x-0' : 'invisible -translate-x-full rtl:max-lg:translate-x-full',
        )}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4 lg:hidden">
          <BrandMark name={whitelabel.name} logoUrl={whitelabel.logoUrl} />
          <button
            type="button"
            onClick={() => setDrawerOpen(false)}
            aria-label={t('nav.closeMenu')}
            className="grid size-9 place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="min-h-0 flex-1">{built.current ? <SideBarNav mini={mini} /> : null}</div>
      </aside>
    </>
  );
}
