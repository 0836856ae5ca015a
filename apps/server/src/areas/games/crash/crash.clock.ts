import {
  CRASH_BETTING_MS,
  CRASH_GAME_CODE,
  CRASH_PAUSE_MS,
  crashBetOutcome,
  crashMultiplierAt,
  INHOUSE_VENDOR,
} from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { moneyTransaction } from '../../money/index.ts';
import { type CrashRoundWithChain, crashRepository } from './crash.repository.ts';
import { CRASH_CHAIN_LENGTH, nextLink } from './crash-chain.ts';
import { crashTx, settleCrashBet } from './crash-money.ts';
import type { CrashPoints, RoundSecret } from './crash-points.ts';

export interface CrashClockDeps {
  db: Db;
  now: () => Date;
  points: CrashPoints;
  /** This instance's name in the lease. */
  holder: string;
  chainLength?: number;
  /** How long a lease lasts without renewal; the next instance takes over after that. */
  leaseMs?: number;
  /** A round changed (memberId absent) or a member's bet was settled. */
  publish?: (merchantId: number, memberId?: bigint) => void;
  onError?: (err: unknown) => void;
}

interface Brand {
  id: number;
  currency: string;
}

export const CRASH_LEASE_MS = 3_000;

/** Opens the brand's next round on the next link of its chain, unless one is live or the pause is not over. */
async function openRound(deps: CrashClockDeps, brand: Brand, gameId: number, at: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const tx = crashRepository(trx);
    await tx.lockOpening(brand.id);
    const latest = await tx.latestRound(brand.id);
    if (latest && !latest.crashed_at) return false;
    if (latest?.crashed_at && at.getTime() < new Date(latest.crashed_at).getTime() + CRASH_PAUSE_MS)
      return false;
    const link = await nextLink(tx, brand.id, deps.chainLength ?? CRASH_CHAIN_LENGTH);
    return tx.insertRound({
      merchantId: brand.id,
      gameId,
      chainId: link.chainId,
      chainIndex: link.index,
      seedEnc: link.seedEnc,
      startAt: new Date(at.getTime() + CRASH_BETTING_MS),
      at,
    });
  });
}

/** Pays the open bets whose auto cash-out the multiplier has passed; returns their members. */
async function payAutos(
  deps: CrashClockDeps,
  round: CrashRoundWithChain,
  secret: RoundSecret,
  brand: Brand,
  multiplier: number,
) {
  return moneyTransaction(deps.db, async (trx) => {
    const tx = crashTx(trx);
    const paid: bigint[] = [];
    for (const bet of await tx.repo.lockOpenBets(round.id, multiplier)) {
      const outcome = crashBetOutcome(bet.auto_cash_out, secret.crashPoint, multiplier);
      const at = deps.now();
      if (await settleCrashBet(tx, bet, outcome, { gameId: round.game_id, currency: brand.currency, at })) {
        paid.push(bet.member_id);
      }
    }
    return paid;
  });
}

/** Reveals the round's link and settles every open bet at the crash point, in one transaction. */
async function crash(deps: CrashClockDeps, round: CrashRoundWithChain, secret: RoundSecret, brand: Brand) {
  return moneyTransaction(deps.db, async (trx) => {
    const tx = crashTx(trx);
    const locked = await tx.repo.lockRound(round.id, 'update');
    if (!locked || locked.crashed_at) return [];
    const at = new Date(new Date(round.start_at).getTime() + secret.durationMs);
    const settled: bigint[] = [];
    for (const bet of await tx.repo.lockOpenBets(round.id)) {
      const outcome = crashBetOutcome(bet.auto_cash_out, secret.crashPoint, null);
      if (await settleCrashBet(tx, bet, outcome, { gameId: round.game_id, currency: brand.currency, at })) {
        settled.push(bet.member_id);
      }
    }
    await tx.repo.markCrashed(round.id, { hash: secret.link, crashPoint: secret.crashPoint, at });
    return settled;
  });
}

/**
 * The round clock: opens each brand's next round (betting for CRASH_BETTING_MS), pays auto
 * cash-outs as the multiplier passes them, and crashes the round at its crash point, revealing its
 * link and settling every bet still open. Only the instance holding the lease ticks; every step is
 * a transaction guarded by the round's state, so a second runner or a restart changes nothing
 * twice. A round whose crash point passed while no instance ran is crashed on the next tick at its
 * stored crash point (docs/inhouse-games.md says why its bets are settled, not refunded).
 */
export function crashClock(deps: CrashClockDeps) {
  const { now, points } = deps;
  const repo = crashRepository(deps.db);
  const started = new Set<bigint>();
  let running = false;
  let heldUntil = 0;

  /**
   * Whether this instance leads: the lease is renewed in the database once a third of it has
   * passed (not on every tick), and nobody else can take it before it expires.
   */
  async function lead(at: Date): Promise<boolean> {
    const leaseMs = deps.leaseMs ?? CRASH_LEASE_MS;
    if (at.getTime() < heldUntil - (2 * leaseMs) / 3) return true;
    const until = new Date(at.getTime() + leaseMs);
    const taken = await repo.takeLease(deps.holder, at, until);
    heldUntil = taken ? until.getTime() : 0;
    return taken;
  }

  function tell(brand: Brand, members: bigint[]) {
    deps.publish?.(brand.id);
    for (const m of new Set(members)) deps.publish?.(brand.id, m);
  }

  async function tickBrand(brand: Brand, game: { id: number; maintenance: boolean }) {
    const at = now();
    const latest = await repo.latestRound(brand.id);
    if (!latest || latest.crashed_at) {
      const pauseOver = !latest?.crashed_at || at.getTime() >= latest.crashed_at.getTime() + CRASH_PAUSE_MS;
      if (pauseOver && !game.maintenance && (await openRound(deps, brand, game.id, at))) tell(brand, []);
      return;
    }
    const elapsed = at.getTime() - new Date(latest.start_at).getTime();
    if (elapsed < 0) return;
    const secret = await points.of(latest);
    if (elapsed >= secret.durationMs) {
      started.delete(latest.id);
      tell(brand, await crash(deps, latest, secret, brand));
      return;
    }
    if (!started.has(latest.id)) {
      // Rounds another leader crashed stay in the set; it never needs more than the last few.
      if (started.size > 16) started.clear();
      started.add(latest.id);
      tell(brand, []);
    }
    const paid = await payAutos(deps, latest, secret, brand, crashMultiplierAt(elapsed));
    if (paid.length > 0) tell(brand, paid);
  }

  /** One pass over every brand, when this instance holds (or takes) the lease. */
  async function tick(): Promise<{ leader: boolean }> {
    if (running) return { leader: false };
    running = true;
    try {
      const leader = await lead(now());
      if (!leader) return { leader };
      const game = await repo.crashGame(INHOUSE_VENDOR, CRASH_GAME_CODE);
      if (!game) return { leader };
      for (const brand of await repo.brands()) {
        try {
          await tickBrand(brand, game);
        } catch (err) {
          deps.onError?.(err);
        }
      }
      return { leader };
    } finally {
      running = false;
    }
  }

  /** Ticks every `everyMs` until the returned stop function is called; stopping hands the lease on. */
  function start(everyMs = 200): () => Promise<void> {
    let current: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      current = tick().catch((err) => deps.onError?.(err));
    }, everyMs);
    return async () => {
      clearInterval(timer);
      await current;
      heldUntil = 0;
      await repo.releaseLease(deps.holder).catch((err) => deps.onError?.(err));
    };
  }

  return { tick, start };
}

export type CrashClock = ReturnType<typeof crashClock>;
