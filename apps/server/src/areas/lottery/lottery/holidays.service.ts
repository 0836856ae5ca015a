import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../../identity/index.ts';
import { type Holiday, holidayRepository, type Region } from './holidays.repository.ts';
import { addDays, localToInstant } from './local-time.ts';
import { lotteryError } from './lottery.errors.ts';
import { lotteryRepository } from './lottery.repository.ts';
import type { Operator, ResultsService } from './results.service.ts';
import { drawSlots } from './schedule.ts';
import { newDrawRows, scheduleOf } from './scheduler.ts';

/**
 * Non-draw days (Tết and other days the lottery companies do not draw), per region. The scheduler
 * skips them; adding one cancels the region's traditional draws already generated for that date
 * (refunding their bets), removing one puts the date's draws back while they are still to come.
 */
export function holidaysService(deps: {
  db: Db;
  audit: AuditService;
  now: () => Date;
  results: ResultsService;
}) {
  const { db, audit, now, results } = deps;

  function dateOf(day: string) {
    const [year, month, date] = day.split('-').map(Number);
    return { year: year as number, month: month as number, day: date as number };
  }

  /** The traditional draws of the region on `day` that the scheduler would make, inserted if absent. */
  async function restoreDraws(region: Region, day: string): Promise<number> {
    const repo = lotteryRepository(db);
    let created = 0;
    for (const game of await repo.gamesToSchedule()) {
      if (game.kind !== 'vn' || game.region !== region) continue;
      const date = dateOf(day);
      const from = new Date(Math.max(now().getTime(), localToInstant(date, 0, game.timezone).getTime() - 1));
      const until = localToInstant(addDays(date, 1), 0, game.timezone);
      // Only dates the generator has already passed; later ones it makes by itself.
      if (!game.last_draw_at || game.last_draw_at < until) continue;
      const slots = drawSlots(scheduleOf(game), from, until);
      created += await repo.insertDraws(await newDrawRows(db, game, slots));
    }
    return created;
  }

  return {
    list: (filter: { region?: Region | undefined; year?: number | undefined }) =>
      holidayRepository(db).list(filter),

    async put(h: Holiday, op: Operator) {
      const before = await db.transaction().execute(async (trx) => {
        const repo = holidayRepository(trx);
        const existing = await repo.find(h.region, h.day);
        await repo.put(h);
        await audit.record(
          {
            staffId: op.staffId,
            action: 'lottery.holiday_put',
            targetType: 'lottery_holiday',
            targetId: `${h.region}:${h.day}`,
            before: existing ?? null,
            after: h,
            ip: op.ip,
          },
          trx,
        );
        return existing;
      });
      let cancelledDraws = 0;
      for (const draw of await holidayRepository(db).upcomingDrawsOn(h.region, h.day, now())) {
        try {
          await results.cancel(draw.id, `Non-draw day: ${h.name}`, op);
          cancelledDraws += 1;
        } catch (err) {
          // Drawn or cancelled meanwhile: nothing left to cancel.
          if (!(err instanceof AppError)) throw err;
        }
      }
      return { ...h, created: !before, cancelledDraws };
    },

    async remove(region: Region, day: string, op: Operator) {
      const removed = await db.transaction().execute(async (trx) => {
        const repo = holidayRepository(trx);
        const existing = await repo.find(region, day);
        if (!existing) return null;
        await repo.remove(region, day);
        await audit.record(
          {
            staffId: op.staffId,
            action: 'lottery.holiday_remove',
            targetType: 'lottery_holiday',
            targetId: `${region}:${day}`,
            before: existing,
            ip: op.ip,
          },
          trx,
        );
        return existing;
      });
      if (!removed) throw lotteryError('LOTTERY_HOLIDAY_NOT_FOUND');
      return { ...removed, restoredDraws: await restoreDraws(region, day) };
    },
  };
}

export type HolidaysService = ReturnType<typeof holidaysService>;
