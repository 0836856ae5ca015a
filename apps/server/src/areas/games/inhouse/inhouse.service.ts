import {
  INHOUSE_RECALL_SIZE,
  type InhouseGame,
  inhouseOutcome,
  MINES_TILES,
  minesPayout,
  type PlayValue,
  type RotateSeedValue,
  type RoundView,
  type SeedPairView,
} from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type MoneySettingsService, moneySettingsService } from '../../brand/index.ts';
import { createLedger, moneyTransaction } from '../../money/index.ts';
import { type FreeBetChoice, type FreeBetSource, playFreeBetIn } from './free-bet-round.ts';
import { inhouseRepository, type RoundRow } from './inhouse.repository.ts';
import { checkInstantBet, type InstantBet, instantWin, kindOf, stakeOf, storedBet } from './instant-bet.ts';
import {
  answer,
  cash,
  catalogGame,
  checkStake,
  copyToCatalog,
  type Player,
  payWin,
  type StakeGate,
  type StakeRange,
  sameBet,
  storeRound,
  type Tx,
  takeStake,
} from './round-steps.ts';
import { minesCount, revealedTiles, roundView } from './round-view.ts';
import { activeServerSeed, lockActiveSeed, newSealedSeed, revealedView, seedView } from './seeds.ts';

export type { FreeBetChoice, FreeBetSource, FreeBetStake } from './free-bet-round.ts';
export type { InstantBet } from './instant-bet.ts';
export type { Player, StakeGate } from './round-steps.ts';

async function settleMines(
  tx: Tx,
  now: () => Date,
  p: Player,
  round: RoundRow,
  revealed: number[],
  win: bigint,
) {
  const at = now();
  const balanceAfter = await payWin(tx, p, round.request_id, win, 'mines', await cash(tx, p));
  await tx.repo.settleRound(round.id, { win, balanceAfter, progress: { revealed }, at });
  const stored = { id: round.id, gameId: round.game_id, stake: round.stake, createdAt: round.created_at };
  await copyToCatalog(tx, p, stored, { win, settledAt: at });
}

async function lockMinesRound(tx: Tx, p: Player, roundId: string) {
  const round = await tx.repo.lockRound(p.memberId, BigInt(roundId));
  if (round?.game !== 'mines') throw new AppError('INHOUSE_ROUND_NOT_FOUND', 'Round not found', null, 404);
  return round;
}

/** Retires the member's seed pair and activates the committed next one (see `rotateSeed`). */
async function rotateSeedIn(
  tx: Tx,
  now: () => Date,
  p: Player,
  clientSeed: string | undefined,
): Promise<RotateSeedValue> {
  const current = await lockActiveSeed(tx.repo, p.merchantId, p.memberId);
  if (await tx.repo.openRound(p.memberId)) {
    throw new AppError('INHOUSE_ROUND_OPEN', 'Finish the open Mines round first', null, 409);
  }
  if (!current.next_seed_hash || !current.next_seed_enc) throw new Error('next seed not committed');
  const revealed = activeServerSeed(current);
  await tx.repo.retireSeed(current.id, revealed, now());
  const following = newSealedSeed();
  await tx.repo.insertSeed({
    merchantId: p.merchantId,
    memberId: p.memberId,
    serverSeedHash: current.next_seed_hash,
    serverSeedEnc: current.next_seed_enc,
    nextSeedHash: following.hash,
    nextSeedEnc: following.sealed,
    clientSeed: clientSeed ?? current.client_seed,
  });
  const fresh = await tx.repo.activeSeed(p.memberId, false);
  if (!fresh) throw new Error('new seed missing');
  return { previous: revealedView(current, revealed), current: seedView(fresh) };
}

