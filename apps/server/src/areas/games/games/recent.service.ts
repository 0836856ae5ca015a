import type { GameItem, GameType } from '@pf/shared';
import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { languageOf, pickImageCdn, toGameItem } from './catalog.service.ts';
import type { MemberGamesRepository } from './member-games.repository.ts';

/** How many recently played games the list shows. */
export const RECENT_GAMES_MAX = 50;

export function recentGamesService(deps: {
  catalog: CatalogRepository;
  memberGames: MemberGamesRepository;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** GCS_recentGame: most recently played first, optionally of one vendor or type. */
    async list(
      merchant: Merchant,
      session: MemberSession,
      q: { vassalage?: string | undefined; gameType?: GameType | undefined; language?: string | undefined },
    ): Promise<{ list: GameItem[]; totalPages: number }> {
      const { rows, total } = await deps.catalog.listGames(
        {
          merchantId: merchant.id,
          language: languageOf(merchant, q.language),
          vendor: q.vassalage,
          gameType: q.gameType,
          recentOf: session.memberId,
        },
        { limit: RECENT_GAMES_MAX, offset: 0 },
      );
      const cdn = pickImageCdn(merchant);
      return { list: rows.map((r) => toGameItem(r, cdn)), totalPages: total > 0 ? 1 : 0 };
    },

    /**
     * Records that the member opened a game. The launch call (and in-house games) call this; a
     * game of another merchant's catalog is not recorded.
     */
    async recordPlay(merchant: Merchant, memberId: bigint, gameId: number): Promise<boolean> {
      const game = await deps.catalog.findGame(merchant.id, gameId);
      if (!game) return false;
      await deps.memberGames.touchRecent(merchant.id, memberId, gameId, now());
      return true;
    },
  };
}

export type RecentGamesService = ReturnType<typeof recentGamesService>;
