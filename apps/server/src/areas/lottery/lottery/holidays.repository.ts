import { sql } from 'kysely';
import type { Q } from './lottery.repository.ts';

export type Region = 'MB' | 'MT' | 'MN';

export interface Holiday {
  region: Region;
  /** "YYYY-MM-DD", a local calendar date. */
  day: string;
  name: string;
}

/** The non-draw-day calendar (`lottery_holidays`): dates travel as text, never as instants. */
export function holidayRepository(db: Q) {
  return {
    /** The region's non-draw days as draw-number dates ("YYYYMMDD"). */
    async codes(region: Region): Promise<ReadonlySet<string>> {
      const r = await sql<{ code: string }>`
        select to_char(day, 'YYYYMMDD') as code from lottery_holidays where region = ${region}`.execute(db);
      return new Set(r.rows.map((row) => row.code));
    },

    async list(filter: { region?: Region | undefined; year?: number | undefined }): Promise<Holiday[]> {
      const r = await sql<Holiday>`
        select region, to_char(day, 'YYYY-MM-DD') as day, name from lottery_holidays
        where true
          ${filter.region ? sql`and region = ${filter.region}` : sql``}
          ${filter.year ? sql`and extract(year from day) = ${filter.year}` : sql``}
        order by day, region`.execute(db);
      return r.rows;
    },

    async find(region: Region, day: string): Promise<Holiday | undefined> {
      const r = await sql<Holiday>`
        select region, to_char(day, 'YYYY-MM-DD') as day, name from lottery_holidays
        where region = ${region} and day = ${day}::date`.execute(db);
      return r.rows[0];
    },

    async put(h: Holiday): Promise<void> {
      await sql`insert into lottery_holidays (region, day, name) values (${h.region}, ${h.day}::date, ${h.name})
        on conflict (region, day) do update set name = excluded.name`.execute(db);
    },

    async remove(region: Region, day: string): Promise<boolean> {
      const r =
        await sql`delete from lottery_holidays where region = ${region} and day = ${day}::date`.execute(db);
      return Number(r.numAffectedRows ?? 0n) > 0;
    },

    /** Traditional draws of the region on that local date still to come (by numero, "YYYYMMDD"). */
    async upcomingDrawsOn(region: Region, day: string, now: Date): Promise<{ id: bigint }[]> {
      const r = await sql<{ id: bigint }>`
        select d.id from lottery_draws d join lottery_games g on g.id = d.game_id
        where g.kind = 'vn' and g.region = ${region} and d.numero = ${day.replaceAll('-', '')}
          and d.status in ('scheduled', 'open', 'locked') and d.draw_at > ${now}
        order by d.id`.execute(db);
      return r.rows;
    },
  };
}
