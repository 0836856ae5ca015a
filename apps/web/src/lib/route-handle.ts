import type { BannerGroup } from '@pf/shared';
import { useMatches } from 'react-router';
import type { IconName } from '@/components/ui/icon';
import type en from '@/locales/en.json';

export type PageKey = keyof (typeof en)['page'];

/** What each route tells the shell about itself: its title, icon, banner group, shown query. */
export interface RouteHandle {
  page: PageKey;
  icon: IconName;
  /** §2 Layout: the banner group for this route; null shows no banner. */
  banner: BannerGroup | null;
  /** Query parameters the page is driven by (e.g. gameCode), echoed on placeholders. */
  query?: readonly string[];
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'page' in value;
}

/** The deepest matched route's handle: the page being shown. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
