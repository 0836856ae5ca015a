import { type MoneyDefaults, moneyFromWire } from '@pf/shared';
import { useMemo } from 'react';
import { useLoadedPermission } from '../api/permission';

/**
 * The brand's amounts (quick picks, default stakes, chips, limits) in minor units: its currency's
 * defaults with the brand's overrides, as the permission call sent them.
 */
export function useBrandMoney(): MoneyDefaults {
  const { money } = useLoadedPermission().whitelabel;
  return useMemo(() => moneyFromWire(money), [money]);
}
