import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DbHandle } from './db/kysely.ts';
import { bettingRecordRoutes } from './modules/betting-record/betting-record.routes.ts';
import { cashierRoutes, createCashier } from './modules/cashier/cashier.module.ts';
import { createGames, gamesRoutes } from './modules/games/games.module.ts';
import { inhouseModule } from './modules/inhouse/inhouse.module.ts';
import { createLaunch, gameLaunchRoutes } from './modules/launch/launch.module.ts';
import { createLedger } from './modules/ledger/ledger.service.ts';
import { startLedgerSweeper } from './modules/ledger/ledger.sweeper.ts';
import { createLottery, lotteryModuleRoutes } from './modules/lottery/lottery.module.ts';
import { createMembers, membersRoutes } from './modules/member/member.module.ts';
import type { PasswordCost } from './modules/member/password.ts';
import { merchantRepository } from './modules/merchant/merchant.repository.ts';
import { merchantService } from './modules/merchant/merchant.service.ts';
import { sandboxAdaptersFor, sandboxVendorRoutes } from './modules/sandbox-vendor/sandbox.module.ts';
import { createSeamless, seamlessWalletRoutes } from './modules/seamless/seamless.module.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { systemService } from './modules/system/system.service.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { type GeoIp, loadGeoIp } from './platform/geoip.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { merchantPlugin } from './plugins/merchant.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Pick<Config, 'trustProxy' | 'webDist' | 'logLevel' | 'env'>;
  database: DbHandle;
  geoip?: GeoIp;
  logger?: FastifyServerOptions['logger'];
  /** argon2id cost for new password hashes; tests lower it. */
  passwordCost?: PasswordCost;
  /** Private uploads live under `<dataDir>/uploads` (DATA_DIR; tests pass a temp dir). */
  dataDir?: string;
  /** Shares abuse counters (login, SMS, captcha) between instances when set. */
  redisUrl?: string | undefined;
  /** The clock of member, session, SMS and captcha rules; tests move it. */
  now?: () => Date;
  /** Runs the lottery scheduler (draws, settlement) in this process; tests tick it themselves. */
  lotteryScheduler?: boolean;
}

let sharedGeoIp: GeoIp | undefined;

// The country database is 15 MB; load it once per process, not once per app instance.
function defaultGeoIp(): GeoIp {
  sharedGeoIp ??= loadGeoIp();
  return sharedGeoIp;
}

/** Builds the whole HTTP application; main.ts listens on it, tests call `app.inject`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    trustProxy: deps.config.trustProxy,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    bodyLimit: 8 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        connectSrc: ["'self'"],
      },
    },
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Platform API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  // Limits apply only where a route asks for them (login, SMS, captcha).
  await app.register(rateLimit, { global: false });

  const db = deps.database.db;
  const geoip = deps.geoip ?? defaultGeoIp();
  const merchantRepo = merchantRepository(db);
  const merchants = merchantService(merchantRepo);
  const system = systemService({ merchants, repo: merchantRepo, geoip });
  const ledger = createLedger(db);
  const members = createMembers({
    db,
    env: deps.config.env,
    dataDir: deps.dataDir ?? './data',
    passwordCost: deps.passwordCost,
    redisUrl: deps.redisUrl,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const auth = members.auth;
  app.addHook('onClose', members.close);

  await app.register(merchantPlugin, { merchants });
  await app.register(healthRoutes, { ping: () => deps.database.ping() });
  await app.register(systemRoutes, { system, merchants });
  await app.register(membersRoutes, { members, merchants, domainsOf: merchantRepo.domains });
  await app.register(walletRoutes, { ledger, auth });
  const cashier = createCashier({
    db,
    ledger,
    audit: members.audit,
    env: deps.config.env,
    dataDir: deps.dataDir ?? './data',
    inject: (opts) => app.inject(opts),
    passwordCost: deps.passwordCost,
    log: app.log,
    ...(deps.now ? { now: deps.now } : {}),
  });
  app.addHook('onClose', cashier.close);
  await app.register(cashierRoutes, { cashier, auth });
  const games = createGames(db);
  await app.register(gamesRoutes, { games, auth });
  // Vendors call the seamless wallet; the sandbox studio (never in production) plays through it.
  const seamless = createSeamless(db, deps.now);
  const sandbox = deps.config.env !== 'production';
  await app.register(seamlessWalletRoutes, { seamless });
  if (sandbox) await app.register(sandboxVendorRoutes, { seamless });
  const launch = createLaunch(db, games, sandbox ? sandboxAdaptersFor(seamless) : []);
  await app.register(gameLaunchRoutes, { launch, auth });
  await app.register(bettingRecordRoutes, { db, auth, ...(deps.now ? { now: deps.now } : {}) });
  await app.register(inhouseModule, { db, auth, ...(deps.now ? { now: deps.now } : {}) });
  const lottery = createLottery({
    db,
    audit: members.audit,
    now: deps.now,
    onError: (err) => app.log.error({ err }, 'lottery scheduler failed'),
  });
  await app.register(lotteryModuleRoutes, { lottery, auth });
  if (deps.lotteryScheduler) {
    // Started once the app is ready, i.e. after main.ts has migrated and seeded the database.
    let stopLottery: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopLottery = lottery.scheduler.start();
    });
    app.addHook('onClose', async () => stopLottery?.());
  }
  await app.register(webPlugin, { webDist: deps.config.webDist });

  // Reservations past their timeout are released even when no request touches them.
  const stopSweeper = startLedgerSweeper(ledger, {
    onError: (err) => app.log.error({ err }, 'ledger sweep failed'),
  });
  app.addHook('onClose', stopSweeper);

  return app;
}
