import type { GameItem, LaunchRequest } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import type { CatalogRepository } from '../games/catalog.repository.ts';
import { languageOf, pickImageCdn, toGameItem } from '../games/catalog.service.ts';
import type { RecentGamesService } from '../games/recent.service.ts';
import type { VendorLaunchAdapter } from './launch.adapters.ts';
import { gameClosedError } from './launch.errors.ts';
import type { LaunchRepository } from './launch.repository.ts';
import type { LotteryPages } from './lottery.adapter.ts';

/** How many other games a closed game suggests. */
export const SUGGESTIONS_MAX = 6;

export interface LaunchAnswer {
  game_url: string;
  /** A PVP room launch also answers in content (§7). */
  content?: string;
  /** The game plays on the seamless wallet: the site opens it on its /seamless page. */
  seamless?: true;
}

export function launchService(deps: {
  catalog: CatalogRepository;
  recent: RecentGamesService;
  repo: LaunchRepository;
  adapters: VendorLaunchAdapter[];
  lotteryPages: LotteryPages;
}) {
  const adapters = new Map(deps.adapters.map((a) => [a.vendor, a]));

  /**
   * §7 Vietnam lobby launch (launchMode LOTT): the lottery's betting page by its code, or the
   * lottery lobby; the VN page (its first game) when no game is named.
   */
  async function lotteryLaunch(merchant: Merchant, input: LaunchRequest): Promise<LaunchAnswer> {
    if (input.lottoView === 'lobby') return { game_url: deps.lotteryPages.lobby };
    if (input.lottoGameCode === undefined) return { game_url: deps.lotteryPages.firstPage };
    const url = await deps.lotteryPages.bettingPage(merchant.id, input.lottoGameCode);
    if (!url) throw new AppError('NOT_FOUND', 'Game not found');
    return { game_url: url };
  }

  /**
   * Other games of the same category that this deployment can open (the lists hold no others when
   * the catalog knows what is playable), hot before the rest; never a game under maintenance or
   * the closed game itself.
   */
  async function suggestions(
    merchant: Merchant,
    language: string,
    gameType: GameItem['gameType'],
    except: number,
  ) {
    const playable = [...adapters.keys()];
    const pick = async (extra: { isHot?: boolean; vendors?: string[] }) =>
      (
        await deps.catalog.listGames(
          { merchantId: merchant.id, language, gameType, ...extra },
          { limit: SUGGESTIONS_MAX * 3, offset: 0 },
        )
      ).rows.filter((g) => g.id !== except && !g.maintenance);
    const seen = new Set<number>();
    const rows = [
      ...(await pick({ vendors: playable, isHot: true })),
      ...(await pick({ vendors: playable })),
    ].filter((g) => {
      if (seen.has(g.id)) return false;
      seen.add(g.id);
      return true;
    });
    const cdn = pickImageCdn(merchant);
    return rows.slice(0, SUGGESTIONS_MAX).map((r) => toGameItem(r, cdn));
  }

  return {
    async launch(
      merchant: Merchant,
      session: MemberSession,
      input: LaunchRequest,
      origin: string,
    ): Promise<LaunchAnswer> {
      if (input.gameId === undefined && input.roomId === undefined) return lotteryLaunch(merchant, input);
      const language = languageOf(merchant, input.language);
      const gameId =
        input.gameId ?? (input.roomId !== undefined ? await deps.repo.gameOfRoom(input.roomId) : undefined);
      const game =
        gameId === undefined ? undefined : await deps.catalog.findGame(merchant.id, gameId, language);
      if (!game || (input.vassalage && input.vassalage !== game.vendor_code)) {
        throw new AppError('NOT_FOUND', 'Game not found');
      }
      const closed = async (code: 'GAME_MAINTENANCE' | 'GAME_UNAVAILABLE') =>
        gameClosedError(code, {
          gameId: game.id,
          gameType: game.game_type,
          suggestions: await suggestions(merchant, language, game.game_type, game.id),
        });
      if (game.maintenance) throw await closed('GAME_MAINTENANCE');
      const adapter = adapters.get(game.vendor_code);
      const url = adapter ? await adapter.launchUrl({ merchant, session, game, language, origin }) : null;
      if (!url) throw await closed('GAME_UNAVAILABLE');
      await deps.recent.recordPlay(merchant, session.memberId, game.id);
      return {
        game_url: url,
        ...(input.roomId !== undefined ? { content: url } : {}),
        ...(adapter?.seamless ? { seamless: true as const } : {}),
      };
    },
  };
}

export type LaunchService = ReturnType<typeof launchService>;
