/**
 * The amounts a brand shows or accepts by default, all in minor units (1/100 of the currency, §9)
 * but for the counts and rates kept as plain numbers (weights, basis points, multiples, points).
 * One table of this shape per currency (./tables); a brand's overrides merge over its currency's.
 */
export interface AmountRange {
  min: bigint;
  max: bigint;
  /** The amounts offered as one-tap buttons, ascending, each within min and max. */
  quickPicks: bigint[];
}

export interface VipLevelAmounts {
  level: number;
  minValidBet: bigint;
  minDeposit: bigint;
  keepValidBet: bigint;
  keepDeposit: bigint;
  upgradeBonus: bigint;
  birthdayBonus: bigint;
  /** Cashback of the level's members on net loss, basis points. */
  cashbackBps: number;
}

export interface MoneyDefaults {
  deposit: AmountRange;
  withdraw: AmountRange;
  /** In-house games (slot, dice, mines, limbo, plinko, roulette, baccarat) and crash. */
  inhouse: { min: bigint; max: bigint; defaultStake: bigint; chips: bigint[] };
  /** The lottery and keno stake box. */
  lottery: { defaultStake: bigint; quickPicks: bigint[] };
  bonus: { signUp: bigint; depositMatchMin: bigint; depositMatchCap: bigint; cashbackCap: bigint };
  /** Mission rewards from the smallest mission to the largest, and a turnover mission's target. */
  missions: { rewards: bigint[]; turnoverTarget: bigint };
  /** Valid bet that earns one point, and `convertPoints` points paid as `convertAmount`. */
  points: { betPerPoint: bigint; convertPoints: number; convertAmount: bigint; minConvert: number };
  /** Levels 2-10 (level 1 is everyone's). */
  vip: { levels: VipLevelAmounts[] };
  referral: { reward: bigint; firstDeposit: bigint };
  /** The lucky wheel's prizes and their chances (weights out of 10,000). */
  wheel: { prizes: Array<{ amount: bigint; weight: number }> };
  /** A share (`percent`) of a win of at least `minMultiple` times the stake, up to `cap`. */
  bigWin: { minMultiple: number; percent: number; cap: bigint };
  /** A pending withdrawal is flagged when turnover since the last paid one is below this × deposits. */
  withdrawRisk: { turnoverMultiple: number };
}

/** The currencies with a table of their own; any other falls back to USD's. */
export const MONEY_CURRENCIES = ['VND', 'PHP', 'THB', 'IDR', 'CNY', 'USD'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];
