import { FAVOURITES_PAGE_SIZE, type GameItem, type GameType } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { languageOf, pickImageCdn, toGameItem } from './catalog.service.ts';
import type { MemberGamesRepository } from './member-games.repository.ts';

/** The favourites list loads in one page of 999 (§9), so a member keeps at most that many. */
export const FAVOURITES_MAX = FAVOURITES_PAGE_SIZE;

export interface FavouriteChange {
  nodeId: number;
  vendor: string;
  gameType: GameType;
}

export function favouritesService(deps: { catalog: CatalogRepository; memberGames: MemberGamesRepository }) {
  const { catalog, memberGames } = deps;

  /** The game the payload names, of an enabled vendor of this merchant; vendor and type must agree. */
  async function target(merchant: Merchant, change: FavouriteChange) {
    const game = await catalog.findGame(merchant.id, change.nodeId);
    if (!game || game.vendor_code !== change.vendor || game.game_type !== change.gameType) {
      throw new AppError('NOT_FOUND', 'Game not found');
    }
    return game;
  }

  return {
    async ids(session: MemberSession, gameType?: GameType): Promise<{ ids: number[] }> {
      return { ids: await memberGames.favouriteIds(session.memberId, gameType) };
    },

    async list(
      merchant: Merchant,
      session: MemberSession,
      q: {
        gameType?: GameType | undefined;
        vassalage?: string | undefined;
        language?: string | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<{ content: GameItem[]; pageNo: number; totalPages: number; total: number }> {
      const { rows, total } = await catalog.listGames(
        {
          merchantId: merchant.id,
          language: languageOf(merchant, q.language),
          gameType: q.gameType,
          vendor: q.vassalage,
          favouritesOf: session.memberId,
        },
        { limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize },
      );
      const cdn = pickImageCdn(merchant);
      return {
        content: rows.map((r) => toGameItem(r, cdn)),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },

    /** Idempotent: adding a favourite twice keeps one. */
    async add(merchant: Merchant, session: MemberSession, change: FavouriteChange) {
      const game = await target(merchant, change);
      if ((await memberGames.countFavourites(session.memberId)) >= FAVOURITES_MAX) {
        const already = (await memberGames.favouriteIds(session.memberId)).includes(game.id);
        if (!already) throw new AppError('CONFLICT', `At most ${FAVOURITES_MAX} favourite games`);
      }
      const added = await memberGames.addFavourite(merchant.id, session.memberId, game.id);
      return { nodeId: game.id, favourite: true, changed: added };
    },

    /** Idempotent: removing a game that is not a favourite changes nothing and succeeds. */
    async remove(merchant: Merchant, session: MemberSession, change: FavouriteChange) {
      const game = await target(merchant, change);
      const removed = await memberGames.removeFavourite(session.memberId, game.id);
      return { nodeId: game.id, favourite: false, changed: removed };
    },
  };
}

export type FavouritesService = ReturnType<typeof favouritesService>;
