import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

/** What the scheduler needs of a due draw to reveal its seed. */
export interface SealedDraw {
  id: bigint;
  game_id: number;
  numero: string;
  server_seed: string | null;
  server_seed_enc: string | null;
  client_seed: string;
  chain_id: bigint | null;
  chain_index: number | null;
  chain_hash: string | null;
}

/** A seed chain's fixed fields; the root is sealed. */
export interface ChainRow {
  id: bigint;
  length: number;
  salt: string;
  terminal_hash: string;
  root_enc: string;
}

/** The seed chains of the RNG lottery games and the draws' seed columns (`seed-chain.ts` holds the rules). */
export function seedChainRepository(db: Db) {
  return {
    async insertChain(c: {
      merchantId: number;
      gameId: number;
      length: number;
      salt: string;
      terminalHash: string;
      rootEnc: string;
    }): Promise<void> {
      await sql`
    insert into lottery_seed_chains (merchant_id, game_id, length, salt, terminal_hash, root_enc)
    values (${c.merchantId}, ${c.gameId}, ${c.length}, ${c.salt}, ${c.terminalHash},
            ${c.rootEnc})`.execute(db);
    },

    /**
     * Takes up to `count` of the next links of the game's newest chain: as many as it has left, so
     * no link of a chain is skipped. Undefined when the game has no chain or its chain is used up.
     */
    async takeLinks(
      gameId: number,
      count: number,
    ): Promise<(ChainRow & { first: number; taken: number }) | undefined> {
      const taken = await sql<ChainRow & { first: number; taken: number }>`
      with cur as (
        select id, next_index as first, least(${count}::int, length - next_index + 1) as taken
        from lottery_seed_chains
        where id = (select max(id) from lottery_seed_chains where game_id = ${gameId}) and next_index <= length
        for update)
      update lottery_seed_chains c set next_index = cur.first + cur.taken from cur where c.id = cur.id
      returning c.id, c.length, c.salt, c.terminal_hash, c.root_enc, cur.first, cur.taken`.execute(db);
      return taken.rows[0];
    },

    /** The draw's seed in plain, with its hash; the sealed copy is dropped. */
    async revealSeed(drawId: bigint, seed: string, seedHash: string): Promise<void> {
      await sql`
    update lottery_draws set server_seed = ${seed}, seed_hash = ${seedHash}, server_seed_enc = null
    where id = ${drawId}`.execute(db);
    },

    /** Sets the commitment of link `index` of the chain, unless it has one. */
    async commitLink(chainId: bigint, index: number, seedHash: string): Promise<void> {
      await sql`
      update lottery_draws set seed_hash = ${seedHash}
      where chain_id = ${chainId} and chain_index = ${index} and seed_hash is null`.execute(db);
    },

    /** The plain seed of link `index` of the chain (null while sealed or when there is no such draw). */
    async revealedSeedAt(chainId: bigint, index: number): Promise<string | null> {
      const r = await sql<{ server_seed: string | null }>`
    select server_seed from lottery_draws where chain_id = ${chainId} and chain_index = ${index}`.execute(db);
      return r.rows[0]?.server_seed ?? null;
    },

    /** Up to 100 cancelled draws still holding a sealed seed, locked (SKIP LOCKED) for this transaction. */
    async lockSealedCancelledDraws(): Promise<SealedDraw[]> {
      const rows = await sql<SealedDraw>`
    select id, game_id, numero, server_seed, server_seed_enc, client_seed, chain_id, chain_index, chain_hash
    from lottery_draws where status = 'cancelled' and server_seed_enc is not null
    order by id limit 100 for update skip locked`.execute(db);
      return rows.rows;
    },
  };
}
