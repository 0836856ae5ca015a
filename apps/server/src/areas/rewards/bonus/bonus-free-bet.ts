import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { bonusRepository, type GrantRow } from './bonus.repository.ts';
import type { WalletOwner } from './bonus-gates.ts';
import { grantIn } from './bonus-money.ts';

/**
 * Staking a free-bet credit in an in-house round, inside the round's transaction. The credit is the
 * stake: it leaves the bonus balance for the house and the grant ends as 'used', once (the grant
 * row is locked and its status guarded, so of fifty rounds racing for one credit one gets it). The
 * round's win is a new grant under the same rule: on the bonus balance with `win × wagering
 * multiple` to wager, or straight to cash when the rule's multiple is 0.
 */
export function freeBetFunding(now: () => Date) {
  return {
    async stake(trx: Db, o: WalletOwner, grantId: bigint, idempotencyKey: string): Promise<GrantRow> {
      const repo = bonusRepository(trx);
      const bonus = memberAccount(o.merchantId, o.memberId, o.currency, 'bonus');
      const house = houseAccount(o.merchantId, o.currency);
      const ledger = createLedger(trx);
      // Ledger rows before the grant row: the order a settling bet and a release take them in.
      await ledger.lockFor([{ merchantId: o.merchantId, debit: bonus, credit: house }]);
      const g = await repo.lockGrant(grantId);
      const at = now();
      if (
        g?.member_id !== o.memberId ||
        g.kind !== 'free_bet' ||
        g.status !== 'active' ||
        g.expires_at <= at
      ) {
        throw new AppError('BONUS_FREE_BET_UNAVAILABLE');
      }
      if (!(await repo.close(g.id, 'active', 'used', at))) throw new AppError('BONUS_FREE_BET_UNAVAILABLE');
      await ledger.transfer({
        merchantId: o.merchantId,
        debit: bonus,
        credit: house,
        amount: g.amount,
        kind: 'bet',
        reference: `bonus:${g.id}`,
        idempotencyKey,
        metadata: { freeBet: g.id.toString() },
      });
      return g;
    },

    /** The win of a free-bet round, as a grant of the free bet's rule (once per free bet). */
    async win(trx: Db, g: GrantRow, win: bigint, reference: string): Promise<void> {
      if (win <= 0n) return;
      const rule = await bonusRepository(trx).ruleById(g.rule_id);
      if (!rule) throw new Error(`rule ${g.rule_id} of grant ${g.id} missing`);
      await grantIn(trx, {
        rule,
        memberId: g.member_id,
        currency: g.currency,
        amount: win,
        sourceKey: `fbwin:${g.id}`,
        reference,
        now: now(),
      });
    },
  };
}

export type FreeBetFunding = ReturnType<typeof freeBetFunding>;
