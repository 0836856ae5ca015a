import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
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

/**
 * The app of one `describe` block: created before its cases (ahead of the block's own `beforeAll`
 * written after this call) and closed after them. The answer reads through to that app, so the
 * block's kits and cases use it as they would the context itself.
 */
export function suiteApp(kind: DbKind, opts: Parameters<typeof createTestApp>[1] = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(kind, opts);
  });
  afterAll(async () => ctx?.close());
  const current = () => {
    if (!ctx) throw new Error('The suite app is read before it was created');
    return ctx;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: async () => ctx?.close(),
  };
}
