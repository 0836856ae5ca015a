import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withCommitHooks } from './commit-hooks.ts';
import type { Database } from './database.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { PreparingClient } from './prepared-statements.ts';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Cheap liveness probe for /readyz. */
  ping(): Promise<void>;
  /**
   * Hears `NOTIFY <channel>` from every connection to this database, this process's included
   * (PostgreSQL delivers a notification when its transaction commits). `onState(false)` means the
   * listening connection is lost and notifications may be missed until `onState(true)`.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onState?: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const INT8_OID = 20;

// int8 columns carry money and counters: always bigint in JS, never a lossy number.
pg.types.setTypeParser(INT8_OID, (v: string) => BigInt(v));

export function openPostgres(url: string, poolSize = 20): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: PreparingClient });
  // An idle connection the server ends (restart, admin termination) is dropped from the pool and
  // replaced on the next checkout; without a listener pg would raise it as an uncaught exception.
  pool.on('error', (err) => process.emitWarning(`idle PostgreSQL connection lost: ${err.message}`));
  const db = withCommitHooks(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
  return {
    db,
    kind: 'postgres',
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, onMessage, onState) => listenPostgres(url, channel, onMessage, onState),
    async close() {
      await db.destroy();
    },
  };
}

/**
 * A dedicated connection (not from the pool: LISTEN belongs to a session) that reconnects every
 * second after a loss and reports its state, so callers can stop trusting what they cached.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (live: boolean) => void = () => {},
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c || stopped) return;
      client = undefined;
      onState(false);
      c.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(lost), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen "${channel.replace(/"/g, '""')}"`);
      onState(true);
    } catch (err) {
      lost();
      throw err;
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** What the migrations create with `create extension`: the member search's trigram indexes. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * Embedded database in `dir` (or in memory when dir is undefined). `loadDataDir` starts it from a
 * dump of another one (`dumpDataDir`), skipping the costly initdb: the tests start each in-memory
 * database from one migrated template this way.
 */
export async function openPGlite(dir: string | undefined, loadDataDir?: Blob): Promise<DbHandle> {
  let dataDir: string | undefined;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    dataDir = join(dir, 'pgdata');
  }
  const pglite = await PGlite.create(dataDir, {
    parsers: { [INT8_OID]: (v: string) => BigInt(v) },
    extensions: PGLITE_EXTENSIONS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = withCommitHooks(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
  return {
    db,
    kind: 'pglite',
    async ping() {
      await pglite.query('select 1');
    },
    async listen(channel, onMessage) {
      // One process holds an embedded database, so its own notifications are all there are.
      const stop = await pglite.listen(channel, onMessage);
      return () => stop();
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DbHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPGlite(opts.dataDir);
}
