import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/create-database.ts';

/** Runs one statement as the test server's administrator (databases are made and dropped so). */
async function asAdmin(base: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * A new database on the test PostgreSQL server at `base`, named `<prefix>_<random>`, for suites
 * that open connections of their own to it: a copy of the run's migrated template when there is
 * one (migrating it again then changes nothing), else empty. `drop` removes it, its open
 * connections ended.
 */
export async function scratchPostgres(base: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await createDatabase(admin, name, inject('postgresTemplate'));
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => asAdmin(base, `drop database if exists ${name} with (force)`),
  };
}
