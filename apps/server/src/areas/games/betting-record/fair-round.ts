import { INHOUSE_VENDOR } from '@pf/shared/inhouse/index';
import type { RecordRow } from './betting-record.repository.ts';

/**
 * The verification a record row opens, for a settled round of our own games: the in-house games
 * copy round `<id>` into the record as `IH<id>` and crash copies each bet as `CR<bet id>`, whose
 * round the repository looked up (docs/inhouse-games.md). An open round has nothing to verify yet.
 */
export function fairRoundOf(
  row: Pick<RecordRow, 'source' | 'vendor' | 'round_id' | 'status' | 'crash_round'>,
): { game: 'inhouse' | 'crash'; roundId: string } | null {
  if (row.source !== 'round' || row.vendor !== INHOUSE_VENDOR || row.status !== 'settled') return null;
  const inhouse = /^IH(\d{1,18})$/.exec(row.round_id)?.[1];
  if (inhouse) return { game: 'inhouse', roundId: inhouse };
  return row.crash_round === null ? null : { game: 'crash', roundId: row.crash_round };
}
