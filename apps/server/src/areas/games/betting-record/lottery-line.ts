import type { LotteryColumns } from './betting-record.repository.ts';

/** A multiplier as a player reads it: at most two decimals, no trailing zeros (95, 1.95, 0.3). */
function multiplier(pay: bigint, per: bigint): string {
  if (per <= 0n) return '0';
  const hundredths = (pay * 100n) / per;
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return cents ? `${whole}.${cents}` : whole.toString();
}

/**
 * The odds of a line as stored when it was accepted: its rate for VN lines and keno side bets; for
 * a keno ticket the paytable entry of the numbers it caught once settled, its top prize before.
 */
export function lotteryOdds(
  row: Pick<LotteryColumns, 'rate_pay' | 'rate_per' | 'rate_table' | 'hits'>,
): string | null {
  if (row.rate_per === null) return null;
  if (row.rate_table && row.rate_table.length > 0) {
    const tenths = row.hits !== null ? (row.rate_table[row.hits] ?? 0) : Math.max(...row.rate_table);
    return multiplier(BigInt(tenths), row.rate_per);
  }
  return row.rate_pay === null ? null : multiplier(row.rate_pay, row.rate_per);
}

/** The lottery part of a record row: draw, numbers, odds, result and what the line caught. */
export function lotteryLine(row: LotteryColumns) {
  return {
    drawNumero: row.draw_numero,
    kind: row.lottery_kind,
    betType: row.bet_type,
    numbers: row.numbers ?? [],
    odds: lotteryOdds(row),
    result: row.winning_number,
    hits: row.winning_number === null ? null : (row.hits ?? 0),
  };
}
