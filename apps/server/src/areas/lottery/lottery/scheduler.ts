import {
  drawKenoFair,
  drawVnResultFair,
  type FairParams,
  formatVnResult,
  type VnRegion,
  type VnResult,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { type FeedPollerDeps, feedPoller } from './feed-poller.ts';
import { holidayRepository } from './holidays.repository.ts';
import { type GameRow, lotteryRepository, type NewDraw } from './lottery.repository.ts';
import { type DrawSlot, drawSlots, type GameSchedule, horizonMs } from './schedule.ts';
import {
  type DrawSeedFields,
  openDrawSeed,
  publishCancelledLinks,
  publishDrawSeed,
  seedsForNewDraws,
} from './seed-chain.ts';
import { type SettledDraw, settleNextDraw } from './settlement.ts';

export interface SchedulerDeps extends FeedPollerDeps {
  db: Db;
  now: () => Date;
  /** Draws settled per tick at most, so one tick never runs for ever. */
  settlePerTick?: number;
}

/**
 * The rows of new draws for these slots. RNG draws take the next links of the game's committed
 * seed chain, sealed until drawn.
 */
export async function newDrawRows(
  db: Db,
  game: GameRow & { merchant_code: string },
  slots: DrawSlot[],
): Promise<NewDraw[]> {
  const seeds = await seedsForNewDraws(
    db,
    game,
    slots.map((s) => s.numero),
  );
  return slots.map((s, i) => ({
    merchant_id: game.merchant_id,
    game_id: game.id,
    numero: s.numero,
    open_at: s.openAt,
    lock_at: s.lockAt,
    draw_at: s.drawAt,
    ...(seeds[i] as DrawSeedFields),
  }));
}

/**
 * Inserts the draws of the slots no draw holds yet, under the game's row lock. Two instances topping
 * up one game at once used to take links of its seed chain for the same slots; the loser's rows
 * were dropped as duplicates and its links were never drawn, so the first draw after them never got
 * its commitment and took no bets. Here the second waits, sees the first's draws and takes links
 * only for what is still missing.
 */
export async function insertNewDraws(
  db: Db,
  game: GameRow & { merchant_code: string },
  slots: DrawSlot[],
): Promise<number> {
  if (slots.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('lottery_games').select('id').where('id', '=', game.id).forUpdate().execute();
    const from = new Date(Math.min(...slots.map((s) => s.drawAt.getTime())));
    const held = await selectWhere(trx, 'lottery_draws', { game_id: game.id })
      .select('draw_at')
      .where('draw_at', '>=', from)
      .execute();
    const taken = new Set(held.map((d) => d.draw_at.getTime()));
    const rows = await newDrawRows(
      trx,
      game,
      slots.filter((s) => !taken.has(s.drawAt.getTime())),
    );
    const repo = lotteryRepository(trx);
    let created = 0;
    for (let i = 0; i < rows.length; i += 500) created += await repo.insertDraws(rows.slice(i, i + 500));
    return created;
  });
}

export function scheduleOf(game: GameRow): GameSchedule {
  return {
    kind: game.kind,
    drawTime: game.draw_time,
    drawDays: game.draw_days,
    timezone: game.timezone,
    intervalSeconds: game.interval_seconds,
    lockSeconds: game.lock_seconds,
  };
}

/** Winning-number text (§3 formats): keno as a comma list, VN draws as rows. */
export function winningText(outcome: number[] | VnResult): string {
  return Array.isArray(outcome)
    ? outcome.map((n) => String(n).padStart(2, '0')).join(',')
    : formatVnResult(outcome, 'rows');
}

/** The outcome of an RNG draw and its winning-number text. */
export function fairOutcome(kind: 'vnfast' | 'keno', region: VnRegion, params: FairParams) {
  const result = kind === 'keno' ? drawKenoFair(params) : drawVnResultFair(params, region);
  return { result, winningNumber: winningText(result) };
}

