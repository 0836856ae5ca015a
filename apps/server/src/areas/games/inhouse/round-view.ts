import { formatMinorPlain } from '@pf/shared';
import { type InhouseOutcome, minesMultiplierBp, type RoundView } from '@pf/shared/inhouse/index';
import type { RoundRow, RoundWithSeed } from './inhouse.repository.ts';

/** Mines keeps the opened tiles in `progress.revealed`. */
export function revealedTiles(round: Pick<RoundRow, 'progress'>): number[] {
  const tiles = (round.progress as { revealed?: unknown }).revealed;
  return Array.isArray(tiles) ? tiles.filter((t): t is number => typeof t === 'number') : [];
}

export const minesCount = (round: Pick<RoundRow, 'bet'>): number =>
  Number((round.bet as { mines?: unknown }).mines);

function multiplierBp(round: RoundWithSeed): number {
  if (round.game === 'mines' && round.status === 'open') {
    return minesMultiplierBp(minesCount(round), revealedTiles(round).length);
  }
  return Number((round.win * 10_000n) / round.stake);
}

/**
 * What the player is shown of a round. An open Mines board never carries its mines, and the
 * server seed appears only once its pair has been rotated.
 */
export function roundView(round: RoundWithSeed): RoundView {
  const open = round.status === 'open';
  return {
    roundId: String(round.id),
    game: round.game,
    status: round.status,
    stake: formatMinorPlain(round.stake),
    win: formatMinorPlain(round.win),
    balanceBefore: formatMinorPlain(round.balance_before),
    balanceAfter: round.balance_after === null ? null : formatMinorPlain(round.balance_after),
    bet: round.bet,
    outcome: open ? null : (round.outcome as InhouseOutcome),
    revealed: revealedTiles(round),
    multiplierBp: multiplierBp(round),
    fairness: {
      serverSeedHash: round.server_seed_hash,
      clientSeed: round.client_seed,
      nonce: round.nonce,
      serverSeed: round.revealed_seed,
    },
    createdAt: new Date(round.created_at).toISOString(),
    settledAt: round.settled_at ? new Date(round.settled_at).toISOString() : null,
  };
}
