import { RoundVerifyButton } from '@/features/games/inhouse';
import type { BetRecord } from '../api/betting-record';
import { RoundDetailLink } from './round-detail-link';

/**
 * A row's detail view, as the record names it: the verification of one of our own rounds in the
 * site, or the vendor's page of a third-party round. Nothing for a row without one.
 */
export function RoundDetailAction({ record }: { record: Pick<BetRecord, 'id' | 'roundDetail' | 'verify'> }) {
  if (!record.roundDetail) return null;
  if (record.verify) return <RoundVerifyButton game={record.verify.game} roundId={record.verify.roundId} />;
  return <RoundDetailLink recordId={record.id} />;
}
