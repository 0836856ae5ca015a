import { formatMinorPlain, type GameType, type WinnerEntry } from '@pf/shared';
import type { Merchant } from '../../brand/index.ts';
import { gameIconPath, languageOf, pickImageCdn } from './catalog.service.ts';
import type { RoundsRepository } from './rounds.repository.ts';

/** "Recent" on the winner board: wins settled in the last seven days. */
export const WINNER_WINDOW_MS = 7 * 86_400_000;

/** Shows enough of a username to recognise oneself, not enough to identify anyone: "de***01". */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

export function winnersService(deps: { rounds: RoundsRepository; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** GCSGAME_getRankList: the biggest recent settled wins of the merchant, of one type or ALL. */
    async rankList(
      merchant: Merchant,
      q: { gameCategory: 'ALL' | GameType; language?: string | undefined; limitNum: number },
    ): Promise<{ list: WinnerEntry[] }> {
      const rows = await deps.rounds.topWins({
        merchantId: merchant.id,
        language: languageOf(merchant, q.language),
        gameType: q.gameCategory === 'ALL' ? undefined : q.gameCategory,
        since: new Date(now().getTime() - WINNER_WINDOW_MS),
        limit: q.limitNum,
      });
      const cdn = pickImageCdn(merchant);
      return {
        list: rows.map((r) => ({
          vo: {
            customerName: maskName(r.username),
            gameName: r.game_name,
            winAmount: formatMinorPlain(r.win),
          },
          gameId: r.game_id,
          nodeId: r.game_id,
          vassalage: r.vendor_code,
          gameType: r.game_type,
          accountTypeName: r.account_type_name,
          iconUrl: cdn + gameIconPath(r.game_id),
          settledAt: new Date(r.settled_at).toISOString(),
        })),
      };
    },
  };
}

export type WinnersService = ReturnType<typeof winnersService>;
