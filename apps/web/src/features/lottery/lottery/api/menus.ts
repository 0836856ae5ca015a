import type { ContractResponse } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { lotteryKeys } from '@/features/lottery/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import { drawTimeMs } from '../model/refresh';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §3 lottery menu item, as the menu contracts answer it. */
export type LotteryMenuItem = ContractResponse<Calls['lottery.menus']>['list'][number];

/** A menu answer with what the countdowns need: when it arrived and how long the trip took. */
export interface TimedMenus {
  tags: string[];
  list: LotteryMenuItem[];
  receivedAt: number;
  roundTripMs: number;
}

async function timed(call: () => Promise<{ tags?: string[]; list: LotteryMenuItem[] }>) {
  const started = Date.now();
  const value = await call();
  const receivedAt = Date.now();
  const roundTripMs = receivedAt - started;
  // fewinTime is the draw time on this screen's clock (§3, §4), computed once per answer.
  const list = value.list.map((item) => ({ ...item, fewinTime: drawTimeMs(item, receivedAt, roundTripMs) }));
  return { tags: value.tags ?? [], list, receivedAt, roundTripMs } satisfies TimedMenus;
}

export interface MenuParams {
  prizeMode: string;
  device: 'WEB' | 'H5';
  language: string;
}

/** §7 /lgw/games/game_menus: every lottery game of the merchant (Vietnamese, fast and keno). */
export const gameMenusQuery = (p: MenuParams) =>
  queryOptions({
    queryKey: lotteryKeys.menus(p),
    queryFn: ({ signal }) => timed(() => callApi('lottery.menus', { query: { ...p }, signal })),
  });

/** §7 /lgw/games/popular: the hot list (20 on home, 100 in the lobby). */
export const popularQuery = (p: MenuParams, count: number) =>
  queryOptions({
    queryKey: lotteryKeys.popular(p, count),
    queryFn: ({ signal }) => timed(() => callApi('lottery.popular', { query: { ...p, count }, signal })),
  });

/** §7 /lgw/vn/games/game_menu/recent (token): games the member bet on, 100 at most (§9). */
export const recentQuery = (p: MenuParams, token: string | null) =>
  memberQueryOptions(token, lotteryKeys.recent(p, token), (signal) =>
    timed(() =>
      callApi('lottery.recent', {
        query: { prizeMode: p.prizeMode, device: p.device, recentCount: 100 },
        signal,
      }),
    ),
  );
