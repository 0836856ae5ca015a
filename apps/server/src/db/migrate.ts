import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './kysely.ts';
import { migrations } from './migrations/index.ts';

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Migration numbers are handed out per feature and may land out of order; a database that
  // already ran 0003 must still accept 0002 when it arrives.
  const migrator = new Migrator({ db, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${reason}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
