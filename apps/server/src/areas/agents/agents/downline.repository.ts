import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

/** Deeper than any real team; stops the walk should the upline links ever form a loop. */
export const MAX_DEPTH = 64;

export interface TeamMemberRow {
  id: bigint;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  upline: string;
  status: 'active' | 'locked' | 'closed';
  balance: bigint;
  created_at: Date;
  last_login_at: Date | null;
}

export interface TeamFilter {
  merchantId: number;
  agentId: bigint;
  currency: string;
  username?: string | undefined;
  status?: 'active' | 'locked' | 'closed' | undefined;
  depth?: number | undefined;
  minBalance?: bigint | undefined;
  maxBalance?: bigint | undefined;
}

/** Every downline of an agent at any depth, within its brand: (id, depth). */
export function teamOf(merchantId: number, agentId: bigint): RawBuilder<{ id: bigint; depth: number }> {
  return sql`(
    with recursive tree(id, depth) as (
      select m.id, 1 from members m where m.upline_id = ${agentId} and m.merchant_id = ${merchantId}
      union all
      select m.id, t.depth + 1 from members m join tree t on m.upline_id = t.id
      where m.merchant_id = ${merchantId} and t.depth < ${MAX_DEPTH}
    ) select id, min(depth) as depth from tree group by id)`;
}

/** A member's cash in the main wallet (summed over its shards; no row yet is zero). */
const cashOf = (currency: string) => sql<bigint>`coalesce((
  select sum(b.balance) from ledger_accounts a join ledger_balances b on b.account_id = a.id
  where a.merchant_id = m.merchant_id and a.currency = ${currency} and a.owner_kind = 'member'
    and a.owner_id = m.id::text and a.purpose = 'cash'), 0)`;

function teamRows(f: TeamFilter) {
  const where = [
    sql`true`,
    ...(f.username
      ? [sql`lower(m.username) like ${`%${f.username.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`]
      : []),
    ...(f.status ? [sql`m.status = ${f.status}`] : []),
    ...(f.depth ? [sql`t.depth = ${f.depth}`] : []),
  ];
  const balanceWhere = [
    sql`true`,
    ...(f.minBalance !== undefined ? [sql`x.balance >= ${f.minBalance}`] : []),
    ...(f.maxBalance !== undefined ? [sql`x.balance <= ${f.maxBalance}`] : []),
  ];
  return sql<TeamMemberRow>`(
    select * from (
      select m.id, m.username, m.nickname, m.type, t.depth::int as depth, u.username as upline, m.status,
             ${cashOf(f.currency)}::bigint as balance, m.created_at, m.last_login_at
      from ${teamOf(f.merchantId, f.agentId)} t
      join members m on m.id = t.id
      join members u on u.id = m.upline_id
      where ${sql.join(where, sql` and `)}
    ) x where ${sql.join(balanceWhere, sql` and `)})`;
}

/** Reads over an agent's downline tree. Every query stays inside the agent's brand. */
export function downlineRepository(db: Db) {
  return {
    /**
     * How far below `agentId` the member is (1 = direct downline), or null when it is not in the
     * agent's tree (a sibling's, another brand's, the agent itself, or no such member).
     */
    async depthBelow(merchantId: number, agentId: bigint, memberId: bigint): Promise<number | null> {
      const r = await sql<{ depth: number }>`
        with recursive up(id, upline_id, depth) as (
          select m.id, m.upline_id, 0 from members m where m.id = ${memberId} and m.merchant_id = ${merchantId}
          union all
          select p.id, p.upline_id, up.depth + 1 from members p join up on p.id = up.upline_id
          where p.merchant_id = ${merchantId} and up.depth < ${MAX_DEPTH}
        ) select depth from up where id = ${agentId} and depth > 0 limit 1`.execute(db);
      return r.rows[0] ? Number(r.rows[0].depth) : null;
    },

    /** A member of the brand by username (any case), with its direct upline. */
    async byUsername(merchantId: number, username: string) {
      return selectWhere(db, 'members', { merchant_id: merchantId })
        .select(['id', 'username', 'type', 'status', 'upline_id'])
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async byId(merchantId: number, id: bigint) {
      return selectWhere(db, 'members', { merchant_id: merchantId, id })
        .select(['id', 'username', 'type', 'status', 'upline_id'])
        .executeTakeFirst();
    },

    async page(
      f: TeamFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: TeamMemberRow[]; total: number }> {
      const [rows, count] = await Promise.all([
        sql<TeamMemberRow>`select * from ${teamRows(f)} r order by r.depth, r.created_at desc, r.id desc
          limit ${limit} offset ${offset}`.execute(db),
        sql<{ n: string }>`select count(*) as n from ${teamRows(f)} r`.execute(db),
      ]);
      return {
        rows: rows.rows.map((r) => ({
          ...r,
          id: BigInt(r.id),
          depth: Number(r.depth),
          balance: BigInt(r.balance),
          created_at: new Date(r.created_at),
          last_login_at: r.last_login_at === null ? null : new Date(r.last_login_at),
        })),
        total: Number(count.rows[0]?.n ?? 0),
      };
    },
  };
}

export type DownlineRepository = ReturnType<typeof downlineRepository>;
