import type { Insertable, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { MembersTable } from './member.tables.ts';

export type MemberRow = Selectable<MembersTable>;

/** Finding a member: by name, id, mobile number or affiliate code. */
function memberLookups(db: Db) {
  return {
    async findByUsername(merchantId: number, username: string): Promise<MemberRow | undefined> {
      return selectWhere(db, 'members', { merchant_id: merchantId })
        .selectAll()
        .where(sql<string>`lower(username)`, '=', username.toLowerCase())
        .executeTakeFirst();
    },

    async findById(merchantId: number, id: bigint): Promise<MemberRow | undefined> {
      return selectWhere(db, 'members', { merchant_id: merchantId, id }).selectAll().executeTakeFirst();
    },

    /** Many members at once, by id (the member-info reads that arrived together). */
    async findManyByIds(ids: readonly bigint[]): Promise<MemberRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('members').selectAll().where('id', 'in', ids).execute();
    },

    /** Mobile numbers are stored without the national trunk 0, next to their dialing code. */
    async findByMobile(
      merchantId: number,
      dialingCode: string,
      mobile: string,
    ): Promise<MemberRow | undefined> {
      return selectWhere(db, 'members', {
        merchant_id: merchantId,
        country_dialing_code: dialingCode,
        mobile_no: mobile,
      })
        .selectAll()
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    /** The member of the merchant with this national mobile number, when exactly one has it. */
    async findOnlyByMobile(merchantId: number, mobile: string): Promise<MemberRow | undefined> {
      const rows = await selectWhere(db, 'members', { merchant_id: merchantId, mobile_no: mobile })
        .selectAll()
        .limit(2)
        .execute();
      return rows.length === 1 ? rows[0] : undefined;
    },

    async findByAffiliateCode(merchantId: number, code: string): Promise<MemberRow | undefined> {
      return selectWhere(db, 'members', { merchant_id: merchantId, affiliate_code: code, status: 'active' })
        .selectAll()
        .executeTakeFirst();
    },

    /** The active member of this merchant with this id (a referral code names a member by id). */
    async findActiveById(merchantId: number, id: bigint): Promise<MemberRow | undefined> {
      return selectWhere(db, 'members', { merchant_id: merchantId, id, status: 'active' })
        .selectAll()
        .executeTakeFirst();
    },

    async findAnyById(id: bigint): Promise<MemberRow | undefined> {
      return db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

/** Writing a member: the account, its status, last login, password, avatar and language. */
function memberWrites(db: Db) {
  return {
    async insert(row: Insertable<MembersTable>): Promise<MemberRow> {
      return db.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** A new member invited by another (docs/referral.md): the account and the link commit together. */
    async insertReferred(row: Insertable<MembersTable>, referrerId: bigint): Promise<MemberRow> {
      return db.transaction().execute(async (trx) => {
        const member = await trx.insertInto('members').values(row).returningAll().executeTakeFirstOrThrow();
        await trx
          .insertInto('referrals')
          .values({ invitee_id: member.id, referrer_id: referrerId, merchant_id: row.merchant_id })
          .execute();
        return member;
      });
    },

    /**
     * Sets an account's status and answers the one it had, or undefined when no such member is
     * in `merchantId`'s brand (null: any brand). The row is locked for the caller's transaction.
     */
    async setStatus(
      id: bigint,
      merchantId: number | null,
      status: MemberRow['status'],
    ): Promise<MemberRow['status'] | undefined> {
      const row = await selectWhere(db, 'members', { id })
        .select('status')
        .$if(merchantId !== null, (q) => q.where('merchant_id', '=', merchantId as number))
        .forUpdate()
        .executeTakeFirst();
      if (!row) return undefined;
      await db.updateTable('members').set({ status }).where('id', '=', id).execute();
      return row.status;
    },

    async markLoggedIn(id: bigint, at: Date): Promise<void> {
      await db.updateTable('members').set({ last_login_at: at }).where('id', '=', id).execute();
    },

    /** A sign-in as the member page lists it; its address also becomes the member's last one. */
    async recordLogin(
      member: { id: bigint; merchant_id: number },
      login: {
        type: string;
        ip: string | null;
        userAgent: string | null;
        deviceId?: string | null;
        at: Date;
      },
    ): Promise<void> {
      await db
        .updateTable('members')
        .set({ last_login_at: login.at, last_login_ip: login.ip })
        .where('id', '=', member.id)
        .execute();
      await db
        .insertInto('member_logins')
        .values({
          member_id: member.id,
          merchant_id: member.merchant_id,
          login_type: login.type,
          ip: login.ip,
          // Kept within the column's bound: a user agent is whatever the client sends.
          user_agent: login.userAgent?.slice(0, 512) ?? null,
          device_id: login.deviceId ?? null,
          created_at: login.at,
        })
        .execute();
    },

    async setPassword(id: bigint, hash: string, at: Date): Promise<void> {
      await updateWhere(db, 'members', { id })
        .set({ password_hash: hash, password_changed_at: at })
        .execute();
    },

    async setAvatar(id: bigint, avatarId: number): Promise<void> {
      await db.updateTable('members').set({ avatar_id: avatarId }).where('id', '=', id).execute();
    },

    async setLanguage(id: bigint, language: string): Promise<void> {
      await db.updateTable('members').set({ language }).where('id', '=', id).execute();
    },
  };
}

/** Password reset tokens: issued, peeked at, spent once. */
function resetTokens(db: Db) {
  return {
    async insertReset(row: { tokenHash: string; memberId: bigint; expiresAt: Date }): Promise<void> {
      await db
        .insertInto('password_resets')
        .values({ token_hash: row.tokenHash, member_id: row.memberId, expires_at: row.expiresAt })
        .execute();
    },

    /** Spends a live reset token; returns its member, or undefined when unknown, used or expired. */
    async consumeReset(tokenHash: string, at: Date): Promise<bigint | undefined> {
      const row = await updateWhere(db, 'password_resets', { token_hash: tokenHash })
        .set({ used_at: at })
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('member_id')
        .executeTakeFirst();
      return row?.member_id;
    },

    async peekReset(tokenHash: string, at: Date): Promise<bigint | undefined> {
      const row = await selectWhere(db, 'password_resets', { token_hash: tokenHash })
        .select('member_id')
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return row?.member_id;
    },
  };
}

/** Members and their password reset tokens. */
export function memberRepository(db: Db) {
  return { ...memberLookups(db), ...memberWrites(db), ...resetTokens(db) };
}

export type MemberRepository = ReturnType<typeof memberRepository>;
