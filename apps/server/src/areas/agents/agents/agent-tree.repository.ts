import { AGENT_CONSOLE_TYPES } from '@pf/shared';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { lockUntilCommit } from '../../../db/transaction-lock.ts';

/** Which rows of the tree: a member's direct downlines, a username search, or the top agents. */
export interface TreeFilter {
  /** null: platform staff, every brand. */
  merchantId: number | null;
  parentId?: bigint | undefined;
  username?: string | undefined;
}

/** `like` reads %, _ and \ as patterns: a typed piece means itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Lock space of tree moves (one per brand): two moves are decided one after the other. */
const TREE_LOCK_SPACE = 46;

function treeRows(db: Db, f: TreeFilter) {
  return db
    .selectFrom('members as m')
    .leftJoin('members as up', 'up.id', 'm.upline_id')
    .$if(f.merchantId !== null, (b) => b.where('m.merchant_id', '=', f.merchantId as number))
    .$if(f.parentId !== undefined, (b) => b.where('m.upline_id', '=', f.parentId as bigint))
    .$if(f.username !== undefined, (b) =>
      b.where(sql<string>`lower(m.username)`, 'like', `%${literal((f.username as string).toLowerCase())}%`),
    )
    .$if(f.parentId === undefined && f.username === undefined, (b) =>
      b.where('m.upline_id', 'is', null).where('m.type', 'in', [...AGENT_CONSOLE_TYPES]),
    );
}

const NODE = [
  'm.id',
  'm.merchant_id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.upline_id',
  'up.username as upline',
  'm.status',
  'm.created_at',
] as const;

/** The agent tree as staff read it and change it. */
export function agentTreeRepository(db: Db) {
  const downlines = sql<number>`(select count(*)::int from members d where d.upline_id = m.id)`.as(
    'downlines',
  );
  return {
    async page(f: TreeFilter, page: { pageNo: number; pageSize: number }) {
      const [rows, count] = await Promise.all([
        treeRows(db, f)
          .select([...NODE, downlines])
          .orderBy('m.username')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        treeRows(db, f).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: count.n };
    },

    /** Every row of the filter, in pages of the database's, for a CSV export. */
    async *all(f: TreeFilter) {
      for (let offset = 0; ; offset += 500) {
        const rows = await treeRows(db, f)
          .select([...NODE, downlines])
          .orderBy('m.username')
          .orderBy('m.id')
          .limit(500)
          .offset(offset)
          .execute();
        yield* rows;
        if (rows.length < 500) return;
      }
    },

    async node(memberId: bigint, merchantId: number | null) {
      return treeRows(db, { merchantId })
        .clearWhere()
        .where('m.id', '=', memberId)
        .$if(merchantId !== null, (b) => b.where('m.merchant_id', '=', merchantId as number))
        .select([...NODE, downlines])
        .executeTakeFirst();
    },

    /** Until the transaction ends, no other move in the brand is decided. */
    async lockMoves(merchantId: number) {
      await lockUntilCommit(db, TREE_LOCK_SPACE, `agent-tree:${merchantId}`);
    },

    /** Whether `candidate` is `memberId` or sits anywhere below it. */
    async isInLineOf(candidate: bigint, memberId: bigint): Promise<boolean> {
      const row = await sql<{ found: boolean }>`
        with recursive line(id) as (
          select ${candidate}::bigint
          union all
          select m.upline_id from members m join line on m.id = line.id where m.upline_id is not null
        )
        select exists(select 1 from line where id = ${memberId}::bigint) as found`.execute(db);
      return row.rows[0]?.found === true;
    },

    async setUpline(memberId: bigint, uplineId: bigint) {
      await db.updateTable('members').set({ upline_id: uplineId }).where('id', '=', memberId).execute();
    },
  };
}

export type TreeRow = Awaited<ReturnType<ReturnType<typeof agentTreeRepository>['page']>>['rows'][number];
