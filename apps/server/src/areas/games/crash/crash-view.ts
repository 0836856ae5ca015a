import { formatMinorPlain } from '@pf/shared';
import type { CrashBetView, CrashPhase, CrashRoundView } from '@pf/shared/inhouse/index';
import { maskName } from '../games/winners.service.ts';
import type { CrashBetWithPlayer, CrashRoundWithChain } from './crash.repository.ts';

/** A round's phase at `now`: bets until its start, then running until it is marked crashed. */
export function phaseOf(r: Pick<CrashRoundWithChain, 'start_at' | 'crashed_at'>, now: Date): CrashPhase {
  if (r.crashed_at) return 'crashed';
  return now.getTime() < new Date(r.start_at).getTime() ? 'betting' : 'running';
}

/** What every player sees of a round: its link and crash point only once it has crashed. */
export function crashRoundView(
  r: CrashRoundWithChain,
  previousHash: string | null,
  now: Date,
): CrashRoundView {
  return {
    roundId: String(r.id),
    phase: phaseOf(r, now),
    startAt: new Date(r.start_at).toISOString(),
    crashedAt: r.crashed_at ? new Date(r.crashed_at).toISOString() : null,
    crashPoint: r.crash_point,
    hash: r.hash,
    previousHash: r.chain_index === 1 ? r.terminal_hash : previousHash,
    chainIndex: r.chain_index,
    terminalHash: r.terminal_hash,
    salt: r.salt,
  };
}

export function crashBetView(b: CrashBetWithPlayer, memberId: bigint | null): CrashBetView {
  return {
    betId: String(b.id),
    player: maskName(b.username),
    stake: formatMinorPlain(b.stake),
    autoCashOut: b.auto_cash_out,
    status: b.status,
    cashedOutAt: b.cashed_out_at,
    win: formatMinorPlain(b.win),
    mine: memberId !== null && b.member_id === memberId,
  };
}