/** Computes due RNG draws from their opened seeds, then publishes each seed with the result. */
async function drawDueAt(db: Db, at: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const tx = lotteryRepository(trx);
    const due = await tx.claimDueRngDraws(at, 100);
    for (const d of due) {
      const params = await openDrawSeed(d);
      const { result, winningNumber } = fairOutcome(
        d.kind as 'vnfast' | 'keno',
        d.region as VnRegion,
        params,
      );
      await tx.setDrawn(d.id, result, winningNumber, at);
      await publishDrawSeed(trx, d, params.serverSeed);
    }
    await publishCancelledLinks(trx);
    return due.length;
  });
}

/**
 * Keeps draws coming: generates them ahead, opens and locks them by time, draws RNG draws, asks
 * the results feed, settles. Every step is safe on several instances at once (unique draw times,
 * set-based time updates, FOR UPDATE SKIP LOCKED claims), and reads time only from `now`.
 */
export function lotteryScheduler(deps: SchedulerDeps) {
  const { db, now } = deps;
  const repo = lotteryRepository(db);
  let running = false;
  // How far each game's calendar, as it stands, has been looked at. A weekly game's last draw can
  // sit less than half a horizon ahead with no new slot before the horizon's end; without this its
  // calendar was worked out again every second for nothing. Keyed by the schedule itself, so a
  // change of days, times or holidays is looked at on the next tick.
  const lookedUntil = new Map<string, number>();
  const pollFeed = feedPoller(deps);

  async function generate(): Promise<number> {
    const at = now();
    let created = 0;
    const offDays = new Map<string, ReadonlySet<string>>();
    for (const game of await repo.gamesToSchedule()) {
      let holidays: ReadonlySet<string> | undefined;
      if (game.kind === 'vn') {
        holidays = offDays.get(game.region) ?? (await holidayRepository(db).codes(game.region));
        offDays.set(game.region, holidays);
      }
      const schedule = { ...scheduleOf(game), holidays };
      const horizon = horizonMs(schedule);
      const last = game.last_draw_at?.getTime() ?? 0;
      // Top up only when less than half the horizon is left.
      if (last >= at.getTime() + horizon / 2) continue;
      const calendar = `${game.id}|${JSON.stringify(scheduleOf(game))}|${[...(holidays ?? [])].join(',')}`;
      if ((lookedUntil.get(calendar) ?? 0) >= at.getTime() + horizon / 2) continue;
      const after = new Date(Math.max(at.getTime(), last));
      const until = at.getTime() + horizon;
      const slots = drawSlots(schedule, after, new Date(until));
      created += await insertNewDraws(db, game, slots);
      lookedUntil.set(calendar, until);
    }
    return created;
  }

  /** Computes due RNG draws from their opened seeds, then publishes each seed with the result. */
  const drawDue = () => drawDueAt(db, now());

  async function settleDue(): Promise<SettledDraw[]> {
    const settled: SettledDraw[] = [];
    for (let i = 0; i < (deps.settlePerTick ?? 20); i++) {
      const s = await settleNextDraw(db, now());
      if (!s) break;
      settled.push(s);
    }
    return settled;
  }

  /** One pass of every step; a pass already running makes this one a no-op. */
  async function tick(): Promise<{ created: number; drawn: number; settled: SettledDraw[] }> {
    if (running) return { created: 0, drawn: 0, settled: [] };
    running = true;
    try {
      const created = await generate();
      await repo.advanceByTime(now());
      const drawn = await drawDue();
      try {
        await pollFeed();
      } catch (err) {
        deps.onError?.(err);
      }
      const settled = await settleDue();
      return { created, drawn, settled };
    } finally {
      running = false;
    }
  }

  /** Ticks every `everyMs` until the returned stop function is called (and awaited). */
  function start(everyMs = 1000): () => Promise<void> {
    let current: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      current = tick().catch((err) => deps.onError?.(err));
    }, everyMs);
    return async () => {
      clearInterval(timer);
      await current;
    };
  }

  return { tick, generate, drawDue, pollFeed, settleDue, start };
}

export type LotteryScheduler = ReturnType<typeof lotteryScheduler>;
