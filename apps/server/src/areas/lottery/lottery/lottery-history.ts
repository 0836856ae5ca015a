import { formatVnResult } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { feedSecret } from './feed-secret.ts';
import { holidayRepository } from './holidays.repository.ts';
import { SANDBOX_FEED, sandboxResult } from './sandbox-feed.ts';
import { drawSlots } from './schedule.ts';
import { newDrawRows, scheduleOf } from './scheduler.ts';

/** Rows per insert statement: a few statements for the whole history, none of them huge. */
const BATCH = 500;

/**
 * The sandbox feed's past results for every traditional game of a merchant: each station's draws on
 * its days (non-draw days left out) over the last `days` days before `now`, settled with the
 * numbers the sandbox feed publishes for that station and date, each with its confirmed feed entry
 * — so every province's results show history from the first start. Draws already there (made by
 * the scheduler, with bets on them) are left alone, so a later start only adds the days it finds
 * missing. Demo data only: the numbers are the sandbox's, not any official draw's.
 */
export async function seedLotteryHistory(
  db: Db,
  merchantId: number,
  opts: { days: number; now?: Date | undefined },
): Promise<number> {
  if (opts.days <= 0) return 0;
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - opts.days * 86_400_000);
  const games = await db
    .selectFrom('lottery_games as g')
    .innerJoin('merchants as m', 'm.id', 'g.merchant_id')
    .selectAll('g')
    .select('m.code as merchant_code')
    .where('g.merchant_id', '=', merchantId)
    .where('g.kind', '=', 'vn')
    .where('g.enabled', '=', true)
    .execute();
  if (!games.length) return 0;
  const secret = await feedSecret(db, SANDBOX_FEED);
  // What is there already (an earlier start's history, the scheduler's draws) is not worked out again.
  const held = await db
    .selectFrom('lottery_draws')
    .select(['game_id', 'numero'])
    .where(
      'game_id',
      'in',
      games.map((g) => g.id),
    )
    .where('draw_at', '>', since)
    .where('draw_at', '<=', now)
    .execute();
  const taken = new Set(held.map((d) => `${d.game_id}:${d.numero}`));
  const holidays = holidayRepository(db);
  const offDays = new Map<string, ReadonlySet<string>>();
  const rows = [];
  for (const game of games) {
    const holidaySet = offDays.get(game.region) ?? (await holidays.codes(game.region));
    offDays.set(game.region, holidaySet);
    const slots = drawSlots({ ...scheduleOf(game), holidays: holidaySet }, since, now).filter(
      (slot) => !taken.has(`${game.id}:${slot.numero}`),
    );
    const fresh = await newDrawRows(db, game, slots);
    for (const row of fresh) {
      const result = sandboxResult(secret, { gameCode: game.code, region: game.region, date: row.numero });
      rows.push({
        ...row,
        status: 'settled' as const,
        result: JSON.stringify(result),
        winning_number: formatVnResult(result, 'rows'),
        drawn_at: row.draw_at,
        settled_at: row.draw_at,
      });
    }
  }
  let created = 0;
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const inserted = await db
      .insertInto('lottery_draws')
      .values(batch)
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'game_id', 'numero'])
      .execute();
    if (!inserted.length) continue;
    const byDraw = new Map(batch.map((r) => [`${r.game_id}:${r.numero}`, r]));
    await db
      .insertInto('lottery_result_entries')
      .values(
        inserted.map((d) => {
          const row = byDraw.get(`${d.game_id}:${d.numero}`) as (typeof batch)[number];
          return {
            draw_id: d.id,
            winning_number: row.winning_number,
            result: row.result,
            source: `feed:${SANDBOX_FEED}`,
            entered_by: null,
            entered_at: row.draw_at,
            status: 'confirmed' as const,
            decided_at: row.draw_at,
          };
        }),
      )
      .execute();
    created += inserted.length;
  }
  return created;
}
