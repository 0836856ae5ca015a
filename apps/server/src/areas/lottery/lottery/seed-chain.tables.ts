import type { ColumnType, Generated } from 'kysely';

/** A committed hash chain of server seeds for one game's draws (see docs/fairness.md). */
export interface LotterySeedChainsTable {
  id: Generated<bigint>;
  merchant_id: number;
  game_id: number;
  length: number;
  /** Public, fixed with the chain before its first draw; the client seed of every draw in it. */
  salt: string;
  /** SHA-256 of the first link: published before the chain's first draw. */
  terminal_hash: string;
  /** The chain's last link (from which every other is hashed), sealed. */
  root_enc: string;
  /** The next link to hand to a new draw (1-based). */
  next_index: ColumnType<number, number | undefined, number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SeedChainTables {
  lottery_seed_chains: LotterySeedChainsTable;
}
