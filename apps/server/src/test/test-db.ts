import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DbHandle, openPGlite, openPostgres } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type DbKind = 'pglite' | 'postgres';

/** The same integration suite runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : []),
];

/** A migrated, empty database of the given kind; PostgreSQL ones are created fresh and dropped on close. */
export async function createTestDatabase(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openPGlite(undefined);
    await migrateToLatest(handle.db);
    return handle;
  }
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 10);
  await migrateToLatest(handle.db);
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
