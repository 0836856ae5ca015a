import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { Database } from '../db/database.ts';
import { openPostgres, PGLITE_EXTENSIONS } from '../db/kysely.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PGliteDialect } from '../db/pglite-dialect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated embedded database, loaded by every PGlite test database. */
    pgliteTemplate: string;
    /** Name of a migrated PostgreSQL database every PostgreSQL test database is copied from ('' without one). */
    postgresTemplate: string;
  }
}

/**
 * Migrates once per run instead of once per suite: an embedded database is dumped to a file, and on
 * PostgreSQL a template database is made; each suite's database then starts as a copy of them.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pf-test-template-'));
  const lite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  await migrateToLatest(new Kysely<Database>({ dialect: new PGliteDialect(lite) }));
  const dumpFile = join(dir, 'pglite.tar');
  writeFileSync(dumpFile, Buffer.from(await (await lite.dumpDataDir('none')).arrayBuffer()));
  await lite.close();
  project.provide('pgliteTemplate', dumpFile);

  const base = process.env.TEST_DATABASE_URL;
  let template = '';
  if (base) {
    template = `tpl_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(base, `create database ${template}`);
    // Dropped when the run ends: the migration's commits need not wait for the disk flush.
    await adminQuery(base, `alter database ${template} set synchronous_commit = off`);
    const url = new URL(base);
    url.pathname = `/${template}`;
    const handle = openPostgres(url.toString(), 1);
    await migrateToLatest(handle.db);
    await handle.close();
    // Copies refuse a template that still has sessions; the pool's last one leaves asynchronously.
    await adminQuery(base, `alter database ${template} with allow_connections false`);
    await adminQuery(
      base,
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${template}'`,
    );
  }
  project.provide('postgresTemplate', template);

  return async () => {
    if (base && template) await adminQuery(base, `drop database if exists ${template} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
