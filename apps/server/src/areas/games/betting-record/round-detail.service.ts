import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import type { RoundDetailAdapter } from '../vendors/round-detail.ts';
import type { BettingRecordRepository } from './betting-record.repository.ts';

/**
 * rounds.detailLink: the vendor's page for one of the member's own rounds. Another member's round
 * is answered exactly like a round that does not exist, so ids reveal nothing.
 */
export function roundDetailService(repo: BettingRecordRepository, adapters: readonly RoundDetailAdapter[]) {
  const byVendor = new Map(adapters.map((a) => [a.vendor, a]));
  return {
    vendors: new Set(byVendor.keys()) as ReadonlySet<string>,

    async link(merchant: Merchant, session: MemberSession, id: string, origin: string) {
      const round = await repo.ownRound(merchant.id, session.memberId, BigInt(id));
      const adapter = round ? byVendor.get(round.vendor) : undefined;
      if (!round || !adapter) throw new AppError('NOT_FOUND', 'This round has no detail page');
      const url = await adapter.link({
        merchantId: merchant.id,
        memberId: session.memberId,
        gameCode: round.game_code,
        roundId: round.round_id,
        origin,
      });
      return { url };
    },
  };
}
