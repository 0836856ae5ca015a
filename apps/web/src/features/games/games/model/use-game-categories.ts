import type { VendorLane } from '@pf/shared';
import { type QueryStatus, useQuery } from '@tanstack/react-query';
import { useLoadedPermission } from '@/features/brand/system';
import { useLanguage } from '@/lib/i18n/use-language';
import { vendorLanesQueryOptions } from '../api/vendors';
import { buildGameCategories, buildTopNav, firstLotteryCard } from './game-categories';

/** The vendor lanes in the language on screen. */
export function useVendorLanes() {
  const { code } = useLanguage();
  return useQuery(vendorLanesQueryOptions(code));
}

type GameCategoriesView = {
  status: QueryStatus;
  categories: ReturnType<typeof buildGameCategories>;
  topNav: ReturnType<typeof buildTopNav>;
  lotteryCard: ReturnType<typeof firstLotteryCard>;
};

/**
 * The last view built, shared by every part that reads it (game menu, category tiles, game rows,
 * top nav): the vendors' answer is split into categories once, not once per part in the render
 * that brings it.
 */
let last: {
  lanes: readonly VendorLane[] | undefined;
  status: GameCategoriesView['status'];
  esports: readonly string[];
  cockfight: readonly string[];
  view: GameCategoriesView;
} | null = null;

/** The game menu, top nav and lottery entry, built from vendor data and the merchant's split. */
export function useGameCategories(): GameCategoriesView {
  const { whitelabel } = useLoadedPermission();
  const { data: lanes, status } = useVendorLanes();
  const esports = whitelabel.esportsVendors;
  const cockfight = whitelabel.cockfightVendors;
  if (
    last !== null &&
    last.lanes === lanes &&
    last.status === status &&
    last.esports === esports &&
    last.cockfight === cockfight
  )
    return last.view;
  const data = lanes ?? [];
  const split = { esportsVendors: esports, cockfightVendors: cockfight };
  const view = {
    status,
    categories: buildGameCategories(data, split),
    topNav: buildTopNav(data, split),
    lotteryCard: firstLotteryCard(data),
  };
  last = { lanes, status, esports, cockfight, view };
  return view;
}
