import { currencyDefaults, type MoneyDefaults } from '@pf/shared';

/** The demo brand's currency: its amounts are this currency's default table. */
export const DEMO_CURRENCY = 'VND';

/**
 * The demo brand's amounts (VIP levels, referral, wheel, big win, bonuses, missions, points): the
 * default table of its currency, VND (packages/shared money tables), so the seeded rules are sized
 * as the brand's players count.
 */
export const DEMO_MONEY: MoneyDefaults = currencyDefaults(DEMO_CURRENCY);

export const DEMO_VIP_LEVELS = DEMO_MONEY.vip.levels;

export const DEMO_AMOUNTS = {
  /** Paid to the inviter once the friend's first deposit reaches `firstDeposit`. */
  referral: DEMO_MONEY.referral,
  /** The lucky wheel's prizes and their chances (weights out of 10,000). */
  wheelPrizes: DEMO_MONEY.wheel.prizes,
  /** The big-win reward: a share of a win of at least `minMultiple` times the stake, up to `cap`. */
  bigWin: DEMO_MONEY.bigWin,
};
