import type { MoneyDefaults } from '@pf/shared';
import { partSlot, valueSlot } from '@/lib/slot';

// What the wallet's pages show of the areas above money; the shell fills them (app/slots).

/** On the withdrawal page: the active bonus a withdrawal now would forfeit (rewards). */
export const WithdrawBonusNotice = partSlot<Record<never, never>>('WithdrawBonusNotice');

/** Where a withdrawal account needs the member's real name first: identity verification (identity). */
export const RealNameNotice = partSlot<Record<never, never>>('RealNameNotice');

/** The brand's amounts (quick picks) in minor units, as the brand's settings give them (brand). */
export const brandMoney = valueSlot<() => MoneyDefaults>('brandMoney');

/** The brand's amounts through their slot: a hook, called where hooks may be. */
export function useBrandMoney(): MoneyDefaults {
  return brandMoney.get()();
}
