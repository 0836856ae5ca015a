import { loadConfig } from '../config.ts';
import { openDatabase } from './kysely.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const handle = await openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema already up to date');
} finally {
  await handle.close();
}
