import type { InhouseGame } from '@pf/shared/inhouse/index';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type MaybeMoment = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface InhouseSeedsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  /** Plaintext only once the pair is retired (revealed); sealed in server_seed_enc while active. */
  server_seed: ColumnType<string | null, string | null | undefined, string | null>;
  server_seed_enc: ColumnType<string | null, string | null | undefined, string | null>;
  server_seed_hash: string;
  /** The seed that becomes active at the next rotation: its hash is shown now, the seed sealed. */
  next_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  next_seed_enc: ColumnType<string | null, string | null | undefined, string | null>;
  client_seed: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  revealed_at: MaybeMoment;
}

export type InhouseRoundStatus = 'open' | 'settled';

export interface InhouseRoundsTable {
  id: Generated<bigint>;
  merchant_id: number;
  member_id: bigint;
  game: InhouseGame;
  game_id: number;
  seed_id: bigint;
  nonce: number;
  request_id: string;
  stake: bigint;
  win: ColumnType<bigint, bigint | undefined, bigint>;
  bet: JSONColumnType<Record<string, unknown>>;
  outcome: JSONColumnType<Record<string, unknown>>;
  progress: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  status: ColumnType<InhouseRoundStatus, InhouseRoundStatus | undefined, InhouseRoundStatus>;
  balance_before: bigint;
  balance_after: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  created_at: CreatedAt;
  settled_at: MaybeMoment;
}

export interface InhouseTables {
  inhouse_seeds: InhouseSeedsTable;
  inhouse_rounds: InhouseRoundsTable;
}
