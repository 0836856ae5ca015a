import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type onRequestAsyncHookHandler,
} from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import {
  cachedMerchantRepository,
  merchantRepository,
  merchantService,
  moneySettingsRoutes,
  moneySettingsService,
  systemRoutes,
  systemService,
} from './areas/brand/index.ts';
import { contentRoutes, createContent, createPush, pushModuleRoutes } from './areas/content/index.ts';
import {
  bettingRecordRoutes,
  crashModuleRoutes,
  createCrash,
  createGames,
  createLaunch,
  createSeamless,
  createVendors,
  evolutionSimulatorRoutes,
  gameLaunchRoutes,
  gamesRoutes,
  hub88SimulatorRoutes,
  inhouseModule,
  LOTTERY_VENDORS,
  ownBaseUrl,
  playableGames,
  pragmaticSimulatorRoutes,
  sandboxAdaptersFor,
  sandboxVendorRoutes,
  seamlessWalletRoutes,
  vendorsRoutes,
} from './areas/games/index.ts';
import { createMembers, membersRoutes } from './areas/identity/index.ts';
import { chooseResultsFeed, createLottery, lotteryEnv, lotteryModuleRoutes } from './areas/lottery/index.ts';
import {
  cashierRoutes,
  createBalanceReader,
  createCashier,
  createLedger,
  startLedgerSweeper,
  walletRoutes,
} from './areas/money/index.ts';
import {
  activityRoutes,
  bonusRoutes,
  createActivity,
  createBonus,
  createPromotions,
  createReferral,
  promotionsRoutes,
  referralRoutes,
} from './areas/rewards/index.ts';
import type { Config } from './config.ts';
import type { DbHandle } from './db/kysely.ts';
import { type JobStarter, runJobsWhileOpen } from './platform/background-jobs.ts';
import { type ChangeBus, createChangeBus } from './platform/change-bus.ts';
import { type GeoIp, loadGeoIp } from './platform/geoip.ts';
import { hostFonts } from './platform/host-fonts.ts';
import type { PasswordCost } from './platform/password.ts';
import { pictureRenderer } from './platform/pictures.ts';
import { authRequestFields } from './plugins/auth.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { registerContractGuard } from './plugins/contract-guard.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { healthRoutes } from './plugins/health.ts';
import { registerHttpCache } from './plugins/http-cache.ts';
import { DEFAULT_BODY_LIMIT, registerJsonBody } from './plugins/json-body.ts';
import { merchantPlugin } from './plugins/merchant.ts';
import { rateLimitError } from './plugins/rate-limits.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { rememberingSerializer } from './plugins/serializer.ts';
import { webPlugin } from './plugins/web.ts';
import { registerAgents } from './wiring/agents.wiring.ts';
import { registerRewards } from './wiring/rewards.wiring.ts';
import { registerSupport } from './wiring/support.wiring.ts';
import type { WiringContext } from './wiring/wiring-context.ts';

export interface AppDeps {
  config: Pick<Config, 'trustProxy' | 'webDist' | 'logLevel' | 'env'>;
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
 * The change bus of this instance: Redis pub/sub between instances when configured, and the
 * database's own notifications (migration 0016) so a change made anywhere is heard.
 */
async function changeBus(database: DbHandle, redis: Redis | undefined, channel: string): Promise<ChangeBus> {
  const bus = createChangeBus({ redis, channel });
  const stop = await database.listen(
    'pf_changes',
    (message) => bus.receive(message),
    (up) => bus.transportState('postgres', up),
  );
  return {
    ...bus,
    get live() {
      return bus.live;
    },
    async close() {
      await stop();
      await bus.close();
    },
  };
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
    // plugins/request-log.ts logs what is worth a line.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: deps.config.trustProxy,
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined) ?? randomUUID(),
    // Routes that take uploads raise their own limit.
    bodyLimit: DEFAULT_BODY_LIMIT,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(rememberingSerializer);
  registerErrorHandling(app);
  // Before compression: the guard reads the answer as the serializer wrote it.
  registerContractGuard(app, deps.strictContracts ?? deps.config.env === 'test');
  registerHttpCache(app);
  registerJsonBody(app);

