import { randomBytes } from 'node:crypto';
import { hashServerSeed } from '@pf/shared';
import { type Migration, Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inhouseSeedContext, lotteryDrawSeedContext } from '../../areas/games/index.ts';
import { TEST_COST } from '../../platform/password.ts';
import { seedCipher } from '../../platform/seed-cipher.ts';
import { type DbKind, dbKinds } from '../../test/test-db.ts';
import { type DbHandle, openPGlite, openPostgres } from '../kysely.ts';
import { seedDemo } from '../seed/index.ts';
import { up } from './0013_fair_seeds.ts';
import { migrations } from './index.ts';

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '0013_fair_seeds'));

async function migrate(db: DbHandle['db'], set: Record<string, Migration>) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => set },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** A database with every migration but this one, as a deployment had it before. */
async function legacyDatabase(kind: DbKind): Promise<{ handle: DbHandle; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const handle = await openPGlite(undefined);
    await migrate(handle.db, before);
    return { handle, drop: async () => {} };
  }
  const base = process.env.TEST_DATABASE_URL as string;
  const name = `t13_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 4);
  await migrate(handle.db, before);
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

describe.each(dbKinds)('migration 0013 on %s', (kind) => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  const activeSeed = randomBytes(32).toString('hex');
  const drawSeed = randomBytes(32).toString('hex');
  const drawnSeed = randomBytes(32).toString('hex');

  beforeAll(async () => {
    ({ handle, drop } = await legacyDatabase(kind));
    const db = handle.db;
    // No results history: it needs the draw columns this migration adds.
    await seedDemo(db, () => {}, { passwordCost: TEST_COST, lotteryHistoryDays: 0 });
    const member = await sql<{ id: string; merchant_id: number }>`
      select id::text, merchant_id from members where username = 'demo01'`.execute(db);
    const m = member.rows[0]!;
    await sql`
      insert into inhouse_seeds (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
      values (${m.merchant_id}, ${m.id}::bigint, ${activeSeed}, ${hashServerSeed(activeSeed)}, 'legacy')`.execute(
      db,
    );
    const game = await sql<{ id: number }>`select id from lottery_games where kind = 'keno' limit 1`.execute(
      db,
    );
    const gameId = game.rows[0]!.id;
    const at = new Date('2030-01-01T00:00:00Z');
    for (const [numero, seed, status] of [
      ['L-1', drawSeed, 'open'],
      ['L-0', drawnSeed, 'cancelled'],
    ] as const) {
      await sql`
        insert into lottery_draws (merchant_id, game_id, numero, status, open_at, lock_at, draw_at,
                                   server_seed, seed_hash, client_seed)
        values (${m.merchant_id}, ${gameId}, ${numero}, ${status}, ${at}, ${at},
                ${new Date(at.getTime() + (numero === 'L-1' ? 60_000 : 0))},
                ${seed}, ${hashServerSeed(seed)}, ${`x:${numero}`})`.execute(db);
    }
    await up(db as unknown as Parameters<typeof up>[0]);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('seals every unrevealed seed that was stored in plain, keeping its published hash', async () => {
    const db = handle.db;
    const dump = async (table: string) =>
      JSON.stringify((await sql`select * from ${sql.table(table)}`.execute(db)).rows, (_, v) =>
        typeof v === 'bigint' ? String(v) : v,
      );
    expect(await dump('inhouse_seeds')).not.toContain(activeSeed);
    expect(await dump('lottery_draws')).not.toContain(drawSeed);

    const seedRow = (
      await sql<{
        server_seed: string | null;
        server_seed_enc: string;
        server_seed_hash: string;
        next_seed_hash: string;
        next_seed_enc: string;
      }>`
        select * from inhouse_seeds where client_seed = 'legacy'`.execute(db)
    ).rows[0]!;
    expect(seedRow.server_seed).toBeNull();
    expect(seedRow.server_seed_hash).toBe(hashServerSeed(activeSeed));
    expect(seedCipher().open(seedRow.server_seed_enc, inhouseSeedContext(seedRow.server_seed_hash))).toBe(
      activeSeed,
    );
    const next = seedCipher().open(seedRow.next_seed_enc, inhouseSeedContext(seedRow.next_seed_hash));
    expect(hashServerSeed(next)).toBe(seedRow.next_seed_hash);

    const draws = (
      await sql<{
        numero: string;
        game_id: number;
        server_seed: string | null;
        server_seed_enc: string | null;
        seed_hash: string;
      }>`
        select numero, game_id, server_seed, server_seed_enc, seed_hash from lottery_draws where numero like 'L-%' order by numero`.execute(
        db,
      )
    ).rows;
    // A cancelled draw's seed was already public; the open one is sealed.
    expect(draws[0]).toMatchObject({ numero: 'L-0', server_seed: drawnSeed, server_seed_enc: null });
    expect(draws[1]).toMatchObject({ numero: 'L-1', server_seed: null, seed_hash: hashServerSeed(drawSeed) });
    expect(
      seedCipher().open(draws[1]!.server_seed_enc!, lotteryDrawSeedContext(draws[1]!.game_id, 'L-1')),
    ).toBe(drawSeed);
  });

  it('refuses a plaintext seed on an active pair or an unrevealed draw from now on', async () => {
    await expect(
      sql`update inhouse_seeds set server_seed = ${activeSeed} where client_seed = 'legacy'`.execute(
        handle.db,
      ),
    ).rejects.toThrow();
    await expect(
      sql`update lottery_draws set server_seed = ${drawSeed} where numero = 'L-1'`.execute(handle.db),
    ).rejects.toThrow();
  });
});
