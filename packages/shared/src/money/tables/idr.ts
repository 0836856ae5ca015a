import type { MoneyDefaults } from '../money-defaults.types.ts';
import { major, majors, vipLadder, WITHDRAW_RISK, wheelPrizes } from './table-kit.ts';

/** Indonesian rupiah: amounts in thousands ("50rb"); about 15,000 rupiah to the dollar. */
export const IDR_DEFAULTS: MoneyDefaults = {
  deposit: {
    min: major(50_000),
    max: major(100_000_000),
    quickPicks: majors([50_000, 100_000, 200_000, 500_000, 1_000_000]),
  },
  withdraw: {
    min: major(100_000),
    max: major(50_000_000),
    quickPicks: majors([100_000, 200_000, 500_000, 1_000_000]),
  },
  inhouse: {
    min: major(1_000),
    max: major(30_000_000),
    defaultStake: major(10_000),
    chips: majors([5_000, 10_000, 50_000, 100_000, 500_000]),
  },
  lottery: { defaultStake: major(5_000), quickPicks: majors([5_000, 10_000, 50_000, 100_000]) },
  bonus: {
    signUp: major(30_000),
    depositMatchMin: major(50_000),
    depositMatchCap: major(3_000_000),
    cashbackCap: major(6_000_000),
  },
  missions: { rewards: majors([5_000, 10_000, 25_000]), turnoverTarget: major(500_000) },
  points: { betPerPoint: major(10_000), convertPoints: 100, convertAmount: major(5_000), minConvert: 100 },
  vip: { levels: vipLadder(15_000) },
  referral: { reward: major(50_000), firstDeposit: major(100_000) },
  wheel: { prizes: wheelPrizes(majors([5_000, 10_000, 25_000, 50_000, 100_000, 300_000])) },
  bigWin: { minMultiple: 50, percent: 10, cap: major(1_500_000) },
  withdrawRisk: WITHDRAW_RISK,
};
