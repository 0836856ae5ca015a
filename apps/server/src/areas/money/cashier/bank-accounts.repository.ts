import { type Selectable, sql } from 'kysely';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { MemberBankAccountsTable } from './cashier.tables.ts';

export type BankAccountRow = Selectable<MemberBankAccountsTable>;

export type AddOutcome = { added: BankAccountRow } | { refused: 'limit' } | { refused: 'exists' };

export interface NewBankAccount {
  merchantId: number;
  memberId: bigint;
  bankCode: string;
  accountNumber: string;
  holderName: string;
}

/**
 * Saves an account unless the member already keeps `max` live ones or this one. The member's row
 * is locked first, so adds of one member run one at a time and a burst cannot pass `max`.
 */
async function addWithinLimit(db: Db, values: NewBankAccount, max: number): Promise<AddOutcome> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('members').select('id').where('id', '=', values.memberId).forUpdate().execute();
    const live = await selectWhere(trx, 'member_bank_accounts', { member_id: values.memberId })
      .select(['bank_code', 'account_number'])
      .where('removed_at', 'is', null)
      .execute();
    if (live.some((a) => a.bank_code === values.bankCode && a.account_number === values.accountNumber)) {
      return { refused: 'exists' } as const;
    }
    if (live.length >= max) return { refused: 'limit' } as const;
    const added = await trx
      .insertInto('member_bank_accounts')
      .values({
        merchant_id: values.merchantId,
        member_id: values.memberId,
        bank_code: values.bankCode,
        account_number: values.accountNumber,
        holder_name: values.holderName,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { added };
  });
}

/** Saved withdrawal bank accounts. Pass a transaction as `db` to join one (but `add` opens its own). */
export function bankAccountsRepository(db: Db) {
  return {
    /** The member's live accounts, oldest first. */
    async live(memberId: bigint): Promise<BankAccountRow[]> {
      return selectWhere(db, 'member_bank_accounts', { member_id: memberId })
        .selectAll()
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    async liveById(memberId: bigint, id: bigint): Promise<BankAccountRow | undefined> {
      return selectWhere(db, 'member_bank_accounts', { id, member_id: memberId })
        .selectAll()
        .where('removed_at', 'is', null)
        .executeTakeFirst();
    },

    /**
     * The name the member gave for verification (the KYC record's), else the payee name from
     * registration; null when neither was given.
     */
    async realName(memberId: bigint): Promise<string | null> {
      const row = await db
        .selectFrom('members as m')
        .leftJoin('member_kyc as k', 'k.member_id', 'm.id')
        .select(
          sql<string | null>`coalesce(nullif(trim(k.personal ->> 'payeename'), ''), m.payee_name)`.as('name'),
        )
        .where('m.id', '=', memberId)
        .executeTakeFirst();
      return row?.name ?? null;
    },

    add: (values: NewBankAccount, max: number) => addWithinLimit(db, values, max),

    /** Answers whether a live account of the member was removed by this call. */
    async remove(memberId: bigint, id: bigint, at: Date): Promise<boolean> {
      const res = await updateWhere(db, 'member_bank_accounts', { id, member_id: memberId })
        .set({ removed_at: at })
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return res.numUpdatedRows > 0n;
    },

    /** A withdrawal to the account was approved: it is no longer new. */
    async markVerified(id: bigint, at: Date): Promise<void> {
      await updateWhere(db, 'member_bank_accounts', { id, status: 'new' })
        .set({ status: 'verified', verified_at: at })
        .execute();
    },
  };
}

export type BankAccountsRepository = ReturnType<typeof bankAccountsRepository>;
