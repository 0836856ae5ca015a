import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { GrantStatus } from '../bonus/bonus.tables.ts';
import type { ActivityApplicationsTable, ActivityImagesTable } from './activity.tables.ts';

export type ApplicationRow = Selectable<ActivityApplicationsTable>;
export type ImageRow = Selectable<ActivityImagesTable>;
export type ApplicationPatch = Partial<
  Pick<ApplicationRow, 'status' | 'reward_amount' | 'reject_reason' | 'reviewed_by' | 'reviewed_at'>
>;

export interface PromotionFacts {
  id: bigint;
  merchant_id: number;
  active: boolean;
  starts_at: Date;
  ends_at: Date | null;
  application_required: boolean;
}

/** What the bonus engine knows of one member and one promotion. */
export interface BonusStanding {
  kind: string;
  ruleActive: boolean;
  ruleStartsAt: Date | null;
  ruleEndsAt: Date | null;
  joined: boolean;
  grantStatus: GrantStatus | null;
}

/** The review queue, its row lock and the decision. */
function reviewQueries(db: Db) {
  return {
    staffList(filter: { merchantId: number | null; status?: string; promotionId?: number; limit: number }) {
      let q = db
        .selectFrom('activity_applications as a')
        .innerJoin('members as m', 'm.id', 'a.member_id')
        .selectAll('a')
        .select('m.username');
      if (filter.merchantId !== null) q = q.where('a.merchant_id', '=', filter.merchantId);
      if (filter.status) q = q.where('a.status', '=', filter.status as ApplicationRow['status']);
      if (filter.promotionId) q = q.where('a.promotion_id', '=', BigInt(filter.promotionId));
      return q.orderBy('a.id', 'desc').limit(filter.limit).execute();
    },

    /** Locks one application for the rest of the transaction, with its member's name. */
    lockWithUsername(id: bigint) {
      return db
        .selectFrom('activity_applications as a')
        .innerJoin('members as m', 'm.id', 'a.member_id')
        .selectAll('a')
        .select('m.username')
        .where('a.id', '=', id)
        .forUpdate('a')
        .executeTakeFirst();
    },

    decide(id: bigint, patch: ApplicationPatch) {
      return updateWhere(db, 'activity_applications', { id })
        .set(patch)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

/** The member's standing in the promotion's bonus rule, if it has one. */
async function bonusStanding(
  db: Db,
  memberId: bigint,
  promotionId: bigint,
): Promise<BonusStanding | undefined> {
  const rule = await selectWhere(db, 'bonus_rules', { promotion_id: promotionId })
    .select(['id', 'kind', 'active', 'starts_at', 'ends_at'])
    .executeTakeFirst();
  if (!rule) return undefined;
  const joined = await selectWhere(db, 'bonus_participations', { rule_id: rule.id, member_id: memberId })
    .select('id')
    .executeTakeFirst();
  const grant = await selectWhere(db, 'bonus_grants', { rule_id: rule.id, member_id: memberId })
    .select('status')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return {
    kind: rule.kind,
    ruleActive: rule.active,
    ruleStartsAt: rule.starts_at,
    ruleEndsAt: rule.ends_at,
    joined: Boolean(joined),
    grantStatus: grant?.status ?? null,
  };
}

/** Reads and writes of the activity tables; `db` may be a transaction. */
export function activityRepository(db: Db) {
  const applications = () => db.selectFrom('activity_applications').selectAll();
  return {
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    promotion(merchantId: number, promotionId: bigint): Promise<PromotionFacts | undefined> {
      return selectWhere(db, 'promotions', { id: promotionId, merchant_id: merchantId })
        .select(['id', 'merchant_id', 'active', 'starts_at', 'ends_at', 'application_required'])
        .executeTakeFirst();
    },

    setRequired(promotionId: bigint, merchantId: number | null, value: boolean) {
      let q = db
        .updateTable('promotions')
        .set({ application_required: value, updated_at: new Date() })
        .where('id', '=', promotionId);
      if (merchantId !== null) q = q.where('merchant_id', '=', merchantId);
      return q.returning(['id', 'merchant_id', 'application_required']).executeTakeFirst();
    },

    /** undefined when the member already has an application for the promotion. */
    insertApplication(row: Insertable<ActivityApplicationsTable>) {
      return db
        .insertInto('activity_applications')
        .values(row)
        .onConflict((oc) => oc.columns(['promotion_id', 'member_id']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    insertImage(row: Insertable<ActivityImagesTable>) {
      return db.insertInto('activity_images').values(row).execute();
    },

    forMember(memberId: bigint) {
      return applications().where('member_id', '=', memberId).orderBy('id', 'desc').limit(200).execute();
    },

    forMemberAndPromotion(memberId: bigint, promotionId: bigint) {
      return applications()
        .where('member_id', '=', memberId)
        .where('promotion_id', '=', promotionId)
        .executeTakeFirst();
    },

    /** Image ids per application, in upload order. */
    async imageIds(applicationIds: bigint[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>();
      if (applicationIds.length === 0) return out;
      const rows = await db
        .selectFrom('activity_images')
        .select(['id', 'application_id'])
        .where('application_id', 'in', applicationIds)
        .orderBy('application_id')
        .orderBy('position')
        .execute();
      for (const r of rows) {
        const key = r.application_id.toString();
        out.set(key, [...(out.get(key) ?? []), r.id]);
      }
      return out;
    },

    image(id: string): Promise<ImageRow | undefined> {
      return db.selectFrom('activity_images').selectAll().where('id', '=', id).executeTakeFirst();
    },

    ...reviewQueries(db),
    bonusStanding: (memberId: bigint, promotionId: bigint) => bonusStanding(db, memberId, promotionId),
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
