/**
 * The money amounts of the demo brand's VIP levels, referral programme, lucky wheel and big-win
 * reward, in one place. The brand's currency is VND: every amount is in minor units (1/100 VND)
 * and sized as a Vietnamese player reads it (a level is reached with tens of millions, a prize is
 * tens or hundreds of thousands). When defaults move to per-currency tables, this is the table
 * the demo brand's VND column starts from.
 */
const VND = (major: number) => BigInt(major) * 100n;

export interface DemoVipLevel {
  level: number;
  minValidBet: bigint;
  minDeposit: bigint;
  keepValidBet: bigint;
  keepDeposit: bigint;
  upgradeBonus: bigint;
  birthdayBonus: bigint;
  /** Cashback of the level's members on net loss, basis points (the promotion's own rate is 10 %). */
  cashbackBps: number;
}

/** A level from its figures in whole VND; half of each figure keeps the level. */
function vipLevel(
  level: number,
  validBet: number,
  deposit: number,
  upgrade: number,
  birthday: number,
  cashbackBps: number,
): DemoVipLevel {
  return {
    level,
    minValidBet: VND(validBet),
    minDeposit: VND(deposit),
    keepValidBet: VND(validBet / 2),
    keepDeposit: VND(deposit / 2),
    upgradeBonus: VND(upgrade),
    birthdayBonus: VND(birthday),
    cashbackBps,
  };
}

/**
 * Levels 2-10 (level 1 is everyone's and has no rule). Reaching a level takes both figures within
 * one calendar month; half of each keeps it at the month's end. Withdrawal limits are left to the
 * brand: a level limit can only lower them, which would be no benefit next to level 1.
 */
export const DEMO_VIP_LEVELS: readonly DemoVipLevel[] = [
  vipLevel(2, 20_000_000, 2_000_000, 100_000, 100_000, 1_000),
  vipLevel(3, 50_000_000, 5_000_000, 200_000, 200_000, 1_100),
  vipLevel(4, 100_000_000, 10_000_000, 500_000, 300_000, 1_200),
  vipLevel(5, 300_000_000, 30_000_000, 1_500_000, 500_000, 1_300),
  vipLevel(6, 800_000_000, 80_000_000, 3_000_000, 1_000_000, 1_500),
  vipLevel(7, 2_000_000_000, 200_000_000, 8_000_000, 2_000_000, 1_700),
  vipLevel(8, 5_000_000_000, 500_000_000, 18_000_000, 5_000_000, 2_000),
  vipLevel(9, 10_000_000_000, 1_000_000_000, 38_000_000, 8_000_000, 2_200),
  vipLevel(10, 20_000_000_000, 2_000_000_000, 88_000_000, 18_000_000, 2_500),
];

export const DEMO_AMOUNTS = {
  /** Paid to the inviter once the friend's first deposit reaches `firstDeposit`. */
  referral: { reward: VND(100_000), firstDeposit: VND(200_000) },
  /** The lucky wheel's prizes and their chances (weights out of 10,000). */
  wheelPrizes: [
    { amount: VND(10_000), weight: 4_000 },
    { amount: VND(20_000), weight: 3_000 },
    { amount: VND(50_000), weight: 2_000 },
    { amount: VND(100_000), weight: 800 },
    { amount: VND(200_000), weight: 150 },
    { amount: VND(500_000), weight: 50 },
  ],
  /** The big-win reward: a share of a win of at least `minMultiple` times the stake, up to `cap`. */
  bigWin: { minMultiple: 50, percent: 10, cap: VND(2_000_000) },
} as const;
