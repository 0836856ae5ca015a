import { formatMinorPlain, PRIZE_ROW_LABELS, type VnResult } from '@pf/shared';
import type { BetView } from './bets.repository.ts';
import type { DrawRow } from './lottery.repository.ts';
import type { LotteryKind } from './lottery.tables.ts';
import { chainJson } from './seed-chain.ts';
import { SIDE_MIDPOINT } from './side-bets.ts';

/** `push`: a keno side bet whose measure landed exactly on the midpoint; its stake came back. */
export type BetStatus = 'pending' | 'won' | 'lost' | 'push' | 'refunded';

export function betStatus(
  row: Pick<BetView, 'draw_status' | 'payout' | 'refunded' | 'bet_type' | 'hits'>,
): BetStatus {
  if (row.refunded) return 'refunded';
  if (row.draw_status !== 'settled') return 'pending';
  if (row.payout === null) return 'lost';
  return row.hits !== null && SIDE_MIDPOINT[row.bet_type] === row.hits ? 'push' : 'won';
}

/** A bet as every answer shows it. */
export function betJson(row: BetView) {
  const status = betStatus(row);
  return {
    betId: String(row.id),
    gameCode: row.game_code,
    drawId: Number(row.draw_id),
    numero: row.numero,
    betType: row.bet_type,
    numbers: row.numbers,
    stake: formatMinorPlain(row.stake),
    cost: formatMinorPlain(row.cost),
    status,
    hits: status === 'pending' ? null : (row.hits ?? 0),
    payout: formatMinorPlain(row.payout ?? 0n),
    placedAt: row.placed_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    winningNumber: status === 'pending' ? null : row.winning_number,
  };
}

/** Prize rows with their labels (DB, G1 …), for VN results. */
export function prizeRows(kind: LotteryKind, result: unknown) {
  if (kind === 'keno' || !result) return [];
  return (result as VnResult).rows.map((numbers, i) => ({ label: PRIZE_ROW_LABELS[i] ?? `G${i}`, numbers }));
}

const REVEALED: readonly string[] = ['drawn', 'settled', 'cancelled'];

/** A draw for the results board; the server seed only once it can no longer matter. */
export function drawJson(draw: DrawRow, game: { code: string; kind: LotteryKind }) {
  const revealed = REVEALED.includes(draw.status);
  const keno = game.kind === 'keno' && Array.isArray(draw.result) ? (draw.result as number[]) : null;
  return {
    drawId: Number(draw.id),
    gameCode: game.code,
    numero: draw.numero,
    status: draw.status,
    openAt: draw.open_at.toISOString(),
    lockAt: draw.lock_at.toISOString(),
    drawAt: draw.draw_at.toISOString(),
    drawTime: draw.draw_at.getTime(),
    winningNumber: draw.winning_number,
    prizes: prizeRows(game.kind, draw.result),
    ...(keno
      ? { sum: keno.reduce((a, b) => a + b, 0), oddCount: keno.filter((n) => n % 2 === 1).length }
      : {}),
    fair: game.kind !== 'vn',
    seedHash: game.kind !== 'vn' && draw.status !== 'scheduled' ? draw.seed_hash : null,
    serverSeed: game.kind !== 'vn' && revealed ? draw.server_seed : null,
    clientSeed: game.kind !== 'vn' ? draw.client_seed : null,
    nonce: game.kind !== 'vn' ? (draw.chain_index ?? Number(draw.id)) : null,
    /** The seed chain the draw's seed belongs to: terminal hash and salt published before it. */
    chain: game.kind !== 'vn' ? chainJson(draw) : null,
    cancelReason: draw.cancel_reason,
    incidentId: draw.incident_id === null ? null : String(draw.incident_id),
  };
}
