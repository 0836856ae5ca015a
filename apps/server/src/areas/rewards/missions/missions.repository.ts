import { sql } from 'kysely';
import { type CamelValues, insertRow } from '../../../db/insert-row.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { MissionClaimsTable, MissionKind, MissionNames } from './missions.tables.ts';

export interface MissionRow {
  id: bigint;
  merchant_id: number;
  names: MissionNames;
  kind: MissionKind;
  category: string | null;
  target: bigint;
  reward: bigint;
  starts_at: Date;
  ends_at: Date;
  active: boolean;
}

export interface ClaimRow {
  id: bigint;
  mission_id: bigint;
  amount: bigint;
  created_at: Date;
}

/** A mission's fields as staff write them. */
export interface MissionFields {
  names: MissionNames;
  kind: MissionKind;
  category: string | null;
  target: bigint;
  reward: bigint;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
}

export interface RankRow {
  memberId: bigint;
  username: string;
  value: bigint;
}

const missionColumns = [
  'id',
  'merchant_id',
  'names',
  'kind',
  'category',
  'target',
  'reward',
  'starts_at',
  'ends_at',
  'active',
] as const;
const claimColumns = ['id', 'mission_id', 'amount', 'created_at'] as const;

/** The column of the bet statistics a kind of mission counts. */
const betMeasure = (kind: MissionKind) =>
  kind === 'bet_count'
    ? sql<string>`sum(s.bet_count)`
    : kind === 'win'
      ? sql<string>`sum(s.payout)`
      : sql<string>`sum(s.valid_bet)`;

