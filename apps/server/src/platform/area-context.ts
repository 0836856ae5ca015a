import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { Db, DbHandle } from '../db/kysely.ts';
import { rateLimitError } from '../plugins/rate-limits.ts';
import type { JobStarter } from './background-jobs.ts';
import { type ChangeBus, createChangeBus } from './change-bus.ts';
import { type GeoIp, loadGeoIp } from './geoip.ts';
import { hostFonts } from './host-fonts.ts';
import type { PasswordCost } from './password.ts';
import { type PictureRenderer, pictureRenderer } from './pictures.ts';

/** Which background work this instance does; each area adds its own jobs to `starters`. */
export interface AreaJobs {
  /** Started once the app is ready, stopped when it closes (platform/background-jobs.ts). */
  readonly starters: JobStarter[];
  /** The timed runs (bonus, referral and VIP runs, payroll, payout resumption). */
  readonly timed: boolean;
  /** The upkeep of money: withdrawal auto-confirmation and the reservation sweeper. */
  readonly upkeep: boolean;
  readonly lotteryScheduler: boolean;
  readonly crashClock: boolean;
}

/** What every area's registration gets from the platform (decision 0016: app.ts lists the areas). */
export interface AreaContext {
  app: FastifyInstance;
  db: Db;
  env: Config['env'];
  /** Hears (and tells other instances of) changes to cached rows. */
  bus: ChangeBus;
  /** The shared client of every abuse limit, when REDIS_URL is set. */
  redis: Redis | undefined;
  redisPrefix: string;
  geoip: GeoIp;
  /** One renderer for the process: its kept sizes serve every route that shows art. */
  pictures: PictureRenderer;
  /** Root of private uploads. */
  dataDir: string;
  passwordCost: PasswordCost | undefined;
  /** The clock of the areas' rules; tests move it. */
  now: (() => Date) | undefined;
  jobs: AreaJobs;
}

/** The options of AppDeps (app.ts) the platform reads. */
export interface PlatformOptions {
  config: Pick<Config, 'env'>;
  database: DbHandle;
  geoip?: GeoIp | undefined;
  passwordCost?: PasswordCost | undefined;
  dataDir?: string | undefined;
  redisUrl?: string | undefined;
  redisPrefix?: string | undefined;
  now?: (() => Date) | undefined;
  lotteryScheduler?: boolean | undefined;
  crashClock?: boolean | undefined;
  jobs?: boolean | undefined;
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

/**
 * Opens what the areas share: Redis, the change bus (on the app as `changes`), the route rate
 * limits, the picture renderer and the country database. Closes them with the app.
 */
export async function openAreaContext(app: FastifyInstance, opts: PlatformOptions): Promise<AreaContext> {
  const env = opts.config.env;
  // One client for every shared limit; without REDIS_URL each instance counts alone.
  const redisPrefix = opts.redisPrefix ?? 'pf:';
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const bus = await changeBus(opts.database, redis, `${redisPrefix}changes`);
  app.addHook('onClose', bus.close);
  app.decorate('changes', bus);
  // Limits apply only where a route asks for them (login, SMS, captcha).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitError,
    ...(redis ? { redis, nameSpace: `${redisPrefix}route:` } : {}),
  });
  return {
    app,
    db: opts.database.db,
    env,
    bus,
    redis,
    redisPrefix,
    geoip: opts.geoip ?? defaultGeoIp(),
    pictures: pictureRenderer({ fonts: hostFonts() }),
    dataDir: opts.dataDir ?? './data',
    passwordCost: opts.passwordCost,
    now: opts.now,
    jobs: {
      starters: [],
      // Suites run the jobs themselves, so timers would only race their assertions.
      timed: opts.jobs ?? env !== 'test',
      upkeep: opts.jobs !== false,
      lotteryScheduler: opts.lotteryScheduler ?? false,
      crashClock: opts.crashClock ?? false,
    },
  };
}
