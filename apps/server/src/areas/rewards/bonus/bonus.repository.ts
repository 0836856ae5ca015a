import type { BonusGrantStatus } from '@pf/shared';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type {
  BonusGrantsTable,
  BonusParticipationsTable,
  BonusRulesTable,
  GrantStatus,
} from './bonus.tables.ts';

export type RuleRow = Selectable<BonusRulesTable>;
export type GrantRow = Selectable<BonusGrantsTable>;
export type NewGrant = Insertable<BonusGrantsTable>;

/** A rule with what joining needs of its promotion. */
export interface LiveRule extends RuleRow {
  promotion_active: boolean;
  promotion_starts_at: Date;
  promotion_ends_at: Date | null;
}

export interface GrantWithPromotion extends GrantRow {
  promotion_id: bigint;
}

/** Member-facing statuses: 'met' is an active grant whose release to cash is on its way. */
const storedStatuses = (s: BonusGrantStatus): GrantStatus[] => (s === 'active' ? ['active', 'met'] : [s]);

/** Rules, with what joining needs of their promotion. */
function ruleQueries(db: Db) {
  const liveRules = () =>
    db
      .selectFrom('bonus_rules as r')
      .innerJoin('promotions as p', 'p.id', 'r.promotion_id')
      .selectAll('r')
      .select([
        'p.active as promotion_active',
        'p.starts_at as promotion_starts_at',
        'p.ends_at as promotion_ends_at',
      ]);

  return {
    ruleByPromotion(merchantId: number, promotionId: bigint): Promise<LiveRule | undefined> {
      return liveRules()
        .where('r.merchant_id', '=', merchantId)
        .where('r.promotion_id', '=', promotionId)
        .executeTakeFirst();
    },

    ruleById(id: bigint): Promise<RuleRow | undefined> {
      return db.selectFrom('bonus_rules').selectAll().where('id', '=', id).executeTakeFirst();
    },

    rulesOf(merchantId: number): Promise<RuleRow[]> {
      return selectWhere(db, 'bonus_rules', { merchant_id: merchantId }).selectAll().orderBy('id').execute();
    },

    /** Cashback rules switched on, of every brand. */
    cashbackRules(): Promise<LiveRule[]> {
      return liveRules().where('r.kind', '=', 'cashback').where('r.active', '=', true).execute();
    },

    /** Deposit-match rules the member has joined. */
    joinedDepositMatches(memberId: bigint): Promise<LiveRule[]> {
      return liveRules()
        .innerJoin('bonus_participations as bp', 'bp.rule_id', 'r.id')
        .where('bp.member_id', '=', memberId)
        .where('r.kind', '=', 'deposit_match')
        .orderBy('r.id')
        .execute();
    },

    promotionMerchant(promotionId: bigint) {
      return selectWhere(db, 'promotions', { id: promotionId }).select(['merchant_id']).executeTakeFirst();
    },

    insertRule(v: Insertable<BonusRulesTable>): Promise<RuleRow | undefined> {
      return db
        .insertInto('bonus_rules')
        .values(v)
        .onConflict((oc) => oc.column('promotion_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    updateRule(id: bigint, v: Updateable<BonusRulesTable>): Promise<RuleRow | undefined> {
      return db.updateTable('bonus_rules').set(v).where('id', '=', id).returningAll().executeTakeFirst();
    },

    merchantCurrency(merchantId: number) {
      return selectWhere(db, 'merchants', { id: merchantId }).select('currency').executeTakeFirstOrThrow();
    },
  };
}

/** The columns a participation is stored with, each as given. */
const PARTICIPATION_COLUMNS = [
  'merchant_id',
  'rule_id',
  'member_id',
  'ip',
  'device_id',
  'ip_key',
  'device_key',
] as const;

/** Members and their participations. */
function participationQueries(db: Db) {
  return {
    member(memberId: bigint) {
      return selectWhere(db, 'members', { id: memberId })
        .select(['id', 'vip_level', 'type'])
        .executeTakeFirst();
    },

    async hasPaidDeposit(memberId: bigint): Promise<boolean> {
      const row = await selectWhere(db, 'deposit_orders', { member_id: memberId, status: 'paid' })
        .select('id')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The new row, or undefined when one of the unique keys (member, address, device) is taken. */
    insertParticipation(
      v: CamelValues<BonusParticipationsTable, (typeof PARTICIPATION_COLUMNS)[number]> & { now: Date },
    ) {
      return insertRow(db, 'bonus_participations', PARTICIPATION_COLUMNS, v, { joined_at: v.now })
        .onConflict((oc) => oc.doNothing())
        .returning(['id', 'joined_at'])
        .executeTakeFirst();
    },

    async joined(ruleId: bigint, memberId: bigint): Promise<boolean> {
      const row = await selectWhere(db, 'bonus_participations', { rule_id: ruleId, member_id: memberId })
        .select('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The cashback rate of the member's VIP level (docs/member-vip.md), or null when it sets none. */
    async levelCashbackBps(memberId: bigint): Promise<number | null> {
      const row = await db
        .selectFrom('members as m')
        .innerJoin('vip_level_rules as r', (j) =>
          j.onRef('r.merchant_id', '=', 'm.merchant_id').onRef('r.level', '=', 'm.vip_level'),
        )
        .select('r.cashback_bps')
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      return row?.cashback_bps ?? null;
    },

    /** Members who joined a rule by `before`. */
    participants(ruleId: bigint, before: Date) {
      return selectWhere(db, 'bonus_participations', { rule_id: ruleId })
        .select(['member_id'])
        .where('joined_at', '<', before)
        .orderBy('member_id')
        .execute();
    },
  };
}

/** Grant rows as the money paths change them. */
function grantWrites(db: Db) {
  return {
    /** Source keys of a brand starting with `prefix` (the grants of one rule and period). */
    async sourceKeys(merchantId: number, prefix: string): Promise<Set<string>> {
      const rows = await selectWhere(db, 'bonus_grants', { merchant_id: merchantId })
        .select('source_key')
        .where('source_key', 'like', `${prefix.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`)
        .execute();
      return new Set(rows.map((r) => r.source_key));
    },

    /** The new grant, or undefined when its source key was granted before. */
    insertGrant(g: NewGrant): Promise<GrantRow | undefined> {
      return db
        .insertInto('bonus_grants')
        .values(g)
        .onConflict((oc) => oc.columns(['merchant_id', 'source_key']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    lockGrant(id: bigint): Promise<GrantRow | undefined> {
      return db.selectFrom('bonus_grants').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    async close(id: bigint, from: GrantStatus, to: GrantStatus, at: Date): Promise<boolean> {
      const r = await updateWhere(db, 'bonus_grants', { id, status: from })
        .set({ status: to, closed_at: at })
        .executeTakeFirst();
      return r.numUpdatedRows === 1n;
    },

    /** Grants whose wagering is met and not yet released; of one member when given. */
    async metIds(limit: number, memberId?: bigint): Promise<bigint[]> {
      let q = db.selectFrom('bonus_grants').select('id').where('status', '=', 'met');
      if (memberId !== undefined) q = q.where('member_id', '=', memberId);
      return (await q.orderBy('id').limit(limit).execute()).map((r) => r.id);
    },

    async expiredIds(now: Date, limit: number): Promise<bigint[]> {
      const rows = await selectWhere(db, 'bonus_grants', { status: 'active' })
        .select('id')
        .where('expires_at', '<=', now)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The member's grants not yet closed, locked, in id order (the order wagering locks them in). */
    lockOpenGrants(memberId: bigint): Promise<GrantRow[]> {
      return selectWhere(db, 'bonus_grants', { member_id: memberId })
        .selectAll()
        .where('status', 'in', ['active', 'met'])
        .orderBy('id')
        .forUpdate()
        .execute();
    },
  };
}

/** What a member has open, their list, and the bets the cashback sums. */
function grantReads(db: Db) {
  return {
    /** The smallest max bet of the member's active grants; null when no active grant limits bets. */
    async maxBet(memberId: bigint): Promise<bigint | null> {
      const row = await db
        .selectFrom('bonus_grants')
        .select((eb) => eb.fn.min('max_bet').as('max_bet'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return row?.max_bet === null || row?.max_bet === undefined ? null : BigInt(row.max_bet);
    },

    async activeAmount(memberId: bigint): Promise<bigint> {
      const row = await db
        .selectFrom('bonus_grants')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('total'))
        .where('member_id', '=', memberId)
        .where('status', 'in', ['active', 'met'])
        .executeTakeFirstOrThrow();
      return BigInt(row.total);
    },

    async page(memberId: bigint, status: BonusGrantStatus | undefined, offset: number, limit: number) {
      let q = db
        .selectFrom('bonus_grants as g')
        .innerJoin('bonus_rules as r', 'r.id', 'g.rule_id')
        .where('g.member_id', '=', memberId);
      if (status) q = q.where('g.status', 'in', storedStatuses(status));
      const page = await pageWithTotal(
        q,
        (p) => p.selectAll('g').select('r.promotion_id').orderBy('g.id', 'desc'),
        { offset, limit },
      );
      return { rows: page.rows as GrantWithPromotion[], total: page.total };
    },

    grantWithPromotion(id: bigint): Promise<GrantWithPromotion | undefined> {
      return db
        .selectFrom('bonus_grants as g')
        .innerJoin('bonus_rules as r', 'r.id', 'g.rule_id')
        .selectAll('g')
        .select('r.promotion_id')
        .where('g.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * A member's net loss over [from, to): stakes minus wins of settled game rounds, plus costs
     * minus payouts of lottery lines in settled draws. Refunded and void bets are left out.
     */
    async netLoss(memberId: bigint, from: Date, to: Date): Promise<bigint> {
      const rounds = await db
        .selectFrom('game_rounds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`stake - win`), sql<string>`0`).as('net'))
        .where('member_id', '=', memberId)
        .where('status', '=', 'settled')
        .where('settled_at', '>=', from)
        .where('settled_at', '<', to)
        .executeTakeFirstOrThrow();
      const lottery = await db
        .selectFrom('lottery_bets as b')
        .innerJoin('lottery_draws as d', 'd.id', 'b.draw_id')
        .select((eb) =>
          eb.fn.coalesce(eb.fn.sum<string>(sql`b.cost - coalesce(b.payout, 0)`), sql<string>`0`).as('net'),
        )
        .where('b.member_id', '=', memberId)
        .where('b.refunded', '=', false)
        .where('d.status', '=', 'settled')
        .where('d.settled_at', '>=', from)
        .where('d.settled_at', '<', to)
        .executeTakeFirstOrThrow();
      return BigInt(rounds.net) + BigInt(lottery.net);
    },
  };
}

/** Reads and writes of the bonus tables; `db` may be a transaction. */
export function bonusRepository(db: Db) {
  return { ...ruleQueries(db), ...participationQueries(db), ...grantWrites(db), ...grantReads(db) };
}

export type BonusRepository = ReturnType<typeof bonusRepository>;