/** Missions as staff keep them. */
function missionQueries(db: Db) {
  const values = (f: MissionFields, at: Date) => ({
    names: JSON.stringify(f.names),
    kind: f.kind,
    category: f.category,
    target: f.target,
    reward: f.reward,
    starts_at: f.startsAt,
    ends_at: f.endsAt,
    active: f.active,
    updated_at: at,
  });
  return {
    /** Newest period first; `visibleAt` keeps the active ones members may still act on at that moment. */
    async missions(merchantId: number, visibleAt?: { at: Date; graceMs: number }): Promise<MissionRow[]> {
      return selectWhere(db, 'missions', { merchant_id: merchantId })
        .select(missionColumns)
        .$if(visibleAt !== undefined, (q) =>
          q
            .where('active', '=', true)
            .where('starts_at', '<=', visibleAt?.at as Date)
            .where('ends_at', '>', new Date((visibleAt?.at.getTime() ?? 0) - (visibleAt?.graceMs ?? 0))),
        )
        .orderBy('ends_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async mission(merchantId: number, id: bigint, forUpdate = false): Promise<MissionRow | undefined> {
      return selectWhere(db, 'missions', { merchant_id: merchantId, id })
        .select(missionColumns)
        .$if(forUpdate, (q) => q.forUpdate())
        .executeTakeFirst();
    },

    async insertMission(merchantId: number, f: MissionFields, at: Date): Promise<MissionRow> {
      return db
        .insertInto('missions')
        .values({ merchant_id: merchantId, ...values(f, at), created_at: at })
        .returning(missionColumns)
        .executeTakeFirstOrThrow();
    },

    async updateMission(id: bigint, f: MissionFields, at: Date): Promise<MissionRow> {
      return updateWhere(db, 'missions', { id })
        .set(values(f, at))
        .returning(missionColumns)
        .executeTakeFirstOrThrow();
    },

    async claimCounts(missionIds: readonly bigint[]): Promise<Map<bigint, number>> {
      if (missionIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('mission_claims')
        .select(['mission_id', (eb) => eb.fn.countAll<string>().as('n')])
        .where('mission_id', 'in', missionIds)
        .groupBy('mission_id')
        .execute();
      return new Map(rows.map((r) => [r.mission_id, Number(r.n)]));
    },
  };
}

/** Progress read from the figures settlement and deposits keep exactly once; never stored here. */
function progressQueries(db: Db) {
  return {
    /** One member's progress in one mission over its period. */
    async progress(memberId: bigint, m: MissionRow): Promise<bigint> {
      if (m.kind === 'deposit') {
        const row = await db
          .selectFrom('deposit_orders')
          .select(sql<string>`coalesce(sum(amount), 0)`.as('v'))
          .where('member_id', '=', memberId)
          .where('status', '=', 'paid')
          .where('paid_at', '>=', m.starts_at)
          .where('paid_at', '<', m.ends_at)
          .executeTakeFirstOrThrow();
        return BigInt(row.v);
      }
      const row = await db
        .selectFrom('bet_stats_hourly as s')
        .select(sql<string>`coalesce(${betMeasure(m.kind)}, 0)`.as('v'))
        .where('s.member_id', '=', memberId)
        .where('s.hour', '>=', m.starts_at)
        .where('s.hour', '<', m.ends_at)
        .$if(m.category !== null, (q) => q.where('s.category', '=', m.category as string))
        .executeTakeFirstOrThrow();
      return BigInt(row.v);
    },

    /** The brand's members with the most progress in a mission; ties by who joined first. */
    async ranking(m: MissionRow, limit: number): Promise<RankRow[]> {
      const rows =
        m.kind === 'deposit'
          ? await db
              .selectFrom('deposit_orders as s')
              .innerJoin('members as u', 'u.id', 's.member_id')
              .select(['u.id', 'u.username', sql<string>`sum(s.amount)`.as('v')])
              .where('s.merchant_id', '=', m.merchant_id)
              .where('s.status', '=', 'paid')
              .where('s.paid_at', '>=', m.starts_at)
              .where('s.paid_at', '<', m.ends_at)
              .groupBy(['u.id', 'u.username'])
              .having(sql<boolean>`sum(s.amount) > 0`)
              .orderBy('v', 'desc')
              .orderBy('u.id')
              .limit(limit)
              .execute()
          : await db
              .selectFrom('bet_stats_hourly as s')
              .innerJoin('members as u', 'u.id', 's.member_id')
              .select(['u.id', 'u.username', betMeasure(m.kind).as('v')])
              .where('s.merchant_id', '=', m.merchant_id)
              .where('s.hour', '>=', m.starts_at)
              .where('s.hour', '<', m.ends_at)
              .$if(m.category !== null, (q) => q.where('s.category', '=', m.category as string))
              .groupBy(['u.id', 'u.username'])
              .having(sql<boolean>`${betMeasure(m.kind)} > 0`)
              .orderBy('v', 'desc')
              .orderBy('u.id')
              .limit(limit)
              .execute();
      return rows.map((r) => ({ memberId: r.id, username: r.username, value: BigInt(r.v) }));
    },

    /** The brand's members with the most missions claimed since a moment. */
    async claimRanking(merchantId: number, since: Date, limit: number): Promise<RankRow[]> {
      const rows = await db
        .selectFrom('mission_claims as c')
        .innerJoin('members as u', 'u.id', 'c.member_id')
        .select(['u.id', 'u.username', sql<string>`count(*)`.as('v')])
        .where('c.merchant_id', '=', merchantId)
        .where('c.created_at', '>=', since)
        .groupBy(['u.id', 'u.username'])
        .orderBy('v', 'desc')
        .orderBy('u.id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ memberId: r.id, username: r.username, value: BigInt(r.v) }));
    },
  };
}

/** The columns a claim is stored with, each as given. */
const CLAIM_COLUMNS = [
  'merchant_id',
  'mission_id',
  'member_id',
  'request_id',
  'amount',
  'currency',
  'progress',
] as const;

/** Claims: one per member and mission, one per member and request id. */
function claimQueries(db: Db) {
  return {
    async claimsOf(memberId: bigint, missionIds: readonly bigint[]): Promise<ClaimRow[]> {
      if (missionIds.length === 0) return [];
      return selectWhere(db, 'mission_claims', { member_id: memberId })
        .select(claimColumns)
        .where('mission_id', 'in', missionIds)
        .execute();
    },

    async claimByRequest(memberId: bigint, requestId: string): Promise<ClaimRow | undefined> {
      return selectWhere(db, 'mission_claims', { member_id: memberId, request_id: requestId })
        .select(claimColumns)
        .executeTakeFirst();
    },

    /**
     * The claim row, or undefined when another claim of the member holds the mission or the request
     * id. A concurrent uncommitted claim makes this wait for it to commit or roll back.
     */
    async insertClaim(
      c: CamelValues<MissionClaimsTable, (typeof CLAIM_COLUMNS)[number]> & { at: Date },
    ): Promise<ClaimRow | undefined> {
      return insertRow(db, 'mission_claims', CLAIM_COLUMNS, c, { created_at: c.at })
        .onConflict((oc) => oc.doNothing())
        .returning(claimColumns)
        .executeTakeFirst();
    },
  };
}

/** SQL of mission activity: the missions, progress and rankings, and the claims. */
export function missionsRepository(db: Db) {
  return { ...missionQueries(db), ...progressQueries(db), ...claimQueries(db) };
}

export type MissionsRepository = ReturnType<typeof missionsRepository>;
