import { INHOUSE_VENDOR } from '@pf/shared/inhouse/index';
import type { BetRecord } from '../api/betting-record';

/**
 * The in-house round behind a record row, when there is one to verify: the server copies each
 * settled BGS round into the record as `IH<round id>` (docs/inhouse-games.md).
 */
export function inhouseRoundOf(record: Pick<BetRecord, 'vassalage' | 'roundId' | 'status'>): string | null {
  if (record.vassalage !== INHOUSE_VENDOR || record.status !== 'settled') return null;
  return /^IH(\d{1,18})$/.exec(record.roundId)?.[1] ?? null;
}
