import type { AmountRange, MoneyDefaults } from './money-defaults.types.ts';

const ascending = (list: readonly bigint[]) => list.every((v, i) => i === 0 || v > (list[i - 1] ?? 0n));
const within = (list: readonly bigint[], min: bigint, max: bigint) => list.every((v) => v >= min && v <= max);

function rangeProblems(name: string, r: AmountRange): string[] {
  const out: string[] = [];
  if (r.min <= 0n || r.min >= r.max)
    out.push(`${name}: the minimum must be above zero and below the maximum`);
  if (!ascending(r.quickPicks) || !within(r.quickPicks, r.min, r.max)) {
    out.push(`${name}: quick picks must rise and lie between the minimum and the maximum`);
  }
  return out;
}

/**
 * What is wrong with a set of money settings, in words staff can act on; empty when the amounts
 * keep their order (a minimum below its maximum, lists rising and within their limits).
 */
export function moneyProblems(m: MoneyDefaults): string[] {
  const out = [...rangeProblems('deposit', m.deposit), ...rangeProblems('withdraw', m.withdraw)];
  const { inhouse, lottery, bonus, missions, points, vip } = m;
  if (inhouse.min <= 0n || inhouse.min >= inhouse.max) {
    out.push('inhouse: the minimum stake must be above zero and below the maximum');
  }
  if (inhouse.min % 20n !== 0n) out.push('inhouse: the minimum stake must split into 20 slot lines');
  if (inhouse.defaultStake < inhouse.min || inhouse.defaultStake > inhouse.max) {
    out.push('inhouse: the default stake must lie between the minimum and the maximum');
  }
  // A chip may be below the minimum: on the tables the minimum applies to the bets' total.
  if (!ascending(inhouse.chips) || !within(inhouse.chips, 1n, inhouse.max)) {
    out.push('inhouse: chips must be above zero, rise and stay within the maximum stake');
  }
  if (
    lottery.defaultStake <= 0n ||
    !ascending(lottery.quickPicks) ||
    lottery.quickPicks.some((v) => v <= 0n)
  ) {
    out.push('lottery: the default stake must be above zero and quick picks must rise');
  }
  if (bonus.signUp <= 0n || bonus.depositMatchMin <= 0n || bonus.depositMatchCap < bonus.depositMatchMin) {
    out.push('bonus: amounts must be above zero and the match cap at least its minimum deposit');
  }
  if (
    !ascending(missions.rewards) ||
    missions.rewards.some((v) => v <= 0n) ||
    missions.turnoverTarget <= 0n
  ) {
    out.push('missions: rewards must be above zero and rise');
  }
  if (points.betPerPoint <= 0n || points.convertAmount <= 0n) out.push('points: amounts must be above zero');
  const levelsRise = vip.levels.every((l, i) => {
    const below = vip.levels[i - 1];
    return (
      l.level === i + 2 &&
      l.keepValidBet <= l.minValidBet &&
      l.keepDeposit <= l.minDeposit &&
      (!below || (l.minValidBet >= below.minValidBet && l.minDeposit >= below.minDeposit))
    );
  });
  if (!levelsRise)
    out.push('vip: levels must run 2, 3, … with thresholds that never fall and keep figures below them');
  if (m.wheel.prizes.some((p) => p.amount <= 0n)) out.push('wheel: every prize must be above zero');
  if (m.referral.reward <= 0n || m.bigWin.cap <= 0n)
    out.push('referral and big win: amounts must be above zero');
  return out;
}
