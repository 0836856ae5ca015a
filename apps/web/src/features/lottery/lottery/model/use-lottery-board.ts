import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLoginGate } from '@/features/identity/auth';
import { useSessionStore } from '@/lib/session-store';
import { gameMenusQuery, popularQuery, recentQuery, type TimedMenus } from '../api/menus';
import { useLotteryFavourites } from './favourites';
import { useMenuParams } from './menu-params';
import { refreshDelayMs } from './refresh';
import { ALL_TAB, filterByTab, lotteryTabs } from './tabs';

/** §4 Lottery list type: none shows the tabs and the history panel. */
export type LotteryListType = 'none' | 'hot' | 'fav' | 'recent';

/** The next load of the menus, by the §4 delay formula; false stops the timer. */
export const nextRefresh = (data: TimedMenus | undefined, active: boolean): number | false =>
  active && data ? refreshDelayMs(data.list, data.roundTripMs) : false;

/**
 * State of a lottery block: the tab, the list type and the lists behind them. The full menu
 * refreshes itself on the §4 schedule only while no list type is chosen; choosing one clears the
 * tag and stops that timer (§4), and choosing it again goes back to the tabs.
 */
export function useLotteryBoard(popularCount: number) {
  const params = useMenuParams();
  const token = useSessionStore((s) => s.token);
  const gate = useLoginGate();
  const [tab, setTabState] = useState(ALL_TAB);
  const [listType, setListType] = useState<LotteryListType>('none');
  const favourites = useLotteryFavourites();

  const menus = useQuery({
    ...gameMenusQuery(params),
    refetchInterval: (query) => nextRefresh(query.state.data, listType === 'none'),
  });
  const popular = useQuery({ ...popularQuery(params, popularCount), enabled: listType === 'hot' });
  const recent = useQuery({
    ...recentQuery(params, token),
    enabled: listType === 'recent' && token !== null,
  });

  const tabs = useMemo(() => lotteryTabs(menus.data?.list ?? [], menus.data?.tags), [menus.data]);

  const chooseListType = (next: Exclude<LotteryListType, 'none'>) => {
    if (next === listType) {
      setListType('none');
      return;
    }
    if (next === 'recent' && !gate()) return;
    setTabState(ALL_TAB);
    setListType(next);
  };

  const setTab = (next: string) => {
    setListType('none');
    setTabState(next);
  };

  const source = listType === 'hot' ? popular : listType === 'recent' ? recent : menus;
  const allItems = menus.data?.list ?? [];
  const items =
    listType === 'fav'
      ? allItems.filter(favourites.has)
      : listType === 'none'
        ? filterByTab(allItems, tab)
        : (source.data?.list ?? []);

  return {
    tab,
    setTab,
    tabs,
    listType,
    chooseListType,
    items,
    allItems,
    favourites,
    status:
      source.isPending && source.fetchStatus !== 'idle' ? 'loading' : source.isError ? 'error' : 'ready',
    retry: () => void source.refetch(),
  } as const;
}
