import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  /** Prefix of this deployment's keys in Redis, so several deployments (or test runs) share one. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1-64 letters, digits or _ . : -')
    .default('pf:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built player site; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /** Directory of the built operator console; served at /bo when it exists. */
  CONSOLE_DIST: z.string().optional(),
  /** Trust X-Forwarded-For (set when running behind a reverse proxy). */
  TRUST_PROXY: bool,
  /** Skip seeding demo data at start. */
  NO_SEED: bool,
  /**
   * Run the background jobs (draws and settlement, the Crash clock, payroll, bonus, referral and
   * VIP runs, withdrawal auto-confirmation, the reservation sweeper) in this instance. Set `false`
   * on instances that only answer requests; at least one instance must run them. Every job is
   * safe on several instances at once (leases and unique keys), so turning it off is about latency,
   * not correctness.
   */
  JOBS: bool,
  /** AES-256 key (64 hex characters) sealing server seeds until they are revealed. */
  SEED_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
  /** AES-256 key (64 hex characters) sealing vendors' shared secrets (vendor_credentials). */
  VENDOR_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  redisPrefix: string;
  logLevel: string;
  webDist: string;
  consoleDist: string;
  trustProxy: boolean;
  seed: boolean;
  /** Whether this instance runs the background jobs (JOBS, default true). */
  jobs: boolean;
  /** Whether SEED_ENCRYPTION_KEY was given (else the documented development key is used). */
  seedKeyFromEnv: boolean;
};

export class ConfigError extends Error {}

/** Parses the environment once; a bad variable stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and env files commonly write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.') || '(env)'}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SEED_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid environment configuration:\n  SEED_ENCRYPTION_KEY: required in production (64 hex characters)',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    consoleDist: resolve(e.CONSOLE_DIST ?? new URL('../../console/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY ?? false,
    seed: !(e.NO_SEED ?? false),
    jobs: e.JOBS ?? true,
    seedKeyFromEnv: e.SEED_ENCRYPTION_KEY !== undefined,
  };
}
