import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.ts';
import type { MemberAuth } from '../../plugins/auth.ts';
import { inhouseRoutes } from './inhouse.routes.ts';
import { inhouseService } from './inhouse.service.ts';
import { originalsRoutes } from './originals.routes.ts';
import { rouletteRoutes } from './roulette.routes.ts';

/** The in-house games (vendor BGS) on a database handle. */
export const createInhouse = (db: Db, now?: () => Date) => inhouseService({ db, ...(now ? { now } : {}) });

export async function inhouseModule(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; now?: () => Date },
) {
  const inhouse = createInhouse(opts.db, opts.now);
  await app.register(inhouseRoutes, { inhouse, auth: opts.auth });
  await app.register(originalsRoutes, { inhouse, auth: opts.auth });
  await app.register(rouletteRoutes, { inhouse, auth: opts.auth });
}
