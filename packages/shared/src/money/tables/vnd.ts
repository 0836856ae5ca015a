import type { MoneyDefaults } from '../money-defaults.types.ts';
import { major, majors, vipLadder, WITHDRAW_RISK, wheelPrizes } from './table-kit.ts';

/** Vietnamese dong: players count in thousands (a "k" is 1,000 dong); 25,000 dong is about a dollar. */
export const VND_DEFAULTS: MoneyDefaults = {
  deposit: {
    min: major(50_000),
    max: major(500_000_000),
    quickPicks: majors([100_000, 200_000, 500_000, 1_000_000, 5_000_000]),
  },
  withdraw: {
    min: major(100_000),
    max: major(100_000_000),
    quickPicks: majors([200_000, 500_000, 1_000_000, 5_000_000]),
  },
  // The in-house games' stakes are those the platform took before its amounts were per currency.
  inhouse: {
    min: major(100),
    max: major(1_000_000),
    defaultStake: major(10_000),
    chips: majors([5_000, 10_000, 50_000, 100_000, 500_000]),
  },
  lottery: { defaultStake: major(10_000), quickPicks: majors([10_000, 50_000, 100_000, 500_000]) },
  bonus: {
    signUp: major(50_000),
    depositMatchMin: major(100_000),
    depositMatchCap: major(5_000_000),
    cashbackCap: major(10_000_000),
  },
  missions: { rewards: majors([10_000, 20_000, 50_000]), turnoverTarget: major(1_000_000) },
  points: { betPerPoint: major(1_000), convertPoints: 100, convertAmount: major(500), minConvert: 100 },
  vip: { levels: vipLadder(25_000) },
  referral: { reward: major(100_000), firstDeposit: major(200_000) },
  wheel: { prizes: wheelPrizes(majors([10_000, 20_000, 50_000, 100_000, 200_000, 500_000])) },
  bigWin: { minMultiple: 50, percent: 10, cap: major(2_000_000) },
  withdrawRisk: WITHDRAW_RISK,
};
