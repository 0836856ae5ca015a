import { sql } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { PointConversionsTable, PointEntryKind } from './points.tables.ts';

// A brand's points rules, the members' point balances and their conversions to cash.

export interface ConfigRow {
  merchant_id: number;
  enabled: boolean;
  bet_per_point: bigint;
  convert_points: bigint;
  convert_amount: bigint;
  min_convert: bigint;
}

export interface EntryInput {
  merchantId: number;
  memberId: bigint;
  kind: PointEntryKind;
  sourceKey: string;
  reference: string;
}

/** A brand's points rules. */
export function configQueries(db: Db) {
  return {
    async config(merchantId: number): Promise<ConfigRow | undefined> {
      return selectWhere(db, 'point_configs', { merchant_id: merchantId }).selectAll().executeTakeFirst();
    },

    async saveConfig(c: ConfigRow, at: Date): Promise<void> {
      const values = { ...c, updated_at: at };
      await db
        .insertInto('point_configs')
        .values(values)
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
        .execute();
    },

    /** The merchant's currency, for conversions into its wallet. */
    async currencyOf(merchantId: number): Promise<string> {
      const r = await sql<{
        currency: string;
      }>`select currency from merchants where id = ${merchantId}`.execute(db);
      const row = r.rows[0];
      if (!row) throw new Error(`merchant ${merchantId} missing`);
      return row.currency;
    },
  };
}

/** The points ledger: balances and their append-only entries. */
export function ledgerQueries(db: Db) {
  async function entry(e: EntryInput, delta: bigint, balanceAfter: bigint): Promise<void> {
    await db
      .insertInto('point_entries')
      .values({
        merchant_id: e.merchantId,
        member_id: e.memberId,
        delta,
        balance_after: balanceAfter,
        kind: e.kind,
        source_key: e.sourceKey,
        reference: e.reference,
      })
      .execute();
  }

  return {
    entry,

    async balance(memberId: bigint): Promise<bigint> {
      const row = await selectWhere(db, 'point_balances', { member_id: memberId })
        .select('balance')
        .executeTakeFirst();
      return row?.balance ?? 0n;
    },

    /**
     * Takes points when the member has them: the guarded update refuses (null) rather than letting
     * the CHECK fail, and writes the entry with the balance it left.
     */
    async spend(e: EntryInput, amount: bigint, at: Date): Promise<bigint | null> {
      const row = await updateWhere(db, 'point_balances', { member_id: e.memberId })
        .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: at }))
        .where('balance', '>=', amount)
        .returning('balance')
        .executeTakeFirst();
      if (!row) return null;
      await entry(e, -amount, row.balance);
      return row.balance;
    },

    /** Gives points back (a rejected redemption); the balance row may not exist yet. */
    async give(e: EntryInput, amount: bigint, at: Date): Promise<bigint> {
      const row = await db
        .insertInto('point_balances')
        .values({ member_id: e.memberId, merchant_id: e.merchantId, balance: amount, updated_at: at })
        .onConflict((oc) =>
          oc.column('member_id').doUpdateSet((eb) => ({
            balance: eb('point_balances.balance', '+', amount),
            updated_at: at,
          })),
        )
        .returning('balance')
        .executeTakeFirstOrThrow();
      await entry(e, amount, row.balance);
      return row.balance;
    },

    async entries(memberId: bigint, limit: number, offset: number) {
      const mine = db.selectFrom('point_entries').where('member_id', '=', memberId);
      const columns = ['id', 'kind', 'delta', 'balance_after', 'reference', 'created_at'] as const;
      return pageWithTotal(mine, (q) => q.select(columns).orderBy('id', 'desc'), { offset, limit });
    },

    /**
     * Adds what a valid bet earns at the brand's ratio, once per source key: the function the
     * settlement triggers call (migration 0022).
     */
    async accrue(
      merchantId: number,
      memberId: bigint,
      validBet: bigint,
      sourceKey: string,
      reference: string,
    ) {
      await sql`select points_accrue(${merchantId}::int, ${memberId}::bigint, ${validBet}::bigint,
        ${sourceKey}, ${reference})`.execute(db);
    },
  };
}

/** The columns a conversion is recorded with, each as given. */
const CONVERSION_COLUMNS = [
  'merchant_id',
  'member_id',
  'request_id',
  'points',
  'amount',
  'currency',
] as const;

/** Conversions to cash, one per request id. */
export function conversionsQueries(db: Db) {
  return {
    async claimConversion(
      c: CamelValues<PointConversionsTable, (typeof CONVERSION_COLUMNS)[number]> & { at: Date },
    ): Promise<boolean> {
      const row = await insertRow(db, 'point_conversions', CONVERSION_COLUMNS, c, { created_at: c.at })
        .onConflict((oc) => oc.columns(['member_id', 'request_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async conversion(memberId: bigint, requestId: string) {
      return selectWhere(db, 'point_conversions', { member_id: memberId, request_id: requestId })
        .select(['points', 'amount', 'currency'])
        .executeTakeFirst();
    },
  };
}
