import type { DrawStatus, LotteryKind } from './lottery.tables.ts';

/**
 * Whether a draw takes bets at `at`: it must be open (the scheduler opens it by time and only then
 * shows its seed hash) inside its sale window, and an RNG draw must have a published commitment.
 * A draw whose opening time has come but that is still `scheduled` does not sell: its seed hash
 * is not public yet, so a bet on it could not be checked against a commitment made before it.
 */
export function takesBets(
  kind: LotteryKind,
  draw: { status: DrawStatus | null; open_at: Date | null; lock_at: Date | null; seed_hash: string | null },
  at: Date,
): boolean {
  if (draw.status !== 'open' || !draw.open_at || !draw.lock_at) return false;
  if (draw.open_at.getTime() > at.getTime() || at.getTime() >= draw.lock_at.getTime()) return false;
  return kind === 'vn' || Boolean(draw.seed_hash);
}
