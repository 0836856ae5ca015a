import type { MoneyDefaults } from '../money-defaults.types.ts';
import { major, majors, vipLadder, WITHDRAW_RISK, wheelPrizes } from './table-kit.ts';

/** Chinese yuan: about 7 to the dollar; top-ups from 50 yuan. */
export const CNY_DEFAULTS: MoneyDefaults = {
  deposit: { min: major(50), max: major(50_000), quickPicks: majors([50, 100, 500, 1_000]) },
  withdraw: { min: major(100), max: major(50_000), quickPicks: majors([100, 500, 1_000, 5_000]) },
  inhouse: {
    min: major(1),
    max: major(20_000),
    defaultStake: major(10),
    chips: majors([5, 10, 50, 100, 500]),
  },
  lottery: { defaultStake: major(2), quickPicks: majors([2, 10, 50, 100]) },
  bonus: {
    signUp: major(18),
    depositMatchMin: major(50),
    depositMatchCap: major(2_000),
    cashbackCap: major(3_000),
  },
  missions: { rewards: majors([2, 5, 10]), turnoverTarget: major(300) },
  points: { betPerPoint: major(10), convertPoints: 100, convertAmount: major(5), minConvert: 100 },
  vip: { levels: vipLadder(7) },
  referral: { reward: major(30), firstDeposit: major(50) },
  wheel: { prizes: wheelPrizes(majors([2, 5, 10, 20, 50, 100])) },
  bigWin: { minMultiple: 50, percent: 10, cap: major(800) },
  withdrawRisk: WITHDRAW_RISK,
};
