import { reconcileLedger } from './areas/money/index.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/kysely.ts';
import { migrateToLatest } from './db/migrate.ts';

// `npm run wallet:reconcile`, a command of the shell as main.ts is: it migrates the database first.
// Checks the ledger of the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
// Exit code 0 = consistent, 1 = problems listed, 2 = could not run.
const config = loadConfig();
const handle = await openDatabase(config);
try {
  await migrateToLatest(handle.db);
  const report = await reconcileLedger(handle.db, { progress: (m) => console.log(m) });
  for (const p of report.problems) console.error(`PROBLEM ${p}`);
  process.exitCode = report.ok ? 0 : 1;
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 2;
} finally {
  await handle.close();
}
