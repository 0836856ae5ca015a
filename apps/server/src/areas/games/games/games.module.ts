import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import type { PictureRenderer } from '../../../platform/pictures.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { cachedCatalogRepository } from './catalog.cache.ts';
import { catalogRepository } from './catalog.repository.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogService } from './catalog.service.ts';
import { cachedCatalogAnswers } from './catalog-answers.cache.ts';
import { favouritesService } from './favourites.service.ts';
import { iconRoutes } from './icons.routes.ts';
import { memberGamesRepository } from './member-games.repository.ts';
import { memberGamesRoutes } from './member-games.routes.ts';
import type { PlayableGames } from './playable.ts';
import { recentGamesService } from './recent.service.ts';
import { roundsRepository } from './rounds.repository.ts';
import { winnersService } from './winners.service.ts';

export type { PlayableGames } from './playable.ts';

/**
 * The game catalog's services; other features (launch, wallet) use `recent.recordPlay`. Given the
 * games this deployment can open, the lobbies list only those.
 */
export function createGames(db: Db, bus?: ChangeBus, playable?: PlayableGames) {
  const stored = catalogRepository(db, playable);
  const repo = bus ? cachedCatalogRepository(stored, bus) : stored;
  const memberGames = memberGamesRepository(db);
  return {
    repo,
    catalog: bus ? cachedCatalogAnswers(catalogService(repo), bus) : catalogService(repo),
    favourites: favouritesService({ catalog: repo, memberGames }),
    recent: recentGamesService({ catalog: repo, memberGames }),
    winners: winnersService({ rounds: roundsRepository(db) }),
  };
}

export type Games = ReturnType<typeof createGames>;

/** Every game route: catalog relays, member lists and the generated artwork. */
export async function gamesRoutes(
  app: FastifyInstance,
  opts: { games: Games; auth: MemberAuth; pictures: PictureRenderer },
) {
  const { games, auth } = opts;
  await app.register(catalogRoutes, { catalog: games.catalog, winners: games.winners, auth });
  await app.register(memberGamesRoutes, { favourites: games.favourites, recent: games.recent, auth });
  await app.register(iconRoutes, { repo: games.repo, pictures: opts.pictures });
}
