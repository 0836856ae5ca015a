import type { BetTypeInfo, LotteryGameDetail } from '../api/game';
import type { LotteryMenuItem } from '../api/menus';

/** MB rows result (27 numbers) in the §3 rows format; its special prize is 31429. */
export const MB_ROWS =
  '31429~56141~63539,52989~30127,77415,20310,94756,11823,60548~4451,0823,9710,3366~2018,4307,5512,6823,7704,1135~519,247,836~27,15,44,13';

/** A menu item as the server sends it; every §3 field present. */
export function menuItem(
  over: Partial<LotteryMenuItem> & Pick<LotteryMenuItem, 'gameCode'>,
): LotteryMenuItem {
  return {
    gameId: 1,
    code: over.gameCode,
    remark: `Remark ${over.gameCode}`,
    labelName: `Game ${over.gameCode}`,
    defaultPlayType: 'lo2',
    accountTypeName: 'TCG_LOTTO_VN',
    vendor: 'TCG_LOTTO_VN',
    vassalage: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    isGame: 'GAME',
    webIconUrl: '/static/lottery/x.svg',
    tag: ['FAST'],
    remainTime: 40_000,
    lockTime: 5,
    fewinTime: null,
    isSale: true,
    seedHash: null,
    previousNumero: null,
    previousWinningNumber: MB_ROWS,
    previousWinningTime: Date.UTC(2026, 10, 23, 9, 5, 7),
    drawDayOfWeek: '1,2,3,4,5,6,7',
    gameMenuSort: 100,
    kind: 'vnfast',
    region: 'MB',
    numero: '20261123-0001',
    drawId: 11,
    ...over,
  };
}

export const MENU: LotteryMenuItem[] = [
  menuItem({
    gameId: 1,
    gameCode: 'vn-mb',
    tag: ['MB'],
    kind: 'vn',
    gameType: 'LOTT',
    remainTime: 3_600_000,
  }),
  menuItem({
    gameId: 2,
    gameCode: 'mt-hue',
    tag: ['MT'],
    kind: 'vn',
    gameType: 'LOTT',
    remainTime: 7_200_000,
  }),
  menuItem({
    gameId: 3,
    gameCode: 'mn-hcm',
    tag: ['MN'],
    kind: 'vn',
    gameType: 'LOTT',
    remainTime: 90_000_000,
  }),
  menuItem({ gameId: 4, gameCode: 'vnfast-45s', tag: ['FAST'] }),
  menuItem({
    gameId: 5,
    gameCode: 'keno',
    tag: ['KENO'],
    kind: 'keno',
    accountTypeName: 'ELOTT',
    vendor: 'ELOTT',
    vassalage: 'ELK',
    defaultPlayType: 'spots',
    previousWinningNumber: '03,07,11,15,19,23,27,31,35,39,43,47,51,55,59,63,67,71,75,79',
  }),
];

export const VN_BET_TYPES: BetTypeInfo[] = [
  { betType: 'lo2', digits: 2, min: 1, max: 100, combination: false, pay: 99, per: 27 },
  { betType: 'de', digits: 2, min: 1, max: 100, combination: false, pay: 95, per: 1 },
  { betType: 'dau', digits: 1, min: 1, max: 10, combination: false, pay: 95, per: 10 },
  { betType: 'xien2', digits: 2, min: 2, max: 2, combination: true, pay: 173, per: 10 },
  {
    betType: 'loTruot',
    digits: 2,
    min: 4,
    max: 10,
    combination: true,
    rates: { '4': { pay: 286, per: 100 }, '5': { pay: 379, per: 100 } },
  },
];

export const KENO_BET_TYPES: BetTypeInfo[] = [
  {
    betType: 'spots',
    min: 1,
    max: 10,
    paytable: { '1': { '1': 38 }, '2': { '2': 158 }, '3': { '2': 26, '3': 425 } },
  },
  { betType: 'big', winHundredths: 195 },
  { betType: 'small', winHundredths: 195 },
  { betType: 'odd', winHundredths: 195 },
  { betType: 'even', winHundredths: 195 },
];

export function gameDetail(item: LotteryMenuItem, betTypes: BetTypeInfo[]): LotteryGameDetail {
  return {
    game: item,
    draw: {
      drawId: 11,
      numero: item.numero ?? '20261123-0001',
      status: 'open',
      openAt: '2026-11-23T09:00:00.000Z',
      lockAt: '2026-11-23T09:00:40.000Z',
      drawAt: '2026-11-23T09:00:45.000Z',
      isSale: item.isSale,
      seedHash: 'ab'.repeat(32),
    },
    betTypes,
    minStake: '1.00',
    maxStake: '1000.00',
  };
}
