/**
 * Lottery codes the game catalog shows that are not one lottery game of their own. A region tile
 * (Miền Trung, Miền Nam) stands for its stations, several a day each with its own draw, so it opens
 * the station drawing next; Quick Lotto 5 is another name of the five-minute fast game.
 */
export type LotteryCodeAlias = { region: 'MT' | 'MN' } | { code: string };

export const LOTTERY_CODE_ALIASES: Readonly<Record<string, LotteryCodeAlias>> = {
  'vn-mt': { region: 'MT' },
  'vn-mn': { region: 'MN' },
  'quick-lotto-5': { code: 'vnfast-5m' },
};
