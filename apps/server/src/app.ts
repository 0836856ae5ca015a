import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { registerAgents } from './areas/agents/index.ts';
import { registerBrand } from './areas/brand/index.ts';
import { registerContent } from './areas/content/index.ts';
import { registerGames } from './areas/games/index.ts';
import { createIdentity, registerIdentity } from './areas/identity/index.ts';
import { registerLottery } from './areas/lottery/index.ts';
import { registerMoney } from './areas/money/index.ts';
import { registerReports } from './areas/reports/index.ts';
import { registerRewards } from './areas/rewards/index.ts';
import type { Config } from './config.ts';
import type { DbHandle } from './db/kysely.ts';
import { openAreaContext } from './platform/area-context.ts';
import { runJobsWhileOpen } from './platform/background-jobs.ts';
import type { GeoIp } from './platform/geoip.ts';
import type { PasswordCost } from './platform/password.ts';
import { authRequestFields, checkTokensBeforeBody } from './plugins/auth.ts';
import { consoleWebPlugin } from './plugins/console-web.ts';
import { healthRoutes } from './plugins/health.ts';
import { createHttpApp } from './plugins/http-app.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Pick<Config, 'trustProxy' | 'webDist' | 'logLevel' | 'env'> & Partial<Pick<Config, 'consoleDist'>>;
  database: DbHandle;
  geoip?: GeoIp;
  logger?: FastifyServerOptions['logger'];
  /** argon2id cost for new password hashes; tests lower it. */
  passwordCost?: PasswordCost;
  /** Private uploads live under `<dataDir>/uploads` (DATA_DIR; tests pass a temp dir). */
  dataDir?: string;
  /**
   * Shares every abuse limit between instances when set: the per-address request limits of the
   * routes (login, register, password, staff login) and the login, SMS and captcha counters.
   */
  redisUrl?: string | undefined;
  /** Prefix of this deployment's keys in Redis; tests give each run its own. */
  redisPrefix?: string;
  /** The clock of member, session, SMS and captcha rules; tests move it. */
  now?: () => Date;
  /** Answers an error code a contract does not declare with a 500; on by default under test. */
  strictContracts?: boolean;
  /** Runs the lottery scheduler (draws, settlement) in this process; tests tick it themselves. */
  lotteryScheduler?: boolean;
  /** Runs the Crash round clock in this process (one instance at a time leads); tests tick it themselves. */
  crashClock?: boolean;
  /**
   * Runs the timed jobs (bonus, referral and VIP runs, payroll, withdrawal auto-confirmation, the
   * reservation sweeper); off by default under test, where suites run them themselves. The JOBS
   * variable turns them off on instances that only answer requests.
   */
  jobs?: boolean;
}

/**
 * Builds the whole HTTP application; main.ts listens on it, tests call `app.inject`. The areas
 * register bottom-up (decision 0016): each builds its services, registers its routes, adds its
 * jobs and fills the ports of the areas below that call into it.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = await createHttpApp({
    logger: deps.logger,
    logLevel: deps.config.logLevel,
    trustProxy: deps.config.trustProxy,
    strictContracts: deps.strictContracts ?? deps.config.env === 'test',
  });
  const ctx = await openAreaContext(app, deps);
  // Every area's routes check sessions and write the audit log, so identity's services come first,
  // and the token check before the body is in place before the first route.
  const identity = createIdentity(ctx);
  const { auth, audit } = identity;
  checkTokensBeforeBody(app, auth);
  await app.register(authRequestFields);
  await app.register(healthRoutes, { ping: () => deps.database.ping() });

  const brand = await registerBrand(ctx, { auth, audit });
  await registerIdentity(ctx, identity, { brand });
  const money = await registerMoney(ctx, { auth, audit, brandMoney: brand.money });
  const content = await registerContent(ctx, { auth, audit, kycDecided: identity.ports.kycDecided });
  const games = await registerGames(ctx, {
    auth,
    audit,
    money: brand.money,
    hub: content.hub,
    onBrandCreated: brand.onCreated,
  });
  await registerLottery(ctx, { auth, audit, games });
  await registerRewards(ctx, { auth, audit, identity, money, content, games });
  await registerAgents(ctx, { auth, audit, money });
  await registerReports(ctx, { auth, audit });

  await app.register(webPlugin, { webDist: deps.config.webDist, firstBanner: content.firstBanner });
  // Without a console build (tests, a server-only deployment) /bo answers 404, not the player site.
  await app.register(consoleWebPlugin, { consoleDist: deps.config.consoleDist });
  runJobsWhileOpen(app, ctx.jobs.starters);
  return app;
}
