import { CARD_KIND, OWN_LOTTERY_ACCOUNTS } from '@pf/shared';
import { sql } from 'kysely';
import { gameIconPath, vendorIconPath } from '../games/catalog.service.ts';
import type { Q } from './lottery.repository.ts';

const LOTTERY_GAME_TYPES = ['LOTT', 'ELOTT'];
/** Third-party items follow the merchant's own games. */
const SORT_AFTER_OWN = 10_000;

interface ThirdPartyRow {
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
async function thirdPartyRows(db: Q, merchantId: number, language: string): Promise<ThirdPartyRow[]> {
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

/**
 * A §3 lottery menu item for a third-party vendor. A single-game vendor (the SEA lottery) is its
 * game; any other is the vendor, isGame VASSALAGE, whose games the site lists before launching.
 * Such items have no draws here, so the draw fields are empty (times 0); nodeId is what a launch
 * names.
 */
function thirdPartyItem(row: ThirdPartyRow) {
  const single = row.is_game;
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    code: row.vendor_code,
    gameCode: single ? row.game_code : row.vendor_code,
    remark: single ? row.game_name : row.vendor_name,
    labelName: row.vendor_name,
    defaultPlayType: '',
    accountTypeName: row.account_type_name,
    vendor: row.vendor_code,
    vassalage: row.vendor_code,
    gameType: row.game_type,
    isGame: single ? CARD_KIND.GAME : CARD_KIND.VASSALAGE,
    webIconUrl: `/static${single ? gameIconPath(row.game_id) : vendorIconPath(row.vendor_code)}`,
    tag: [] as string[],
    remainTime: 0,
    lockTime: 0,
    fewinTime: 0,
    isSale: false,
    numero: null,
    drawId: null,
    seedHash: null,
    previousNumero: null,
    previousWinningNumber: '',
    previousWinningTime: null,
    drawDayOfWeek: '',
    gameMenuSort: SORT_AFTER_OWN + row.sort,
  };
}
export type ThirdPartyMenuItem = ReturnType<typeof thirdPartyItem>;

export async function thirdPartyMenuItems(
  db: Q,
  merchantId: number,
  language: string,
): Promise<ThirdPartyMenuItem[]> {
  return (await thirdPartyRows(db, merchantId, language)).map(thirdPartyItem);
}
