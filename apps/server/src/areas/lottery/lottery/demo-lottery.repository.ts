import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** The demo seed's writes to the lottery tables that the query builder does not express. */
export function demoLotteryRepository(db: Db) {
  return {
    /** Sets one game's draw interval and betting lock. */
    async setInterval(merchantId: number, code: string, intervalSeconds: number, lockSeconds: number) {
      await sql`update lottery_games set interval_seconds = ${intervalSeconds}, lock_seconds = ${lockSeconds}
              where merchant_id = ${merchantId} and code = ${code}`.execute(db);
    },

    /** Names games by code in each language given; a name already set is kept. */
    async addMissingNames(
      merchantId: number,
      names: Array<{ code: string; language: string; name: string }>,
    ) {
      const rows = names.map(({ code, language, name }) => sql`(${code}, ${language}, ${name})`);
      await sql`insert into lottery_game_names (game_id, language, name)
    select g.id, n.language, n.name
    from (values ${sql.join(rows)}) as n(code, language, name)
    join lottery_games g on g.merchant_id = ${merchantId} and g.code = n.code
    on conflict (game_id, language) do nothing`.execute(db);
    },
  };
}
