import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { VipRuleRow } from './vip.repository.ts';

/** What a level's withdrawal limits are checked on: the member's rule and what they withdrew. */
function withdrawLimitQueries(db: Db) {
  return {
    /** The rule of the member's current level (none at level 1 or above the rules). */
    async ruleOfMember(memberId: bigint): Promise<(VipRuleRow & { merchant_id: number }) | undefined> {
      return db
        .selectFrom('members as m')
        .innerJoin('vip_level_rules as r', (j) =>
          j.onRef('r.merchant_id', '=', 'm.merchant_id').onRef('r.level', '=', 'm.vip_level'),
        )
        .select([
          'r.merchant_id',
          'r.level',
          'r.min_valid_bet',
          'r.min_deposit',
          'r.keep_valid_bet',
          'r.keep_deposit',
          'r.upgrade_bonus',
          'r.cashback_bps',
          'r.withdraw_max',
          'r.withdraw_daily_max',
          'r.birthday_bonus',
        ])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
    },

    /**
     * The member's row, locked: withdrawal requests of one member queue on it for the daily limit.
     * The request's order row already holds a key-share lock on it (its foreign key), so this takes
     * the lock that does not conflict with that one; a plain FOR UPDATE would deadlock two requests.
     */
    async lockMemberRow(memberId: bigint): Promise<void> {
      await db.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
    },

    /** Withdrawals requested since `from`, rejected ones left out (their money came back). */
    async withdrawnSince(memberId: bigint, from: Date): Promise<bigint> {
      const r = await db
        .selectFrom('withdrawals')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
        .where('member_id', '=', memberId)
        .where('created_at', '>=', from)
        .where('status', '<>', 'rejected')
        .executeTakeFirstOrThrow();
      return BigInt(r.total);
    },
  };
}

/** Birthday bonuses: who has a birthday, each year's bonus claimed once and its transfer. */
function birthdayQueries(db: Db) {
  return {
    /**
     * Members of a brand at a level with a birthday bonus whose birthday is `monthDay` ('MM-DD');
     * on 28 February of a year without 29 February, members born on the 29th too.
     */
    async birthdayMembers(merchantId: number, monthDays: readonly string[]) {
      return db
        .selectFrom('members as m')
        .innerJoin('vip_level_rules as r', (j) =>
          j.onRef('r.merchant_id', '=', 'm.merchant_id').onRef('r.level', '=', 'm.vip_level'),
        )
        .select(['m.id', 'm.vip_level', 'r.birthday_bonus'])
        .where('m.merchant_id', '=', merchantId)
        .where('r.birthday_bonus', '>', 0n)
        .where('m.birthday', 'is not', null)
        .where(sql<string>`to_char(m.birthday, 'MM-DD')`, 'in', monthDays)
        .orderBy('m.id')
        .execute();
    },

    /** Records the member's birthday bonus of `year`; true only for the first caller. */
    async claimBirthday(v: {
      memberId: bigint;
      year: number;
      merchantId: number;
      level: number;
      amount: bigint;
    }) {
      const r = await db
        .insertInto('vip_birthday_bonuses')
        .values({
          member_id: v.memberId,
          year: v.year,
          merchant_id: v.merchantId,
          level: v.level,
          amount: v.amount,
        })
        .onConflict((oc) => oc.columns(['member_id', 'year']).doNothing())
        .returning('year')
        .executeTakeFirst();
      return r !== undefined;
    },

    async setBirthdayTransfer(memberId: bigint, year: number, transferId: bigint): Promise<void> {
      await updateWhere(db, 'vip_birthday_bonuses', { member_id: memberId, year })
        .set({ transfer_id: transferId })
        .execute();
    },
  };
}

/** What the VIP level benefits read and write: the member's level rule, withdrawals, birthdays. */
export function vipBenefitsRepository(db: Db) {
  return { ...withdrawLimitQueries(db), ...birthdayQueries(db) };
}
