import type { MoneyDefaults } from '../money-defaults.types.ts';
import { major, majors, vipLadder, WITHDRAW_RISK, wheelPrizes } from './table-kit.ts';

/** Thai baht: about 35 to the dollar; top-ups in hundreds (100, 300, 500). */
export const THB_DEFAULTS: MoneyDefaults = {
  deposit: { min: major(100), max: major(500_000), quickPicks: majors([100, 300, 500, 1_000, 5_000]) },
  withdraw: { min: major(300), max: major(200_000), quickPicks: majors([300, 500, 1_000, 5_000]) },
  inhouse: {
    min: major(5),
    max: major(100_000),
    defaultStake: major(50),
    chips: majors([10, 50, 100, 500, 1_000]),
  },
  lottery: { defaultStake: major(10), quickPicks: majors([10, 20, 50, 100]) },
  bonus: {
    signUp: major(100),
    depositMatchMin: major(300),
    depositMatchCap: major(10_000),
    cashbackCap: major(15_000),
  },
  missions: { rewards: majors([20, 50, 100]), turnoverTarget: major(1_000) },
  points: { betPerPoint: major(10), convertPoints: 100, convertAmount: major(5), minConvert: 100 },
  vip: { levels: vipLadder(30) },
  referral: { reward: major(200), firstDeposit: major(500) },
  wheel: { prizes: wheelPrizes(majors([10, 20, 50, 100, 300, 500])) },
  bigWin: { minMultiple: 50, percent: 10, cap: major(3_000) },
  withdrawRisk: WITHDRAW_RISK,
};
