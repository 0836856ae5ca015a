import { type Migration, Migrator } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { seedDemoMerchant } from '../../areas/brand/index.ts';
import { type DbHandle, openPGlite } from '../kysely.ts';
import { migrations } from './index.ts';

/**
 * A migration's test database: a fresh in-memory one, migrated up to `upTo` before the cases (the
 * state a deployment had before the migration under test) and closed after them.
 */
export function databaseBefore(upTo: string) {
  let handle: DbHandle;
  let migrator: Migrator;
  beforeAll(async () => {
    handle = await openPGlite(undefined);
    const set: Record<string, Migration> = migrations;
    migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => set } });
    const { error } = await migrator.migrateTo(upTo);
    if (error) throw error;
    // Forty-odd migrations in the embedded (WebAssembly) database: close to the default minute when
    // the machine is busy with the rest of the suite.
  }, 180_000);
  afterAll(async () => handle?.close());

  /** Runs the migrations up to `name` (every one when absent). */
  async function migrateTo(name?: string) {
    const { error } = name ? await migrator.migrateTo(name) : await migrator.migrateToLatest();
    if (error) throw error;
  }

  /** The demo brand and one member of it, as the rows the migration finds are written. */
  async function demoMember(username: string) {
    const db = handle.db;
    const merchantId = await seedDemoMerchant(db);
    const member = await db
      .insertInto('members')
      .values({ merchant_id: merchantId, username, nickname: username, password_hash: 'x', type: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { merchantId, member };
  }

  return { db: () => handle.db, migrateTo, demoMember };
}
