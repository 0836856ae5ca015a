import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import type { MemberAuth } from '../../../plugins/auth.ts';
import type { MoneySettingsService } from '../../brand/index.ts';
import { baccaratRoutes } from './baccarat.routes.ts';
import { freeBetRoutes } from './free-bet.routes.ts';
import { inhouseRoutes } from './inhouse.routes.ts';
import { type FreeBetSource, inhouseService, type StakeGate } from './inhouse.service.ts';
import { originalsRoutes } from './originals.routes.ts';
import { rouletteRoutes } from './roulette.routes.ts';

/** The in-house games (vendor BGS) on a database handle. */
export const createInhouse = (
  db: Db,
  now?: () => Date,
  stakeGate?: StakeGate,
  freeBets?: FreeBetSource,
  money?: MoneySettingsService,
) => inhouseService({ db, stakeGate, freeBets, money, ...(now ? { now } : {}) });

export async function inhouseModule(
  app: FastifyInstance,
  opts: {
    db: Db;
    auth: MemberAuth;
    now?: () => Date;
    stakeGate?: StakeGate;
    freeBets?: FreeBetSource;
    money?: MoneySettingsService;
  },
) {
  const inhouse = createInhouse(opts.db, opts.now, opts.stakeGate, opts.freeBets, opts.money);
  await app.register(freeBetRoutes, { inhouse, auth: opts.auth });
  await app.register(inhouseRoutes, { inhouse, auth: opts.auth });
  await app.register(originalsRoutes, { inhouse, auth: opts.auth });
  await app.register(rouletteRoutes, { inhouse, auth: opts.auth });
  await app.register(baccaratRoutes, { inhouse, auth: opts.auth });
}
