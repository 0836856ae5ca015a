import type { BonusKind } from '@pf/shared';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import type { RuleRow } from './bonus.repository.ts';

export interface OfferFilters {
  kind?: BonusKind | undefined;
  active?: boolean | undefined;
}

export interface TotalsRow {
  joined: number;
  granted: number;
  released: number;
  granted_amount: bigint;
  released_amount: bigint;
}

const ZERO: TotalsRow = { joined: 0, granted: 0, released: 0, granted_amount: 0n, released_amount: 0n };

/** Promotions of one merchant with the filters applied (kind is the rule's, active the promotion's). */
function filtered(db: Kysely<Database>, merchantId: number, f: OfferFilters) {
  let q = db
    .selectFrom('promotions as p')
    .leftJoin('bonus_rules as r', 'r.promotion_id', 'p.id')
    .where('p.merchant_id', '=', merchantId);
  if (f.kind) q = q.where('r.kind', '=', f.kind);
  if (f.active !== undefined) q = q.where('p.active', '=', f.active);
  return q;
}

/** What members took of the rules of the given promotions, summed (or of all, when none named). */
async function totalsOf(db: Kysely<Database>, promotionIds: bigint[]): Promise<TotalsRow> {
  if (promotionIds.length === 0) return ZERO;
  const rules = db.selectFrom('bonus_rules').select('id').where('promotion_id', 'in', promotionIds);
  const joined = await db
    .selectFrom('bonus_participations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('rule_id', 'in', rules)
    .executeTakeFirstOrThrow();
  const grants = await db
    .selectFrom('bonus_grants')
    .select([
      sql<string>`count(*)`.as('granted'),
      sql<string>`count(*) filter (where status = 'released')`.as('released'),
      sql<string>`coalesce(sum(amount), 0)`.as('granted_amount'),
      sql<string>`coalesce(sum(amount) filter (where status = 'released'), 0)`.as('released_amount'),
    ])
    .where('rule_id', 'in', rules)
    .executeTakeFirstOrThrow();
  return {
    joined: Number(joined.n),
    granted: Number(grants.granted),
    released: Number(grants.released),
    granted_amount: BigInt(grants.granted_amount),
    released_amount: BigInt(grants.released_amount),
  };
}

/** Reads of the rewards screen's promotions: each with its rule and what members took. */
export function offersRepository(db: Db) {
  return {
    totalsOf: (promotionIds: bigint[]) => totalsOf(db, promotionIds),

    async page(merchantId: number, f: OfferFilters, limit: number, offset: number) {
      const ids = await filtered(db, merchantId, f)
        .select('p.id')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await filtered(db, merchantId, f)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow();
      return { ids: ids.map((r) => r.id), total: Number(count.n) };
    },

    /** Every matching promotion's id, newest first (the CSV and the page totals). */
    async allIds(merchantId: number, f: OfferFilters): Promise<bigint[]> {
      const rows = await filtered(db, merchantId, f).select('p.id').orderBy('p.id', 'desc').execute();
      return rows.map((r) => r.id);
    },

    ruleOf(promotionId: bigint, tx: Kysely<Database> = db): Promise<RuleRow | undefined> {
      return tx
        .selectFrom('bonus_rules')
        .selectAll()
        .where('promotion_id', '=', promotionId)
        .executeTakeFirst();
    },

    /** The merchant's content image drawing `storageKey`, made on first use. */
    async artImage(
      merchantId: number,
      storageKey: string,
      svg: Buffer,
      sha256: string,
      tx: Kysely<Database>,
    ) {
      const found = await tx
        .selectFrom('content_images')
        .select('id')
        .where('merchant_id', '=', merchantId)
        .where('storage_key', '=', storageKey)
        .executeTakeFirst();
      if (found) return found.id;
      const made = await tx
        .insertInto('content_images')
        .values({
          id: crypto.randomUUID(),
          merchant_id: merchantId,
          storage_key: storageKey,
          content_type: 'image/svg+xml',
          size_bytes: svg.length,
          sha256,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return made.id;
    },

    ...takerReads(db),
  };
}

/** The members who joined one promotion's bonus, each with the grant it made (if any). */
function takerReads(db: Db) {
  return {
    async takers(promotionId: bigint, limit: number, offset: number) {
      const base = db
        .selectFrom('bonus_participations as bp')
        .innerJoin('bonus_rules as r', 'r.id', 'bp.rule_id')
        .innerJoin('members as m', 'm.id', 'bp.member_id')
        .leftJoin('bonus_grants as g', (j) =>
          j.onRef('g.rule_id', '=', 'bp.rule_id').onRef('g.member_id', '=', 'bp.member_id'),
        )
        .where('r.promotion_id', '=', promotionId);
      const rows = await base
        .select([
          'bp.member_id',
          'm.username',
          'bp.joined_at',
          'g.id as grant_id',
          'g.amount',
          'g.currency',
          'g.wagering_required',
          'g.wagering_done',
          'g.status',
          'g.closed_at',
        ])
        .orderBy('bp.joined_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },
  };
}

export type OffersRepository = ReturnType<typeof offersRepository>;
export type TakerRow = Awaited<ReturnType<OffersRepository['takers']>>['rows'][number];
