import { CARD_KIND } from '@pf/shared';
import { gameIconPath, vendorIconPath } from '../../games/index.ts';
import type { Q } from './lottery.repository.ts';
import { type ThirdPartyRow, thirdPartyRows } from './third-party-menu.repository.ts';

/** Third-party items follow the merchant's own games. */
const SORT_AFTER_OWN = 10_000;

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
