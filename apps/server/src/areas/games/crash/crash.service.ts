import { formatMinorPlain } from '@pf/shared';
import {
  CRASH_GAME_CODE,
  CRASH_MIN_TARGET,
  type CrashBetValue,
  type CrashStateValue,
  type CrashVerifyValue,
  crashBetOutcome,
  crashMultiplierAt,
  INHOUSE_VENDOR,
  verifyCrashRound,
} from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type MoneySettingsService, moneySettingsService } from '../../brand/index.ts';
import { createLedger, memberAccount, moneyTransaction } from '../../money/index.ts';
import type { StakeGate } from '../inhouse/inhouse.service.ts';
import { checkStake } from '../inhouse/round-steps.ts';
import { type CrashRoundWithChain, crashRepository } from './crash.repository.ts';
import {
  type CrashTx,
  copyToCatalog,
  crashTx,
  type Owner,
  settleCrashBet,
  takeCrashStake,
} from './crash-money.ts';
import type { CrashPoints } from './crash-points.ts';
import { crashBetView, crashRoundView } from './crash-view.ts';

/** Crash points listed in the history strip. */
export const CRASH_HISTORY_SIZE = 20;

export interface CrashDeps {
  db: Db;
  now: () => Date;
  points: CrashPoints;
  /** A round's bets changed (a bet, a cash-out): the push channel tells the brand's players. */
  onChange?: (merchantId: number, memberId?: bigint) => void;
  /** The bonus engine's maximum bet while a bonus is wagering, checked in the bet's transaction. */
  stakeGate?: StakeGate | undefined;
  /** The brand's stake limits, as on every other original; read through the database unless given. */
  money?: MoneySettingsService | undefined;
}

async function cash(tx: CrashTx, p: Owner) {
  return (await tx.ledger.balance(memberAccount(p.merchantId, p.memberId, p.currency))).available;
}

async function betAnswer(tx: CrashTx, p: Owner, betId: bigint, replayed: boolean): Promise<CrashBetValue> {
  const bet = await tx.repo.bet(betId);
  if (!bet) throw new AppError('CRASH_BET_NOT_FOUND', 'Bet not found', null, 404);
  return {
    bet: crashBetView(bet, p.memberId),
    roundId: String(bet.round_id),
    balance: formatMinorPlain(await cash(tx, p)),
    replayed,
  };
}

/** The live round open for bets at `at`, locked (shared) so it cannot crash under the bet. */
async function bettingRound(tx: CrashTx, merchantId: number, at: Date): Promise<CrashRoundWithChain> {
  const latest = await tx.repo.latestRound(merchantId);
  const round = latest && !latest.crashed_at ? await tx.repo.lockRound(latest.id, 'share') : undefined;
  if (!round || round.crashed_at || at.getTime() >= new Date(round.start_at).getTime()) {
    throw new AppError('CRASH_BETTING_CLOSED', 'Bets are taken only before the round starts', null, 409);
  }
  const game = await tx.repo.crashGame(INHOUSE_VENDOR, CRASH_GAME_CODE);
  if (!game || game.maintenance) {
    throw new AppError('INHOUSE_GAME_UNAVAILABLE', 'This game is not available right now', null, 503);
  }
  return round;
}

async function placeBetIn(
  tx: CrashTx,
  deps: CrashDeps,
  p: Owner,
  requestId: string,
  stake: bigint,
  autoCashOut: number | null,
  gate?: (memberId: bigint, stake: bigint) => Promise<void>,
): Promise<CrashBetValue> {
  await tx.repo.lockMember(p.memberId);
  const earlier = await tx.repo.betByRequest(p.memberId, requestId);
  if (earlier) {
    if (earlier.stake !== stake || earlier.auto_cash_out !== autoCashOut)
      throw new AppError('IDEMPOTENCY_CONFLICT');
    return betAnswer(tx, p, earlier.id, true);
  }
  await gate?.(p.memberId, stake);
  const at = deps.now();
  const round = await bettingRound(tx, p.merchantId, at);
  if (await tx.repo.betOfRound(round.id, p.memberId)) {
    throw new AppError('CRASH_ALREADY_BET', 'You already have a bet on this round', null, 409);
  }
  await takeCrashStake(tx, p, requestId, stake);
  const bet = await tx.repo.insertBet({
    roundId: round.id,
    merchantId: p.merchantId,
    memberId: p.memberId,
    requestId,
    stake,
    autoCashOut,
    at,
  });
  await copyToCatalog(tx, bet, round.game_id, null);
  return betAnswer(tx, p, bet.id, false);
}

