import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLoadedPermission } from '@/features/system';
import { useLanguage } from '@/lib/i18n/use-language';
import { vendorLanesQueryOptions } from '../api/vendors';
import { buildGameCategories, buildTopNav, firstLotteryCard } from './game-categories';

/** The vendor lanes in the language on screen. */
export function useVendorLanes() {
  const { code } = useLanguage();
  return useQuery(vendorLanesQueryOptions(code));
}

/** The game menu, top nav and lottery entry, built from vendor data and the merchant's split. */
export function useGameCategories() {
  const { whitelabel } = useLoadedPermission();
  const lanes = useVendorLanes();
  return useMemo(() => {
    const data = lanes.data ?? [];
    const split = {
      esportsVendors: whitelabel.esportsVendors,
      cockfightVendors: whitelabel.cockfightVendors,
    };
    return {
      status: lanes.status,
      categories: buildGameCategories(data, split),
      topNav: buildTopNav(data, split),
      lotteryCard: firstLotteryCard(data),
    };
  }, [lanes.data, lanes.status, whitelabel.esportsVendors, whitelabel.cockfightVendors]);
}
