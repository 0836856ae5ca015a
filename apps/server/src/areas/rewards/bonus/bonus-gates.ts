import { formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { bonusRepository, type LiveRule } from './bonus.repository.ts';
import { forfeitIn, grantIn, releaseIn } from './bonus-money.ts';

export interface DepositCredit {
  merchantId: number;
  memberId: bigint;
  currency: string;
  amount: bigint;
  orderNo: string;
}

export interface WalletOwner {
  merchantId: number;
  memberId: bigint;
  currency: string;
}

/** Whether a rule can grant at `now`: switched on, its promotion running, inside its own window. */
export function ruleOpen(r: LiveRule, now: Date): boolean {
  const t = now.getTime();
  return (
    r.active &&
    r.promotion_active &&
    r.promotion_starts_at.getTime() <= t &&
    (r.promotion_ends_at === null || r.promotion_ends_at.getTime() > t) &&
    (r.starts_at === null || r.starts_at.getTime() <= t) &&
    (r.ends_at === null || r.ends_at.getTime() > t)
  );
}

/** amount × bps / 10000, rounded down, at most the cap. */
export function percentOf(amount: bigint, bps: number, cap: bigint | null): bigint {
  const v = (amount * BigInt(bps)) / 10_000n;
  return cap !== null && v > cap ? cap : v;
}

/**
 * The bonus engine's hooks into other modules' transactions: a deposit credit grants the joined
 * deposit matches, a withdrawal request forfeits active bonuses only when the member agreed, and an
 * in-house stake above an active grant's max bet is refused.
 */
export function bonusGates(now: () => Date) {
  return {
    /** Runs in the deposit callback's transaction, after the cash credit. */
    async depositCredited(trx: Db, d: DepositCredit): Promise<void> {
      const repo = bonusRepository(trx);
      const at = now();
      for (const rule of await repo.joinedDepositMatches(d.memberId)) {
        if (!ruleOpen(rule, at) || rule.percent_bps === null) continue;
        if (d.amount < (rule.min_deposit ?? 0n)) continue;
        const amount = percentOf(d.amount, rule.percent_bps, rule.cap);
        if (amount <= 0n) continue;
        const key = rule.once_per_member
          ? `dm:${rule.id}:${d.memberId}`
          : `dm:${rule.id}:${d.memberId}:${d.orderNo}`;
        await grantIn(trx, {
          rule,
          memberId: d.memberId,
          currency: d.currency,
          amount,
          sourceKey: key,
          reference: d.orderNo,
          now: at,
        });
      }
    },

    /**
     * Runs in the withdrawal request's transaction, before cash moves. Met grants are released
     * first (they are the member's); active ones refuse the request with BONUS_FORFEIT_REQUIRED
     * unless `confirmed`, in which case they are forfeited in this same transaction.
     */
    async withdrawRequested(trx: Db, o: WalletOwner, confirmed: boolean): Promise<void> {
      const repo = bonusRepository(trx);
      if ((await repo.activeAmount(o.memberId)) === 0n) return;
      const bonus = memberAccount(o.merchantId, o.memberId, o.currency, 'bonus');
      const cash = memberAccount(o.merchantId, o.memberId, o.currency, 'cash');
      // Ledger rows before grant rows: the order a settling bet takes them in.
      await createLedger(trx).lockFor([
        { merchantId: o.merchantId, debit: bonus, credit: houseAccount(o.merchantId, o.currency) },
        { merchantId: o.merchantId, debit: cash, credit: bonus },
      ]);
      const open = await repo.lockOpenGrants(o.memberId);
      const at = now();
      for (const g of open.filter((x) => x.status === 'met')) await releaseIn(trx, g.id, at, false);
      const active = open.filter((x) => x.status === 'active');
      if (active.length === 0) return;
      if (!confirmed) {
        const total = active.reduce((s, g) => s + g.amount, 0n);
        throw new AppError('BONUS_FORFEIT_REQUIRED', undefined, {
          activeBonus: formatMinorPlain(total),
          grants: active.length,
        });
      }
      for (const g of active) await forfeitIn(trx, g, 'forfeited', at);
    },

    /** Refuses a stake above the smallest max bet of the member's active grants. */
    async checkStake(trx: Db, memberId: bigint, stake: bigint): Promise<void> {
      const max = await bonusRepository(trx).maxBet(memberId);
      if (max !== null && stake > max) {
        throw new AppError('BONUS_MAX_BET', undefined, { maxBet: formatMinorPlain(max) });
      }
    },
  };
}

export type BonusGates = ReturnType<typeof bonusGates>;
