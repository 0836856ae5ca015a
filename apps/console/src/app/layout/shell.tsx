import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { ScreenBoundary } from '../screen-boundary';
import { Header } from './header';
import { SideNav } from './side-nav';

/**
 * The signed-in frame: the menu beside the screen on a desk (1024 px and up); on a tablet it folds
 * into the header's menu button and opens over the screen.
 */
export function Shell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-bg text-fg">
      <Header menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <div className="flex">
        <aside
          id="console-menu"
          className={cn(
            'fixed inset-y-0 top-14 left-0 z-20 w-60 border-r border-line bg-surface lg:sticky lg:block lg:h-[calc(100dvh-3.5rem)]',
            menuOpen ? 'block shadow-2xl' : 'hidden',
          )}
        >
          <SideNav onNavigate={() => setMenuOpen(false)} />
        </aside>
        <main className="min-w-0 flex-1 p-4 lg:p-6">
          <ScreenBoundary key={pathname}>
            <Outlet />
          </ScreenBoundary>
        </main>
      </div>
    </div>
  );
}
