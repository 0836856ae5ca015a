import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/create-database.ts';
import { type DbHandle, openPGlite, openPostgres } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * The integration suites run on PostgreSQL when TEST_DATABASE_URL is set (CI), on the embedded
 * PGlite otherwise; TEST_BOTH_DATABASES=1 runs them on both. The embedded database keeps its own
 * coverage where it matters: the browser journeys run the whole site on it, and the suites that
 * ask for it by name (contracts, site page, caches) use it whatever is set. Running every suite
 * twice cost a third of the suite's time.
 */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL
  ? process.env.TEST_BOTH_DATABASES === '1'
    ? ['pglite', 'postgres']
    : ['postgres']
  : ['pglite'];

/** A migrated, empty database of the given kind; PostgreSQL ones are created fresh and dropped on close. */
export async function createTestDatabase(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') {
    const template = pgliteTemplate();
    if (!template) {
      const handle = await openPGlite(undefined);
      await migrateToLatest(handle.db);
      return handle;
    }
    return openPGlite(undefined, template);
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const template = inject('postgresTemplate');
  await createDatabase(admin, name, template);
  // A test database is dropped when its suite ends: its commits need not wait for the disk flush.
  await admin.query(`alter database ${name} set synchronous_commit = off`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 10);
  if (!template) await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: base });
      await drop.connect();
      // Closed pools end their connections asynchronously: let them go before forcing the rest.
      for (let i = 0; i < 50; i++) {
        const open = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await drop.query(`drop database if exists ${name} with (force)`);
      await drop.end();
    },
  };
}

let templateDump: Blob | undefined;

/** The migrated embedded database dumped by the global setup, read once per worker. */
function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  templateDump ??= new Blob([readFileSync(file)]);
  return templateDump;
}
