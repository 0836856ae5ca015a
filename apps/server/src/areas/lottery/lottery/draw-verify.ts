import { verifyChainLink, verifyGameRound } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { DrawRow, GameRow } from './lottery.repository.ts';
import { winningText } from './scheduler.ts';
import { chainJson, previousLink } from './seed-chain.ts';
import { prizeRows } from './views.ts';

/**
 * Recomputes an RNG draw from its revealed inputs with the shared verifier: its commitment (and
 * its chain link), its outcome and its prizes. An official (VN) draw has nothing to recompute.
 */
export async function verifyDraw(db: Db, draw: DrawRow, game: GameRow) {
  const base = { drawId: Number(draw.id), gameCode: game.code, winningNumber: draw.winning_number };
  if (game.kind === 'vn') return { ...base, fair: false as const, reason: 'official draw' };
  if (draw.status !== 'drawn' && draw.status !== 'settled') {
    return {
      ...base,
      fair: true as const,
      ready: false as const,
      seedHash: draw.status === 'scheduled' ? null : draw.seed_hash,
    };
  }
  const nonce = draw.chain_index ?? Number(draw.id);
  const reveal = {
    serverSeed: draw.server_seed ?? '',
    clientSeed: draw.client_seed,
    nonce,
    committedHash: draw.seed_hash ?? '',
  };
  // A chain link is committed by the chain's terminal hash (and the link revealed before it).
  const chain = chainJson(draw);
  const link = chain
    ? verifyChainLink(reveal.serverSeed, chain.index, chain.terminalHash, await previousLink(db, draw))
    : null;
  const check =
    game.kind === 'keno'
      ? verifyGameRound(reveal, 'keno')
      : verifyGameRound(reveal, `vn-${game.region.toLowerCase()}` as 'vn-mb');
  const recomputed = winningText(check.outcome);
  return {
    ...base,
    fair: true as const,
    ready: true as const,
    game: game.kind === 'keno' ? 'keno' : `vn-${game.region.toLowerCase()}`,
    commitmentOk: check.commitmentOk && (link ? link.terminalOk && link.previousOk !== false : true),
    chain: chain && link ? { ...chain, ...link } : null,
    outcomeMatches: recomputed === draw.winning_number,
    recomputed,
    prizes: prizeRows(game.kind, check.outcome),
    serverSeed: draw.server_seed,
    seedHash: draw.seed_hash,
    clientSeed: draw.client_seed,
    nonce,
  };
}
