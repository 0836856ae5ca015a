import { OWN_LOTTERY_ACCOUNTS } from '@pf/shared';
import { sql } from 'kysely';
import type { Q } from './lottery.repository.ts';

const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'];

export interface ThirdPartyRow {
  node_id: number;
  vendor_code: string;
  vendor_name: string;
  account_type_name: string;
  game_type: string;
  is_game: boolean;
  sort: number;
  game_id: number;
  game_code: string;
  game_name: string;
}

/** Each enabled third-party lottery vendor with its first game (the one a single-game card opens). */
export async function thirdPartyRows(db: Q, merchantId: number, language: string): Promise<ThirdPartyRow[]> {
  const r = await sql<ThirdPartyRow>`
    select vt.id as node_id, vt.vendor_code, v.name as vendor_name, v.account_type_name, vt.game_type,
           vt.is_game, vt.sort, g.id as game_id, g.code as game_code, coalesce(gn.name, g.name) as game_name
    from game_vendor_types vt
    join game_vendors v on v.code = vt.vendor_code
    join merchant_vendors mv on mv.vendor_code = vt.vendor_code and mv.merchant_id = ${merchantId} and mv.enabled
    join lateral (
      select * from games x where x.vendor_code = vt.vendor_code and x.game_type = vt.game_type
      order by x.sort, x.id limit 1) g on true
    left join game_names gn on gn.game_id = g.id and gn.language = ${language}
    where vt.game_type in (${sql.join(LOTTERY_GAME_TYPES)})
      -- The own lottery accounts' games are the lottery engine's, listed from lottery_games already.
      and v.account_type_name not in (${sql.join([...OWN_LOTTERY_ACCOUNTS])})
      and vt.vendor_code not in (${sql.join([...OWN_LOTTERY_ACCOUNTS])})
    order by vt.sort, vt.id`.execute(db);
  return r.rows;
}
