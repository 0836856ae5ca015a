import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';

export interface MemberSearch {
  /** null: platform staff, every brand (unless `brand` narrows it). */
  merchantId: number | null;
  brand?: number | undefined;
  username?: string | undefined;
  phone?: string | undefined;
  memberId?: string | undefined;
  upline?: string | undefined;
  status?: 'active' | 'locked' | 'closed' | undefined;
  vipLevel?: number | undefined;
  registeredFrom?: string | undefined;
  registeredTo?: string | undefined;
  lastLoginIp?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

/** `like` reads %, _ and \ as patterns: a typed piece means itself. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SUMMARY = [
  'm.id',
  'm.merchant_id',
  'm.username',
  'm.nickname',
  'm.country_dialing_code',
  'm.mobile_no',
  'm.status',
  'm.withdrawals_frozen',
  'm.vip_level',
  'm.upline_id',
  'm.created_at',
  'm.last_login_at',
  'm.last_login_ip',
] as const;

/**
 * One page of members matching every filter given, newest first (registration time, then id),
 * after the member the cursor names. Partial username and phone matches are `like '%x%'` over
 * their trigram indexes; the address is a prefix (`like 'x%'`) over its pattern-ops btree
 * (migration 0055 says why each).
 */
export function searchMembers(db: Db, q: MemberSearch) {
  const brand = q.merchantId ?? q.brand;
  return db
    .selectFrom('members as m')
    .select(SUMMARY)
    .$if(brand !== undefined, (b) => b.where('m.merchant_id', '=', brand as number))
    .$if(q.username !== undefined, (b) =>
      b.where(sql<string>`lower(m.username)`, 'like', `%${literal((q.username as string).toLowerCase())}%`),
    )
    .$if(q.phone !== undefined, (b) => b.where('m.mobile_no', 'like', `%${literal(q.phone as string)}%`))
    .$if(q.memberId !== undefined, (b) => b.where('m.id', '=', BigInt(q.memberId as string)))
    .$if(q.upline !== undefined, (b) =>
      b.where('m.upline_id', 'in', (u) =>
        u
          .selectFrom('members as up')
          .select('up.id')
          .where(sql<string>`lower(up.username)`, '=', (q.upline as string).toLowerCase())
          .$if(brand !== undefined, (ub) => ub.where('up.merchant_id', '=', brand as number)),
      ),
    )
    .$if(q.status !== undefined, (b) => b.where('m.status', '=', q.status as 'active'))
    .$if(q.vipLevel !== undefined, (b) => b.where('m.vip_level', '=', q.vipLevel as number))
    .$if(q.registeredFrom !== undefined, (b) =>
      b.where('m.created_at', '>=', new Date(q.registeredFrom as string)),
    )
    .$if(q.registeredTo !== undefined, (b) =>
      b.where('m.created_at', '<=', new Date(q.registeredTo as string)),
    )
    .$if(q.lastLoginIp !== undefined, (b) =>
      b.where('m.last_login_ip', 'like', `${literal(q.lastLoginIp as string)}%`),
    )
    .$if(q.cursor !== undefined, (b) => {
      // A row of a scalar subquery and the id, not a row subquery: only this form is an index
      // condition, so a page starts where the last one stopped instead of filtering from the top.
      const cursor = BigInt(q.cursor as string);
      return b.where(
        sql<boolean>`(m.created_at, m.id) < ((select c.created_at from members c where c.id = ${cursor}), ${cursor})`,
      );
    })
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(q.limit)
    .execute();
}
