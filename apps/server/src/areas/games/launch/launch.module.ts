import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import type { Games, PlayableGames } from '../games/games.module.ts';
import { inhouseLaunchAdapter } from './inhouse.adapter.ts';
import type { VendorLaunchAdapter } from './launch.adapters.ts';
import { launchRepository } from './launch.repository.ts';
import { launchRoutes } from './launch.routes.ts';
import { launchService } from './launch.service.ts';
import { type LotteryPages, lotteryLaunchAdapters } from './lottery.adapter.ts';

export type { VendorLaunchAdapter } from './launch.adapters.ts';

/**
 * What the lobbies may list: the games the launch adapters open (in-house games always), and the
 * vendors whose games this site plays on its own pages (its lotteries).
 */
export function playableGames(adapters: VendorLaunchAdapter[], playedHere: readonly string[]): PlayableGames {
  const all = [inhouseLaunchAdapter, ...adapters];
  return new Map<string, ReadonlySet<string> | null>([
    ...playedHere.map((vendor) => [vendor, null] as const),
    ...all.map((a) => [a.vendor, a.games ?? null] as const),
  ]);
}

/**
 * The launch call; in-house games always, this site's lotteries on their betting pages, other
 * vendors through the adapters given.
 */
export function createLaunch(
  db: Db,
  games: Games,
  adapters: VendorLaunchAdapter[],
  lottery: { vendors: readonly string[]; pages: LotteryPages },
) {
  return launchService({
    catalog: games.repo,
    recent: games.recent,
    repo: launchRepository(db),
    adapters: [inhouseLaunchAdapter, ...lotteryLaunchAdapters(lottery.vendors, lottery.pages), ...adapters],
    lotteryPages: lottery.pages,
  });
}

export async function gameLaunchRoutes(
  app: FastifyInstance,
  opts: { launch: ReturnType<typeof createLaunch>; auth: MemberAuth },
) {
  await app.register(launchRoutes, opts);
}