/** Plays a checked instant bet (see `playInstant`). */
async function playInstantIn(
  tx: Tx,
  now: () => Date,
  p: Player,
  requestId: string,
  input: InstantBet,
  stake: bigint,
  bet: Record<string, unknown>,
): Promise<PlayValue> {
  const seed = await lockActiveSeed(tx.repo, p.merchantId, p.memberId);
  const earlier = await tx.repo.roundByRequest(p.memberId, requestId);
  if (earlier) {
    sameBet(earlier, input.game, stake, bet);
    return answer(tx, p, earlier.id, true);
  }
  await tx.checkStake(p.memberId, stake);
  const gameId = await catalogGame(tx, input.game);
  const params = {
    serverSeed: activeServerSeed(seed),
    clientSeed: seed.client_seed,
    nonce: seed.next_nonce,
  };
  const outcome = inhouseOutcome(params, kindOf(input));
  const win = instantWin(input, outcome, stake);
  const { before, after } = await takeStake(tx, p, requestId, stake, input.game);
  const balanceAfter = await payWin(tx, p, requestId, win, input.game, after);
  const at = now();
  const round = await storeRound(tx, p, seed, {
    game: input.game,
    gameId,
    requestId,
    stake,
    bet,
    outcome,
    balanceBefore: before,
    at,
    settled: { win, balanceAfter },
  });
  await copyToCatalog(tx, p, { id: round.id, gameId, stake, createdAt: at }, { win, settledAt: at });
  return answer(tx, p, round.id, false);
}

/** Opens a checked Mines board (see `startMines`). */
async function startMinesIn(
  tx: Tx,
  now: () => Date,
  p: Player,
  requestId: string,
  stake: bigint,
  mines: number,
): Promise<PlayValue> {
  const bet = { mines };
  const seed = await lockActiveSeed(tx.repo, p.merchantId, p.memberId);
  const earlier = await tx.repo.roundByRequest(p.memberId, requestId);
  if (earlier) {
    sameBet(earlier, 'mines', stake, bet);
    return answer(tx, p, earlier.id, true);
  }
  if (await tx.repo.openRound(p.memberId)) {
    throw new AppError('INHOUSE_ROUND_OPEN', 'Finish the open Mines round first', null, 409);
  }
  await tx.checkStake(p.memberId, stake);
  const gameId = await catalogGame(tx, 'mines');
  const params = {
    serverSeed: activeServerSeed(seed),
    clientSeed: seed.client_seed,
    nonce: seed.next_nonce,
  };
  const outcome = inhouseOutcome(params, { game: 'mines', mines });
  const { before } = await takeStake(tx, p, requestId, stake, 'mines');
  const at = now();
  const round = await storeRound(tx, p, seed, {
    game: 'mines',
    gameId,
    requestId,
    stake,
    bet,
    outcome,
    balanceBefore: before,
    at,
  });
  await copyToCatalog(tx, p, { id: round.id, gameId, stake, createdAt: at }, { win: 0n, settledAt: null });
  return answer(tx, p, round.id, false);
}

async function revealTileIn(
  tx: Tx,
  now: () => Date,
  p: Player,
  roundId: string,
  tile: number,
): Promise<PlayValue> {
  const round = await lockMinesRound(tx, p, roundId);
  const revealed = revealedTiles(round);
  if (revealed.includes(tile)) return answer(tx, p, round.id, true);
  if (round.status !== 'open') {
    throw new AppError('INHOUSE_ROUND_SETTLED', 'This round is already over', null, 409);
  }
  const next = [...revealed, tile];
  const mines = (round.outcome as { mines: number[] }).mines;
  const count = minesCount(round);
  if (mines.includes(tile)) {
    await settleMines(tx, now, p, round, next, 0n);
  } else if (next.length === MINES_TILES - count) {
    await settleMines(tx, now, p, round, next, minesPayout(count, next.length, round.stake));
  } else {
    await tx.repo.setProgress(round.id, { revealed: next });
  }
  return answer(tx, p, round.id, false);
}

async function cashOutIn(tx: Tx, now: () => Date, p: Player, roundId: string): Promise<PlayValue> {
  const round = await lockMinesRound(tx, p, roundId);
  if (round.status !== 'open') return answer(tx, p, round.id, true);
  const revealed = revealedTiles(round);
  if (revealed.length === 0) {
    throw new AppError('INHOUSE_NOTHING_TO_CASH_OUT', 'Open at least one tile first', null, 409);
  }
  await settleMines(
    tx,
    now,
    p,
    round,
    revealed,
    minesPayout(minesCount(round), revealed.length, round.stake),
  );
  return answer(tx, p, round.id, false);
}

/**
 * The in-house games. Every call runs in one database transaction: the member's seed row is locked
 * first (rounds of one member are serialised and nonces are gapless), the stake and any win move
 * through the ledger with keys derived from the client's request id, then the round is stored in
 * `inhouse_rounds` and copied into the catalog's `game_rounds`.
 */
