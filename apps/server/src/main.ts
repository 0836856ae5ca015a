import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemo } from './db/seed/index.ts';

/** config -> database -> migrations -> seed -> app -> listen; SIGTERM/SIGINT close it cleanly. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config);
  const app = await buildApp({
    config,
    database,
    dataDir: config.dataDir,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    lotteryScheduler: config.jobs,
    crashClock: config.jobs,
    jobs: config.jobs,
  });
  const log = app.log;
  log.info(
    { db: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );

  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ applied }, 'migrations applied');
  if (config.seed) {
    await seedDemo(database.db, (msg) => log.info(msg), { simulators: config.env !== 'production' });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
