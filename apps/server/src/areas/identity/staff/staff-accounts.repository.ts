import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import type { StaffStatus } from './staff.tables.ts';

/** An operator as staff management reads them; `brands` null: every brand. */
export interface StaffAccount {
  id: bigint;
  username: string;
  roles: string[];
  status: StaffStatus;
  homeMerchantId: number | null;
  brands: number[] | null;
  totpEnrolled: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export interface StaffFilter {
  username?: string | undefined;
  role?: string | undefined;
  status?: StaffStatus | undefined;
  /** Only the staff of this brand (never platform operators); null: everyone. */
  merchantId: number | null;
  limit: number;
  offset: number;
}

// The brands of an operator: the listed ones, and the home brand even if a row predates the list.
const brandsOf = sql<number[] | null>`case when st.merchant_id is null then null else array(
  select distinct m from unnest(array_append(
    array(select sb.merchant_id from staff_brands sb where sb.staff_id = st.id), st.merchant_id)) m
  order by m) end`;
const worksOn = (merchantId: number) =>
  sql<boolean>`(st.merchant_id = ${merchantId} or exists (
    select 1 from staff_brands sb where sb.staff_id = st.id and sb.merchant_id = ${merchantId}))`;

type AccountQuery = ReturnType<typeof accountsOf>;
const accountsOf = (q: Db) =>
  q
    .selectFrom('staff as st')
    .select([
      'st.id',
      'st.username',
      'st.roles',
      'st.status',
      'st.merchant_id as homeMerchantId',
      brandsOf.as('brands'),
      sql<boolean>`st.totp_secret_sealed is not null`.as('totpEnrolled'),
      'st.created_at as createdAt',
      'st.last_login_at as lastLoginAt',
    ]);

/** The list's filters on a query of accounts: part of the username, a role, a status, a brand. */
function filtered(q: AccountQuery, f: Omit<StaffFilter, 'limit' | 'offset'>): AccountQuery {
  let out = q;
  if (f.username) out = out.where('st.username', 'ilike', `%${f.username.replace(/[\\%_]/g, '\\$&')}%`);
  if (f.role) out = out.where(sql<boolean>`${f.role} = any(st.roles)`);
  if (f.status) out = out.where('st.status', '=', f.status);
  if (f.merchantId !== null) out = out.where(worksOn(f.merchantId));
  return out;
}

/** Staff accounts for the management calls; writes take the caller's transaction. */
export function staffAccountsRepository(db: Db) {
  const accounts = accountsOf;

  return {
    async list(f: StaffFilter): Promise<StaffAccount[]> {
      return filtered(accounts(db), f).orderBy('st.id').limit(f.limit).offset(f.offset).execute();
    },

    /** The filter's operators after `afterId` in id order, a page at a time (the CSV export). */
    page(f: Omit<StaffFilter, 'limit' | 'offset'>, afterId: bigint | null, size: number) {
      const q = filtered(accounts(db), f);
      return (afterId === null ? q : q.where('st.id', '>', afterId)).orderBy('st.id').limit(size).execute();
    },

    /** One operator, locked for the change when read in a transaction with `forUpdate`. */
    async byId(id: bigint, q: Db = db, forUpdate = false): Promise<StaffAccount | undefined> {
      const base = accounts(q).where('st.id', '=', id);
      return (forUpdate ? base.forUpdate('st') : base).executeTakeFirst();
    },

    async insert(
      q: Db,
      row: { username: string; passwordHash: string; roles: string[]; homeMerchantId: number | null },
    ): Promise<bigint | undefined> {
      const inserted = await q
        .insertInto('staff')
        .values({
          username: row.username,
          password_hash: row.passwordHash,
          roles: row.roles,
          merchant_id: row.homeMerchantId,
        })
        .onConflict((c) => c.expression(sql`lower(username)`).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id;
    },

    async setStatus(q: Db, id: bigint, status: StaffStatus) {
      await q.updateTable('staff').set({ status }).where('id', '=', id).execute();
    },

    async setPassword(q: Db, id: bigint, passwordHash: string) {
      await q.updateTable('staff').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },

    async setRoles(q: Db, id: bigint, roles: string[]) {
      await q.updateTable('staff').set({ roles }).where('id', '=', id).execute();
    },

    /** Replaces the operator's brands; null makes them an operator of every brand. */
    async setBrands(q: Db, id: bigint, home: number | null, brands: readonly number[]) {
      await q.updateTable('staff').set({ merchant_id: home }).where('id', '=', id).execute();
      await q.deleteFrom('staff_brands').where('staff_id', '=', id).execute();
      if (brands.length > 0) {
        await q
          .insertInto('staff_brands')
          .values(brands.map((merchant_id) => ({ staff_id: id, merchant_id })))
          .execute();
      }
    },
  };
}

export type StaffAccountsRepository = ReturnType<typeof staffAccountsRepository>;
