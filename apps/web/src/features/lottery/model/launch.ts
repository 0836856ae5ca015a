import type { LotteryMenuItem } from '../api/lottery-types';

export type LotteryLaunch =
  | { kind: 'route'; to: string }
  /** TCG_SEA: the separate SEA lottery, which this platform does not host. */
  | { kind: 'sea' }
  /** Any other vendor launches as a third-party game; VASSALAGE opens its game list first. */
  | { kind: 'thirdParty'; popupList: boolean };

const has = (item: LotteryMenuItem, value: string) => item.accountTypeName === value || item.vendor === value;

/** §4 Lottery launch by account type. */
export function lotteryLaunch(item: LotteryMenuItem): LotteryLaunch {
  if (has(item, 'TCG_SEA')) return { kind: 'sea' };
  if (has(item, 'TCG_LOTTO_VN'))
    return { kind: 'route', to: `/vnLottery?gameCode=${encodeURIComponent(item.gameCode)}` };
  if (['LOTT', 'ELOTT'].some((v) => has(item, v) || item.gameType === v)) {
    const query = new URLSearchParams({ gameCode: item.gameCode });
    if (item.defaultPlayType) query.set('playType', item.defaultPlayType);
    return { kind: 'route', to: `/lottery?${query.toString()}` };
  }
  return { kind: 'thirdParty', popupList: item.isGame === 'VASSALAGE' };
}
