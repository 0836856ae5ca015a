import type { ReferralCondition } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';

export interface ReferralRule {
  enabled: boolean;
  rewardAmount: bigint;
  condition: ReferralCondition;
  threshold: bigint;
}

const OFF: ReferralRule = { enabled: false, rewardAmount: 0n, condition: 'FIRST_DEPOSIT', threshold: 0n };

/** A brand's referral rule, its currency, and the brands that run a programme. */
function ruleQueries(db: Db) {
  return {
    /** The brand's rule; a brand that never set one runs no programme. */
    async rule(merchantId: number): Promise<ReferralRule> {
      const r = await selectWhere(db, 'referral_rules', { merchant_id: merchantId })
        .selectAll()
        .executeTakeFirst();
      if (!r) return OFF;
      return {
        enabled: r.enabled,
        rewardAmount: r.reward_amount,
        condition: r.condition,
        threshold: r.threshold,
      };
    },

    async saveRule(merchantId: number, r: ReferralRule, at: Date): Promise<void> {
      const values = {
        enabled: r.enabled,
        reward_amount: r.rewardAmount,
        condition: r.condition,
        threshold: r.threshold,
        updated_at: at,
      };
      await db
        .insertInto('referral_rules')
        .values({ merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
        .execute();
    },

    async currency(merchantId: number): Promise<string> {
      const m = await selectWhere(db, 'merchants', { id: merchantId })
        .select('currency')
        .executeTakeFirstOrThrow();
      return m.currency;
    },

    async enabledMerchants(): Promise<number[]> {
      const rows = await selectWhere(db, 'referral_rules', { enabled: true })
        .select('merchant_id')
        .where('reward_amount', '>', 0n)
        .execute();
      return rows.map((r) => r.merchant_id);
    },
  };
}

/** What a referrer sees: the summary and the page of their invitees. */
function inviteQueries(db: Db) {
  return {
    async summary(referrerId: bigint) {
      const r = await selectWhere(db, 'referrals', { referrer_id: referrerId })
        .select([
          sql<string>`count(*)`.as('invited'),
          sql<string>`count(rewarded_at)`.as('rewarded'),
          sql<string>`coalesce(sum(reward_amount), 0)`.as('earned'),
        ])
        .executeTakeFirstOrThrow();
      return { invited: Number(r.invited), rewarded: Number(r.rewarded), earned: BigInt(r.earned) };
    },

    /** Only the referrer's own invitees: the id comes from the session, never from the request. */
    async invitees(referrerId: bigint, page: { pageNo: number; pageSize: number }) {
      const list = await db
        .selectFrom('referrals as r')
        .innerJoin('members as m', 'm.id', 'r.invitee_id')
        .select(['m.username', 'r.created_at', 'r.reward_amount', 'r.rewarded_at'])
        .where('r.referrer_id', '=', referrerId)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.invitee_id', 'desc')
        .limit(page.pageSize)
        .offset((page.pageNo - 1) * page.pageSize)
        .execute();
      return list;
    },
  };
}

/** Rewards: links still unpaid, a link claimed once and its transfer recorded. */
function rewardQueries(db: Db) {
  return {
    async unpaid(merchantId: number, limit: number): Promise<bigint[]> {
      const rows = await selectWhere(db, 'referrals', { merchant_id: merchantId })
        .select('invitee_id')
        .where('rewarded_at', 'is', null)
        .orderBy('invitee_id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.invitee_id);
    },

    async link(inviteeId: bigint) {
      return db.selectFrom('referrals').selectAll().where('invitee_id', '=', inviteeId).executeTakeFirst();
    },

    /**
     * Claims the reward for this invitee: the row lock makes every concurrent claim but one wait
     * and then find rewarded_at set. Answers the link when this call claimed it.
     */
    async claim(inviteeId: bigint, amount: bigint, at: Date) {
      return updateWhere(db, 'referrals', { invitee_id: inviteeId })
        .set({ reward_amount: amount, rewarded_at: at })
        .where('rewarded_at', 'is', null)
        .returning(['referrer_id', 'merchant_id'])
        .executeTakeFirst();
    },

    async setTransfer(inviteeId: bigint, transferId: bigint): Promise<void> {
      await updateWhere(db, 'referrals', { invitee_id: inviteeId })
        .set({ transfer_id: transferId })
        .execute();
    },
  };
}

/** What an invitee's reward waits for: their first deposit and their valid bets. */
function qualifyingQueries(db: Db) {
  return {
    /** The member's first paid deposit, or null before they made one. */
    async firstDeposit(memberId: bigint): Promise<bigint | null> {
      const r = await selectWhere(db, 'deposit_orders', { member_id: memberId, status: 'paid' })
        .select('amount')
        .orderBy('paid_at')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return r?.amount ?? null;
    },

    /** Valid bets of every settled bet so far (kept by the bet statistics triggers). */
    async validBetTotal(memberId: bigint): Promise<bigint> {
      const r = await db
        .selectFrom('bet_totals')
        .select(sql<string>`coalesce(sum(valid_bet), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return BigInt(r.total);
    },
  };
}

/** Referral rules, the invite links between members and the rewards paid for them. */
export function referralRepository(db: Db) {
  return { ...ruleQueries(db), ...inviteQueries(db), ...rewardQueries(db), ...qualifyingQueries(db) };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
