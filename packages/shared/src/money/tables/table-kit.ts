import type { VipLevelAmounts } from '../money-defaults.types.ts';

/** Whole units of the currency in minor units; tables are written as a market reads them. */
export const major = (whole: number): bigint => BigInt(whole) * 100n;
export const majors = (wholes: number[]): bigint[] => wholes.map(major);

/**
 * Levels 2-10 as [valid bet, deposit, upgrade bonus, birthday bonus] in steps of a currency's
 * `step` (about a US dollar's worth, rounded to what the market counts in), with the cashback
 * rate of each level. Reaching a level takes both figures within one calendar month; half of each
 * keeps it.
 */
const LADDER: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [800, 80, 4, 4, 1_000],
  [2_000, 200, 8, 8, 1_100],
  [4_000, 400, 20, 12, 1_200],
  [12_000, 1_200, 60, 20, 1_300],
  [32_000, 3_200, 120, 40, 1_500],
  [80_000, 8_000, 320, 80, 1_700],
  [200_000, 20_000, 720, 200, 2_000],
  [400_000, 40_000, 1_520, 320, 2_200],
  [800_000, 80_000, 3_520, 720, 2_500],
];

export function vipLadder(step: number): VipLevelAmounts[] {
  return LADDER.map(([validBet, deposit, upgrade, birthday, cashbackBps], i) => ({
    level: i + 2,
    minValidBet: major(validBet * step),
    minDeposit: major(deposit * step),
    keepValidBet: major((validBet * step) / 2),
    keepDeposit: major((deposit * step) / 2),
    upgradeBonus: major(upgrade * step),
    birthdayBonus: major(birthday * step),
    cashbackBps,
  }));
}

/** The wheel's chances, the same in every currency; the prizes are each currency's. */
export const WHEEL_WEIGHTS = [4_000, 3_000, 2_000, 800, 150, 50] as const;

export function wheelPrizes(amounts: bigint[]) {
  return amounts.map((amount, i) => ({ amount, weight: WHEEL_WEIGHTS[i] ?? 0 }));
}

/**
 * The withdrawal queue's turnover flag (docs/withdrawal-risk.md): a member whose settled stakes since
 * their last paid withdrawal are below this many times their deposits of the period is flagged. One
 * turn of the money deposited is the usual floor in every market, so the tables share it.
 */
export const WITHDRAW_RISK = { turnoverMultiple: 1 };
