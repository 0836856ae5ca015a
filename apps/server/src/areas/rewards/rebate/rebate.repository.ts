import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { pageWithTotal } from '../../../db/paging.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { ClaimedValid, RebateClaimDetail, RebateClaimsTable } from './rebate.tables.ts';

export interface ClaimRow {
  id: bigint;
  amount: bigint;
  valid_bet: bigint;
  created_at: Date;
}

const claimColumns = ['id', 'amount', 'valid_bet', 'created_at'] as const;

/** A brand's rates per game category. */
function rateQueries(db: Db) {
  return {
    async rates(merchantId: number): Promise<Map<string, number>> {
      const rows = await selectWhere(db, 'rebate_rates', { merchant_id: merchantId })
        .select(['category', 'rate_bps'])
        .execute();
      return new Map(rows.map((r) => [r.category, r.rate_bps]));
    },

    /** Replaces the brand's rates; run inside the transaction that audits the change. */
    async replaceRates(merchantId: number, rates: { category: string; rateBps: number }[], at: Date) {
      await db.deleteFrom('rebate_rates').where('merchant_id', '=', merchantId).execute();
      if (rates.length === 0) return;
      await db
        .insertInto('rebate_rates')
        .values(
          rates.map((r) => ({
            merchant_id: merchantId,
            category: r.category,
            rate_bps: r.rateBps,
            updated_at: at,
          })),
        )
        .execute();
    },
  };
}

/** The member's claim position: what has been rebated so far. */
function accountQueries(db: Db) {
  return {
    async account(memberId: bigint) {
      return selectWhere(db, 'rebate_accounts', { member_id: memberId })
        .select(['claimed_valid', 'remainder'])
        .executeTakeFirst();
    },

    /** The member's claim position, created when new, locked: claims of one member queue here. */
    async lockAccount(merchantId: number, memberId: bigint) {
      await db
        .insertInto('rebate_accounts')
        .values({ member_id: memberId, merchant_id: merchantId })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
      return selectWhere(db, 'rebate_accounts', { member_id: memberId })
        .select(['claimed_valid', 'remainder'])
        .forUpdate()
        .executeTakeFirstOrThrow();
    },

    async advance(memberId: bigint, claimed: ClaimedValid, remainder: bigint, at: Date): Promise<void> {
      await updateWhere(db, 'rebate_accounts', { member_id: memberId })
        .set({ claimed_valid: JSON.stringify(claimed), remainder, updated_at: at })
        .execute();
    },
  };
}

/** The columns a claim is stored with as given (the detail is stored as JSON). */
const CLAIM_COLUMNS = ['merchant_id', 'member_id', 'request_id', 'amount', 'currency', 'valid_bet'] as const;

/** The claims, one per member and request id. */
function claimQueries(db: Db) {
  return {
    async claimByRequest(memberId: bigint, requestId: string): Promise<ClaimRow | undefined> {
      return selectWhere(db, 'rebate_claims', { member_id: memberId, request_id: requestId })
        .select(claimColumns)
        .executeTakeFirst();
    },

    async insertClaim(
      c: CamelValues<RebateClaimsTable, (typeof CLAIM_COLUMNS)[number]> & {
        detail: RebateClaimDetail[];
        at: Date;
      },
    ): Promise<ClaimRow> {
      return insertRow(db, 'rebate_claims', CLAIM_COLUMNS, c, {
        detail: JSON.stringify(c.detail),
        created_at: c.at,
      })
        .returning(claimColumns)
        .executeTakeFirstOrThrow();
    },

    async claims(memberId: bigint, page: { pageNo: number; pageSize: number }) {
      const mine = db.selectFrom('rebate_claims').where('member_id', '=', memberId);
      const { rows, total } = await pageWithTotal(mine, (q) => q.select(claimColumns).orderBy('id', 'desc'), {
        offset: (page.pageNo - 1) * page.pageSize,
        limit: page.pageSize,
      });
      return { list: rows, total };
    },
  };
}

/** SQL of the manual rebate: rates, the member's claim position, and the claims. */
export function rebateRepository(db: Db) {
  return { ...rateQueries(db), ...accountQueries(db), ...claimQueries(db) };
}

export type RebateRepository = ReturnType<typeof rebateRepository>;