  await app.register(compressionPlugin);
  registerSecurityHeaders(app);
  registerRequestLog(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Platform API', version: '1.0.0' },
      components: {
        securitySchemes: {
          memberBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A member session token from the login call',
          },
          staffBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A back-office token from POST /bo/api/session/login',
          },
          vendorHmac: {
            type: 'apiKey',
            in: 'header',
            name: 'x-signature',
            description: "HMAC-SHA256 of the raw body with the vendor's secret (docs/seamless-wallet.md)",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  const db = deps.database.db;
  const geoip = deps.geoip ?? defaultGeoIp();
  // One client for every shared limit; without REDIS_URL each instance counts alone.
  const redisPrefix = deps.redisPrefix ?? 'pf:';
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const bus = await changeBus(deps.database, redis, `${redisPrefix}changes`);
  app.addHook('onClose', bus.close);
  app.decorate('changes', bus);
  const merchantRepo = cachedMerchantRepository(merchantRepository(db), bus);
  const merchants = merchantService(merchantRepo);
  // The brands' amounts (limits, stakes), cached until a merchant row changes.
  const money = moneySettingsService({ db, bus });
  const system = systemService({ merchants, repo: merchantRepo, geoip });
  const ledger = createLedger(db);
  // Limits apply only where a route asks for them (login, SMS, captcha).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitError,
    ...(redis ? { redis, nameSpace: `${redisPrefix}route:` } : {}),
  });
  const members = createMembers({
    db,
    env: deps.config.env,
    dataDir: deps.dataDir ?? './data',
    passwordCost: deps.passwordCost,
    redis,
    redisPrefix: `${redisPrefix}rl:`,
    bus,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const auth = members.auth;
  // One picture renderer for the process: its kept sizes serve every route that shows art.
  const pictures = pictureRenderer({ fonts: hostFonts() });
  // A route guarded by a session checks the token before its body is read, so a caller without
  // one cannot make the server parse anything.
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const early = handlers.map((h) => auth.earlyHookFor(h)).filter((h) => h !== undefined);
    if (early.length === 0) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), early[0] as onRequestAsyncHookHandler];
  });
  app.addHook('onClose', members.close);

  await app.register(authRequestFields);
  await app.register(merchantPlugin, { merchants });
  await app.register(healthRoutes, { ping: () => deps.database.ping() });
  await app.register(systemRoutes, { system, merchants });
  await app.register(moneySettingsRoutes, { db, audit: members.audit, auth });
  await app.register(membersRoutes, { members, merchants, domainsOf: merchantRepo.domains });
  await app.register(walletRoutes, { balances: createBalanceReader(db), auth });
  const push = createPush(db, bus);
  app.addHook('onClose', async () => push.close());
  await app.register(pushModuleRoutes, { push, auth });
  const bonus = createBonus({
    db,
    audit: members.audit,
    now: deps.now,
    onError: (err, job) => app.log.error({ err, job }, 'bonus job failed'),
  });
  await app.register(bonusRoutes, { ...bonus, auth });
  // Suites run the jobs themselves, so timers would only race their assertions.
  const timedJobs = deps.jobs ?? deps.config.env !== 'test';
  const jobs: JobStarter[] = [];
  if (timedJobs) jobs.push(() => bonus.start());
  const referral = createReferral({
    db,
    audit: members.audit,
    now: deps.now,
    onError: (err, job) => app.log.error({ err, job }, 'referral job failed'),
  });
  await app.register(referralRoutes, { ...referral, auth });
  if (timedJobs) jobs.push(() => referral.start());
  const cashier = createCashier({
    db,
    ledger,
    // A credited deposit may meet a bonus rule and, as a first deposit, a referral condition.
    bonus: {
      async depositCredited(trx, d) {
        await bonus.gates.depositCredited(trx, d);
        await referral.referral.depositCredited(trx, d);
      },
      withdrawRequested: (trx, o, confirmed) => bonus.gates.withdrawRequested(trx, o, confirmed),
      withdrawLimits: (trx, o, amount) => referral.vip.withdrawAllowed(trx, o, amount),
    },
    audit: members.audit,
    env: deps.config.env,
    dataDir: deps.dataDir ?? './data',
    inject: (opts) => app.inject(opts),
    passwordCost: deps.passwordCost,
    log: app.log,
    autoConfirm: deps.jobs !== false,
    money,
    ...(deps.now ? { now: deps.now } : {}),
  });
  app.addHook('onClose', cashier.close);
  await app.register(cashierRoutes, { cashier, auth });
  if (timedJobs) jobs.push(() => cashier.startPayoutJob());
  // Vendors call the seamless wallet; the sandbox studio (never in production) plays through it.
  const seamless = createSeamless(db, deps.now);
  const sandbox = deps.config.env !== 'production';
  // Vendors' own wallet protocols, adapters onto the seamless core; the simulator stands in for
  // their servers outside production.
  const ownBase = () => {
    try {
      return ownBaseUrl(app);
    } catch {
      return null;
    }
  };
  const vendors = createVendors({
    db,
    seamless,
    audit: members.audit,
    simulator: sandbox,
    simulatorBase: ownBase,
  });
  const adapters = [...(sandbox ? sandboxAdaptersFor(seamless) : []), ...vendors.launchAdapters];
  // The lobbies list what the launch adapters open and this site's own lotteries, nothing else.
  const games = createGames(db, bus, playableGames(adapters, Object.values(LOTTERY_VENDORS)));
  await app.register(gamesRoutes, { games, auth, pictures });
  await app.register(seamlessWalletRoutes, { seamless });
  if (sandbox) await app.register(sandboxVendorRoutes, { seamless });
  await app.register(vendorsRoutes, { vendors, auth });
  if (sandbox) {
    const simulator = { credentials: vendors.credentials, baseUrl: () => ownBaseUrl(app) };
    await app.register(pragmaticSimulatorRoutes, simulator);
    await app.register(evolutionSimulatorRoutes, simulator);
    await app.register(hub88SimulatorRoutes, simulator);
  }
  const lotterySettings = lotteryEnv();
  const lottery = createLottery({
    db,
    bus,
    audit: members.audit,
    now: deps.now,
    feed: chooseResultsFeed(lotterySettings.resultsFeed, {
      db,
      now: deps.now ?? (() => new Date()),
      production: deps.config.env === 'production',
    }),
    feedConfirm: lotterySettings.feedConfirm,
    onError: (err) => app.log.error({ err }, 'lottery scheduler failed'),
  });
  // A lottery tile opens its betting page on this site, as the lottery lobby's tiles do.
  const launch = createLaunch(db, games, adapters, {
    vendors: Object.values(LOTTERY_VENDORS),
    pages: lottery.menus,
  });
  await app.register(gameLaunchRoutes, { launch, auth });
  await app.register(bettingRecordRoutes, {
    db,
    auth,
    roundDetails: vendors.roundDetails,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(inhouseModule, {
    db,
    auth,
    stakeGate: bonus.gates.checkStake,
    freeBets: bonus.freeBets,
    money,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const crash = createCrash({
    db,
    hub: push.hub,
    stakeGate: bonus.gates.checkStake,
    money,
    ...(deps.now ? { now: deps.now } : {}),
    onError: (err) => app.log.error({ err }, 'crash clock failed'),
  });
  app.addHook('onClose', async () => crash.close());
  await app.register(crashModuleRoutes, { crash, auth });
  if (deps.crashClock) jobs.push(() => crash.clock.start());
  await app.register(lotteryModuleRoutes, { lottery, auth, pictures });
  const promotions = createPromotions({
    db,
    bus,
    audit: members.audit,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(promotionsRoutes, { ...promotions, auth });
  const activity = createActivity({
    db,
    audit: members.audit,
    dataDir: deps.dataDir ?? './data',
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(activityRoutes, { ...activity, auth });
  const content = createContent({
    db,
    bus,
    audit: members.audit,
    dataDir: deps.dataDir ?? './data',
    promotionTitles: async (merchant, language) =>
      (await promotions.promotions.list(merchant, { language })).list.map(({ id, title }) => ({ id, title })),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(contentRoutes, { ...content, auth, pictures });
  if (deps.lotteryScheduler) jobs.push(() => lottery.scheduler.start());
  const wiring: WiringContext = {
    app,
    db,
    auth,
    audit: members.audit,
    hub: push.hub,
    now: deps.now,
    dataDir: deps.dataDir ?? './data',
    pictures,
  };
  await registerSupport(wiring);
  await registerRewards(wiring, { passwords: cashier.passwords });
  const payrollSchedule = await registerAgents(wiring, {
    ledger,
    passwords: cashier.passwords,
    passwordCost: deps.passwordCost,
  });
  if (timedJobs) jobs.push(payrollSchedule);
  await app.register(webPlugin, { webDist: deps.config.webDist, firstBanner: content.content.firstBanner });

  // Reservations past their timeout are released even when no request touches them.
  if (deps.jobs !== false) {
    jobs.push(() =>
      startLedgerSweeper(ledger, { onError: (err) => app.log.error({ err }, 'ledger sweep failed') }),
    );
  }
  runJobsWhileOpen(app, jobs);

  return app;
}
