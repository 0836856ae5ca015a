import type { VipLevelRuleInput } from '@pf/shared';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { VipLevelRulesTable } from './referral.tables.ts';

/** A level's rule, as a brand's list of rules holds it. */
export type VipRuleRow = Omit<Selectable<VipLevelRulesTable>, 'merchant_id'>;

export interface Figures {
  validBet: bigint;
  deposit: bigint;
}

const ZERO: Figures = { validBet: 0n, deposit: 0n };

/** A brand's level rules and which brands have them. */
function ruleQueries(db: Db) {
  return {
    async rules(merchantId: number): Promise<VipRuleRow[]> {
      return selectWhere(db, 'vip_level_rules', { merchant_id: merchantId })
        .select([
          'level',
          'min_valid_bet',
          'min_deposit',
          'keep_valid_bet',
          'keep_deposit',
          'upgrade_bonus',
          'cashback_bps',
          'withdraw_max',
          'withdraw_daily_max',
          'birthday_bonus',
        ])
        .orderBy('level')
        .execute();
    },

    async replaceRules(merchantId: number, rules: readonly VipLevelRuleInput[]): Promise<void> {
      await db.deleteFrom('vip_level_rules').where('merchant_id', '=', merchantId).execute();
      if (rules.length === 0) return;
      await db
        .insertInto('vip_level_rules')
        .values(
          rules.map((r) => ({
            merchant_id: merchantId,
            level: r.level,
            min_valid_bet: r.minValidBet,
            min_deposit: r.minDeposit,
            keep_valid_bet: r.keepValidBet,
            keep_deposit: r.keepDeposit,
            upgrade_bonus: r.upgradeBonus,
            cashback_bps: r.cashbackBps,
            withdraw_max: r.withdrawMax,
            withdraw_daily_max: r.withdrawDailyMax,
            birthday_bonus: r.birthdayBonus,
          })),
        )
        .execute();
    },

    async merchantsWithRules(): Promise<number[]> {
      const rows = await db.selectFrom('vip_level_rules').select('merchant_id').distinct().execute();
      return rows.map((r) => r.merchant_id);
    },

    async currency(merchantId: number): Promise<string> {
      const m = await selectWhere(db, 'merchants', { id: merchantId })
        .select('currency')
        .executeTakeFirstOrThrow();
      return m.currency;
    },
  };
}

/** What levels are measured on: who was active in a period, and their valid bets and deposits. */
function figureQueries(db: Db) {
  return {
    /** Members who bet or deposited in [from, to): only they can have reached a new level. */
    async activeMembers(merchantId: number, from: Date, to: Date): Promise<bigint[]> {
      const rows = await selectWhere(db, 'bet_stats_hourly', { merchant_id: merchantId })
        .select('member_id')
        .where('hour', '>=', from)
        .where('hour', '<', to)
        .union(
          selectWhere(db, 'deposit_orders', { merchant_id: merchantId, status: 'paid' })
            .select('member_id')
            .where('paid_at', '>=', from)
            .where('paid_at', '<', to),
        )
        .execute();
      return rows.map((r) => r.member_id);
    },

    /** Valid bets (bet statistics) and paid deposits (cashier) of each member in [from, to). */
    async figures(memberIds: readonly bigint[], from: Date, to: Date): Promise<Map<bigint, Figures>> {
      const out = new Map<string, Figures>();
      if (memberIds.length === 0) return new Map();
      const bets = await db
        .selectFrom('bet_stats_hourly')
        .select(['member_id', sql<string>`sum(valid_bet)`.as('total')])
        .where('member_id', 'in', memberIds)
        .where('hour', '>=', from)
        .where('hour', '<', to)
        .groupBy('member_id')
        .execute();
      const deposits = await db
        .selectFrom('deposit_orders')
        .select(['member_id', sql<string>`sum(amount)`.as('total')])
        .where('member_id', 'in', memberIds)
        .where('status', '=', 'paid')
        .where('paid_at', '>=', from)
        .where('paid_at', '<', to)
        .groupBy('member_id')
        .execute();
      for (const b of bets) out.set(String(b.member_id), { ...ZERO, validBet: BigInt(b.total) });
      for (const d of deposits) {
        const f = out.get(String(d.member_id)) ?? ZERO;
        out.set(String(d.member_id), { ...f, deposit: BigInt(d.total) });
      }
      return new Map(memberIds.map((id) => [id, out.get(String(id)) ?? ZERO]));
    },
  };
}

/** Members' levels: read, locked while they change, set. */
function levelQueries(db: Db) {
  return {
    /** The member's level, locked for the caller's transaction so evaluations of them queue. */
    async lockMember(memberId: bigint) {
      return selectWhere(db, 'members', { id: memberId })
        .select(['merchant_id', 'vip_level'])
        .forUpdate()
        .executeTakeFirst();
    },

    async levelOf(memberId: bigint): Promise<number> {
      const r = await selectWhere(db, 'members', { id: memberId }).select('vip_level').executeTakeFirst();
      return r?.vip_level ?? 1;
    },

    async setLevel(memberId: bigint, level: number): Promise<void> {
      await db.updateTable('members').set({ vip_level: level }).where('id', '=', memberId).execute();
    },

    /** Members above level 1, locked in id order (the order every level change takes them in). */
    async lockRanked(merchantId: number) {
      return selectWhere(db, 'members', { merchant_id: merchantId })
        .select(['id', 'vip_level'])
        .where('vip_level', '>', 1)
        .orderBy('id')
        .forUpdate()
        .execute();
    },
  };
}

/** Once-only claims: a level's upgrade bonus, a period's keep-rule review. */
function claimQueries(db: Db) {
  return {
    /** Records that the member reached `level`; true only the first time ever. */
    async claimBonus(memberId: bigint, level: number, merchantId: number, amount: bigint): Promise<boolean> {
      const r = await db
        .insertInto('vip_upgrade_bonuses')
        .values({ member_id: memberId, level, merchant_id: merchantId, amount })
        .onConflict((oc) => oc.columns(['member_id', 'level']).doNothing())
        .returning('level')
        .executeTakeFirst();
      return r !== undefined;
    },

    async setBonusTransfer(memberId: bigint, level: number, transferId: bigint): Promise<void> {
      await updateWhere(db, 'vip_upgrade_bonuses', { member_id: memberId, level })
        .set({ transfer_id: transferId })
        .execute();
    },

    /** Claims the keep-rule review of a brand's period; true for the one caller that may run it. */
    async claimReview(merchantId: number, period: string): Promise<boolean> {
      const r = await db
        .insertInto('vip_period_reviews')
        .values({ merchant_id: merchantId, period })
        .onConflict((oc) => oc.columns(['merchant_id', 'period']).doNothing())
        .returning('period')
        .executeTakeFirst();
      return r !== undefined;
    },

    async setReviewCount(merchantId: number, period: string, downgraded: number): Promise<void> {
      await updateWhere(db, 'vip_period_reviews', { merchant_id: merchantId, period })
        .set({ downgraded })
        .execute();
    },
  };
}

/** VIP level rules, the figures they are measured on, level changes and upgrade bonuses. */
export function vipRepository(db: Db) {
  return { ...ruleQueries(db), ...figureQueries(db), ...levelQueries(db), ...claimQueries(db) };
}

export type VipRepository = ReturnType<typeof vipRepository>;