async function cashOutIn(tx: CrashTx, deps: CrashDeps, p: Owner, betId: bigint): Promise<CrashBetValue> {
  const bet = await tx.repo.lockBet(p.memberId, betId);
  if (!bet) throw new AppError('CRASH_BET_NOT_FOUND', 'Bet not found', null, 404);
  if (bet.status !== 'open') return betAnswer(tx, p, bet.id, true);
  const round = await tx.repo.roundById(p.merchantId, bet.round_id);
  if (!round) throw new AppError('CRASH_BET_NOT_FOUND', 'Bet not found', null, 404);
  // Server time decides: the multiplier of this moment, not the one the browser showed.
  const at = deps.now();
  const elapsed = at.getTime() - new Date(round.start_at).getTime();
  if (elapsed < 0) throw new AppError('CRASH_NOT_RUNNING', 'The round has not started yet', null, 409);
  const { crashPoint, durationMs } = await deps.points.of(round);
  const multiplier = elapsed >= durationMs ? null : crashMultiplierAt(elapsed);
  if (multiplier !== null && multiplier < CRASH_MIN_TARGET) {
    throw new AppError('CRASH_TOO_EARLY', 'Cash-out opens at 1.01×', null, 409);
  }
  const outcome = crashBetOutcome(bet.auto_cash_out, crashPoint, multiplier);
  await settleCrashBet(tx, bet, outcome, { gameId: round.game_id, currency: p.currency, at });
  return betAnswer(tx, p, bet.id, false);
}

/**
 * The Crash game's member calls. Bets and cash-outs run in one database transaction each, with
 * ledger keys derived from the member's request id (a bet) or the bet id (its win), so a retry or
 * a concurrent duplicate moves money once. The rounds themselves are opened, crashed and
 * settled by the round clock (`crash.clock.ts`).
 */
export function crashService(deps: CrashDeps) {
  const money = deps.money ?? moneySettingsService({ db: deps.db });
  const inTx = <T>(fn: (tx: CrashTx) => Promise<T>) => moneyTransaction(deps.db, (trx) => fn(crashTx(trx)));
  const repo = crashRepository(deps.db);

  return {
    async placeBet(p: Owner, requestId: string, stake: bigint, autoCashOut: number | null) {
      const { min, max } = (await money.effective(p.merchantId)).inhouse;
      checkStake({ min, max }, stake);
      const value = await moneyTransaction(deps.db, (trx) =>
        placeBetIn(crashTx(trx), deps, p, requestId, stake, autoCashOut, (memberId, amount) =>
          deps.stakeGate ? deps.stakeGate(trx, memberId, amount) : Promise.resolve(),
        ),
      );
      if (!value.replayed) deps.onChange?.(p.merchantId);
      return value;
    },

    async cashOut(p: Owner, betId: string) {
      const value = await inTx((tx) => cashOutIn(tx, deps, p, BigInt(betId)));
      if (!value.replayed) deps.onChange?.(p.merchantId, p.memberId);
      return value;
    },

    /** The live (or last) round, its bets, the last crash points and the member's balance. */
    async state(p: Owner): Promise<CrashStateValue> {
      const now = deps.now();
      const latest = await repo.latestRound(p.merchantId);
      const history = await repo.history(p.merchantId, CRASH_HISTORY_SIZE);
      // A round's previous hash is mostly the next older round of the list; else it is looked up.
      const previousOf = async (r: CrashRoundWithChain) => {
        const older = [latest, ...history].find(
          (o) => o && o.chain_id === r.chain_id && o.chain_index === r.chain_index - 1,
        );
        return older ? older.hash : repo.hashAt(r.chain_id, r.chain_index - 1);
      };
      const ledger = createLedger(deps.db);
      const { available } = await ledger.balance(memberAccount(p.merchantId, p.memberId, p.currency));
      return {
        serverNow: now.toISOString(),
        round: latest ? crashRoundView(latest, await previousOf(latest), now) : null,
        bets: latest ? (await repo.betsOfRound(latest.id)).map((b) => crashBetView(b, p.memberId)) : [],
        history: await Promise.all(history.map(async (r) => crashRoundView(r, await previousOf(r), now))),
        balance: formatMinorPlain(available),
      };
    },

    /** A crashed round with the server's own check of its link and crash point. */
    async verify(merchantId: number, roundId: string): Promise<CrashVerifyValue> {
      const r = await repo.roundById(merchantId, BigInt(roundId));
      if (!r?.hash || r.crash_point === null) {
        throw new AppError('CRASH_ROUND_NOT_FOUND', 'No crashed round with this id', null, 404);
      }
      const view = crashRoundView(r, await repo.hashAt(r.chain_id, r.chain_index - 1), deps.now());
      const previousHash = view.previousHash;
      const check = previousHash
        ? verifyCrashRound({ ...view, hash: r.hash, previousHash, crashPoint: r.crash_point })
        : null;
      return { round: view, linkOk: check?.linkOk ?? false, crashPointOk: check?.crashPointOk ?? false };
    },
  };
}

export type CrashService = ReturnType<typeof crashService>;
