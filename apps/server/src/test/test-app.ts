import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/kysely.ts';
import { seedDemo } from '../db/seed/index.ts';
import { TEST_COST } from '../platform/password.ts';
import { createTestDatabase, type DbKind } from './test-db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: DbHandle;
  /** Private uploads of this app (a temp dir, removed at close). */
  dataDir: string;
  close(): Promise<void>;
}

/** A seeded database and the real application on it, driven through `app.inject`. */
export async function createTestApp(
  kind: DbKind,
  opts: {
    webDist?: string;
    now?: () => Date;
    /** Days of past traditional results to seed (none by default: suites count their own draws). */
    lotteryHistoryDays?: number;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const dataDir = await mkdtemp(join(tmpdir(), 'pf-test-'));
  await seedDemo(database.db, undefined, {
    passwordCost: TEST_COST,
    lotteryHistoryDays: opts.lotteryHistoryDays ?? 0,
    ...(opts.now ? { now: opts.now() } : {}),
  });
  const app = await buildApp({
    config: { trustProxy: true, webDist: opts.webDist ?? '/nonexistent', logLevel: 'silent', env: 'test' },
    database,
    logger: false,
    passwordCost: TEST_COST,
    dataDir,
    ...(opts.now ? { now: opts.now } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
