import { formatMinorPlain, type ReportFigures } from '@pf/shared';
import type { BetSums, MoneySums } from './reports.repository.ts';

const NO_BETS = { bets: 0n, stake: 0n, payout: 0n };
const NO_MONEY: Omit<MoneySums, 'day'> = {
  deposits: 0n,
  depositCount: 0n,
  firstDeposits: 0n,
  withdrawals: 0n,
  withdrawalCount: 0n,
  registrations: 0n,
  bonuses: 0n,
  adjustments: 0n,
};

/** The dashboard's figures from the bet and money sums of a day or a range. */
export function reportFigures(
  bets: Omit<BetSums, 'key'> = NO_BETS,
  money: Omit<MoneySums, 'day'> = NO_MONEY,
  activePlayers = 0,
): ReportFigures {
  const ggr = bets.stake - bets.payout;
  return {
    stake: formatMinorPlain(bets.stake),
    payout: formatMinorPlain(bets.payout),
    ggr: formatMinorPlain(ggr),
    bonuses: formatMinorPlain(money.bonuses),
    adjustments: formatMinorPlain(money.adjustments),
    // A manual credit costs the brand as a bonus does; a manual debit wins some of it back.
    ngr: formatMinorPlain(ggr - money.bonuses - money.adjustments),
    bets: Number(bets.bets),
    deposits: formatMinorPlain(money.deposits),
    depositCount: Number(money.depositCount),
    firstDeposits: Number(money.firstDeposits),
    withdrawals: formatMinorPlain(money.withdrawals),
    withdrawalCount: Number(money.withdrawalCount),
    registrations: Number(money.registrations),
    activePlayers,
  };
}

/** Sums of several days' money figures. */
export function addMoney(days: readonly Omit<MoneySums, 'day'>[]): Omit<MoneySums, 'day'> {
  const total = { ...NO_MONEY };
  for (const d of days) {
    for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += d[k];
  }
  return total;
}

/** Every day from `from` to `to`, both included, as YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
