import type { MoneyDefaults } from '../money-defaults.types.ts';
import { major, majors, vipLadder, WITHDRAW_RISK, wheelPrizes } from './table-kit.ts';

/** US dollar, and the table of any currency without one of its own. */
export const USD_DEFAULTS: MoneyDefaults = {
  deposit: { min: major(10), max: major(10_000), quickPicks: majors([10, 20, 50, 100, 500]) },
  withdraw: { min: major(20), max: major(5_000), quickPicks: majors([20, 50, 100, 500]) },
  // Twenty cents: a slot's total stake splits into 20 line bets of whole cents.
  inhouse: { min: 20n, max: major(2_000), defaultStake: major(1), chips: [50n, ...majors([1, 5, 10, 50])] },
  lottery: { defaultStake: major(1), quickPicks: majors([1, 2, 5, 10]) },
  bonus: {
    signUp: major(2),
    depositMatchMin: major(10),
    depositMatchCap: major(200),
    cashbackCap: major(400),
  },
  missions: { rewards: [50n, ...majors([1, 2])], turnoverTarget: major(40) },
  points: { betPerPoint: major(1), convertPoints: 100, convertAmount: 50n, minConvert: 100 },
  vip: { levels: vipLadder(1) },
  referral: { reward: major(5), firstDeposit: major(10) },
  wheel: { prizes: wheelPrizes([50n, ...majors([1, 2, 5, 10, 20])]) },
  bigWin: { minMultiple: 50, percent: 10, cap: major(100) },
  withdrawRisk: WITHDRAW_RISK,
};
