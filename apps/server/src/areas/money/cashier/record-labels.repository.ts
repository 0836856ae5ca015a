import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** The lottery menu files keno under the e-lottery vendor and every VN game under the VN lotto. */
const lotteryVendor = sql<string>`(case lg.kind when 'keno' then 'ELK' else 'TCG_LOTTO_VN' end)`;

const gameName = sql<string>`coalesce(gn.name, g.name)`;

/** The batched lookups behind the account record's labels (`records.labels.ts`), scoped to a merchant. */
export function recordLabelsRepository(db: Db) {
  return {
    /** Vendor names by code; none asked, none looked up. */
    async vendorNames(codes: string[]): Promise<Map<string, string>> {
      if (codes.length === 0) return new Map<string, string>();
      const rows = await db
        .selectFrom('game_vendors')
        .select(['code', 'name'])
        .where('code', 'in', codes)
        .execute();
      return new Map(rows.map((r) => [r.code, r.name]));
    },

    /**
     * The merchant's draws among `ids`, with their game's name in `language` and the vendor code
     * they are filed under.
     */
    async lotteryDraws(scope: { merchantId: number; language: string }, ids: string[]) {
      const rows = await sql<{ id: string; numero: string; game: string; vendor: string }>`
      select d.id::text as id, d.numero, coalesce(lgn.name, lg.name) as game, ${lotteryVendor} as vendor
      from lottery_draws d join lottery_games lg on lg.id = d.game_id
      left join lottery_game_names lgn on lgn.game_id = lg.id and lgn.language = ${scope.language}
      where d.merchant_id = ${scope.merchantId}
        and d.id in (${sql.join(ids.map((id) => sql`${id}::bigint`))})`.execute(db);
      return rows.rows;
    },

    /** The member's in-house rounds among `requestIds`, with the game's name in `language` and the vendor's. */
    async inhouseRounds(
      scope: { merchantId: number; memberId: bigint; language: string },
      requestIds: string[],
    ) {
      return db
        .selectFrom('inhouse_rounds as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
        .leftJoin('game_names as gn', (j) =>
          j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', scope.language),
        )
        .select(['r.id', 'r.request_id', gameName.as('game'), 'v.name as vendor'])
        .where('r.merchant_id', '=', scope.merchantId)
        .where('r.member_id', '=', scope.memberId)
        .where('r.request_id', 'in', requestIds)
        .execute();
    },

    /**
     * The member's seamless rounds among `roundIds`, with our number for each (the vendor's own
     * ids mean nothing to a member) and the game's name in `language`.
     */
    async seamlessRounds(
      scope: { merchantId: number; memberId: bigint; language: string },
      roundIds: string[],
    ) {
      return db
        .selectFrom('game_rounds as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .leftJoin('game_names as gn', (j) =>
          j.onRef('gn.game_id', '=', 'g.id').on('gn.language', '=', scope.language),
        )
        .select(['r.id', 'r.vendor', 'r.round_id', gameName.as('game')])
        .where('r.merchant_id', '=', scope.merchantId)
        .where('r.member_id', '=', scope.memberId)
        .where('r.round_id', 'in', roundIds)
        .execute();
    },
  };
}
