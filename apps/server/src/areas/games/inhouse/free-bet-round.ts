import type { DiceBet, PlayValue } from '@pf/shared/inhouse/index';
import { inhouseOutcome } from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { checkInstantBet, type InstantBet, instantWin, kindOf, stakeOf, storedBet } from './instant-bet.ts';
import {
  answer,
  cash,
  catalogGame,
  checkStake,
  type Player,
  roundKey,
  type StakeRange,
  storeRound,
  type Tx,
} from './round-steps.ts';
import { activeServerSeed, lockActiveSeed } from './seeds.ts';

/** A free-bet credit claimed for a round: its amount is the stake, its win is paid by the bonus engine. */
export interface FreeBetStake {
  amount: bigint;
  payWin(trx: Db, win: bigint, reference: string): Promise<void>;
}

/**
 * Claims a member's free-bet credit inside the round's transaction and moves it to the house
 * (the bonus engine's `freeBetFunding`); throws when the credit is not the member's to stake.
 */
export type FreeBetSource = (
  trx: Db,
  p: Player,
  grantId: bigint,
  idempotencyKey: string,
) => Promise<FreeBetStake>;

/** The games a free bet can be staked in: the whole stake is the credit. */
export type FreeBetChoice =
  | { game: 'dice'; bet: DiceBet }
  | { game: 'limbo'; target: number }
  | { game: 'slot' };

/** The instant bet a free bet of `credit` makes: the whole credit is the stake. */
function freeBetInput(choice: FreeBetChoice, credit: bigint): InstantBet {
  if (choice.game === 'slot') {
    // Twenty lines: a credit that does not split into whole line bets cannot be staked here.
    if (credit % 20n !== 0n) throw new AppError('BONUS_FREE_BET_GAME');
    return { game: 'slot', lineBet: credit / 20n };
  }
  if (choice.game === 'dice') return { game: 'dice', stake: credit, bet: choice.bet };
  return { game: 'limbo', stake: credit, target: choice.target };
}

/**
 * Plays one instant round staked with a free-bet credit (see `playFreeBet`). The round is kept with
 * the other in-house rounds (the bet records the free bet), and is not copied into the catalog's
 * `game_rounds`: no real money was staked, so it adds no turnover, points or wagering.
 */
export async function playFreeBetIn(
  tx: Tx,
  p: Player,
  requestId: string,
  grantId: bigint,
  choice: FreeBetChoice,
  freeBets: FreeBetSource,
  at: Date,
  range: StakeRange,
): Promise<PlayValue> {
  const seed = await lockActiveSeed(tx.repo, p.merchantId, p.memberId);
  const earlier = await tx.repo.roundByRequest(p.memberId, requestId);
  if (earlier) {
    if ((earlier.bet as { freeBet?: string }).freeBet !== grantId.toString()) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return answer(tx, p, earlier.id, true);
  }
  const gameId = await catalogGame(tx, choice.game);
  const before = await cash(tx, p);
  const credit = await freeBets(tx.trx, p, grantId, roundKey(p, requestId, 'bet'));
  const input = freeBetInput(choice, credit.amount);
  const stake = stakeOf(input);
  // A failing check rolls the whole transaction back, the credit's claim with it.
  checkStake(range, stake);
  checkInstantBet(input);
  const params = { serverSeed: activeServerSeed(seed), clientSeed: seed.client_seed, nonce: seed.next_nonce };
  const outcome = inhouseOutcome(params, kindOf(input));
  const win = instantWin(input, outcome, stake);
  await credit.payWin(tx.trx, win, `inhouse:${input.game}:${requestId}`);
  const round = await storeRound(tx, p, seed, {
    game: input.game,
    gameId,
    requestId,
    stake,
    bet: { ...storedBet(input), freeBet: grantId.toString() },
    outcome,
    balanceBefore: before,
    at,
    settled: { win, balanceAfter: await cash(tx, p) },
  });
  return answer(tx, p, round.id, false);
}