export function inhouseService(deps: {
  db: Db;
  now?: () => Date;
  stakeGate?: StakeGate | undefined;
  freeBets?: FreeBetSource | undefined;
  /** The brand's stake limits come from its money settings; read through the database unless given. */
  money?: MoneySettingsService | undefined;
}) {
  const now = deps.now ?? (() => new Date());
  const money = deps.money ?? moneySettingsService({ db: deps.db });
  const rangeOf = async (merchantId: number): Promise<StakeRange> => {
    const { min, max } = (await money.effective(merchantId)).inhouse;
    return { min, max };
  };

  const inTx = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> =>
    // A round that loses a deadlock or a serialization conflict is played again as a whole.
    moneyTransaction(deps.db, (trx) =>
      fn({
        repo: inhouseRepository(trx),
        ledger: createLedger(trx),
        checkStake: async (memberId, stake) => deps.stakeGate?.(trx, memberId, stake),
        trx,
      }),
    );

  return {
    /**
     * The active pair (created on first visit, with the browser's client seed when it sent one):
     * its hash and the next pair's hash are committed before any round.
     */
    seed(p: Player, clientSeed?: string): Promise<SeedPairView> {
      return inTx(async (tx) =>
        seedView(await lockActiveSeed(tx.repo, p.merchantId, p.memberId, clientSeed)),
      );
    },

    /**
     * Retires the pair, revealing its server seed; the seed committed as "next" becomes active
     * (so the house cannot choose it now) and a new next seed is committed.
     */
    rotateSeed(p: Player, clientSeed?: string): Promise<RotateSeedValue> {
      return inTx((tx) => rotateSeedIn(tx, now, p, clientSeed));
    },

    /** Slot spin, dice roll, Limbo round or Plinko ball: stake, outcome and win in one step. */
    async playInstant(p: Player, requestId: string, input: InstantBet): Promise<PlayValue> {
      const stake = stakeOf(input);
      const bet = storedBet(input);
      checkStake(await rangeOf(p.merchantId), stake);
      checkInstantBet(input);
      return inTx((tx) => playInstantIn(tx, now, p, requestId, input, stake, bet));
    },

    /**
     * One dice roll, Limbo round or slot spin staked with a free-bet credit: the stake comes from
     * the credit (bonus balance), the win is credited by the bonus engine under the free bet's rule.
     */
    async playFreeBet(
      p: Player,
      requestId: string,
      grantId: bigint,
      choice: FreeBetChoice,
    ): Promise<PlayValue> {
      const freeBets = deps.freeBets;
      if (!freeBets) throw new AppError('BONUS_FREE_BET_UNAVAILABLE');
      const range = await rangeOf(p.merchantId);
      return inTx((tx) => playFreeBetIn(tx, p, requestId, grantId, choice, freeBets, now(), range));
    },

    /** Opens a Mines board: the stake moves now, the mines stay hidden until the round ends. */
    async startMines(p: Player, requestId: string, stake: bigint, mines: number): Promise<PlayValue> {
      checkStake(await rangeOf(p.merchantId), stake);
      return inTx((tx) => startMinesIn(tx, now, p, requestId, stake, mines));
    },

    /** Opens one tile: a mine ends the round, the last safe tile cashes out by itself. */
    revealTile(p: Player, roundId: string, tile: number): Promise<PlayValue> {
      return inTx((tx) => revealTileIn(tx, now, p, roundId, tile));
    },

    /** Takes the current multiplier; a retry after success answers the settled round. */
    cashOut(p: Player, roundId: string): Promise<PlayValue> {
      return inTx((tx) => cashOutIn(tx, now, p, roundId));
    },

    /** The member's open Mines board, if any (to resume after a reload). */
    async openRound(p: Player): Promise<RoundView | null> {
      const round = await inhouseRepository(deps.db).openRound(p.memberId);
      return round ? roundView(round) : null;
    },

    /** Game recall: the last ten rounds of one game, newest first. */
    async recall(p: Player, game: InhouseGame): Promise<RoundView[]> {
      const rows = await inhouseRepository(deps.db).recentRounds(p.memberId, game, INHOUSE_RECALL_SIZE);
      return rows.map(roundView);
    },

    /** One round of the member's, with its server seed once revealed (for verification). */
    async round(p: Player, roundId: string): Promise<RoundView> {
      const round = await inhouseRepository(deps.db).round(p.memberId, BigInt(roundId));
      if (!round) throw new AppError('INHOUSE_ROUND_NOT_FOUND', 'Round not found', null, 404);
      return roundView(round);
    },
  };
}

export type InhouseService = ReturnType<typeof inhouseService>;
