import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { KycImagesTable, KycStatusCode, MemberKycTable } from './kyc.tables.ts';

export type KycRow = Selectable<MemberKycTable>;
export type KycImageRow = Selectable<KycImagesTable>;

export function kycRepository(db: Db) {
  return {
    async find(memberId: bigint, tx: Kysely<Database> = db): Promise<KycRow | undefined> {
      return tx.selectFrom('member_kyc').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    },

    /** Locks the member's KYC row for the rest of the transaction. */
    async findForUpdate(tx: Kysely<Database>, memberId: bigint): Promise<KycRow | undefined> {
      return selectWhere(tx, 'member_kyc', { member_id: memberId })
        .selectAll()
        .forUpdate()
        .executeTakeFirst();
    },

    async ensure(memberId: bigint, merchantId: number, tx: Kysely<Database> = db): Promise<void> {
      await tx
        .insertInto('member_kyc')
        .values({ member_id: memberId, merchant_id: merchantId })
        .onConflict((oc) => oc.column('member_id').doNothing())
        .execute();
    },

    async update(
      memberId: bigint,
      values: Partial<{
        status: KycStatusCode;
        id_type: number | null;
        personal: string | null;
        front_image: string;
        back_image: string;
        selfie_image: string;
        submitted_at: Date;
        reviewed_at: Date | null;
        reviewed_by: bigint | null;
        review_note: string | null;
        updated_at: Date;
      }>,
      tx: Kysely<Database> = db,
    ): Promise<KycRow> {
      return updateWhere(tx, 'member_kyc', { member_id: memberId })
        .set(values)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async insertImage(row: Insertable<KycImagesTable>, tx: Kysely<Database> = db): Promise<void> {
      await tx.insertInto('kyc_images').values(row).execute();
    },

    async image(id: string): Promise<KycImageRow | undefined> {
      return db.selectFrom('kyc_images').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async listByStatus(status: KycStatusCode, merchantId: number | null, limit: number) {
      return db
        .selectFrom('member_kyc as k')
        .innerJoin('members as m', 'm.id', 'k.member_id')
        .select([
          'k.member_id',
          'k.merchant_id',
          'k.status',
          'k.id_type',
          'k.personal',
          'k.front_image',
          'k.back_image',
          'k.selfie_image',
          'k.submitted_at',
          'k.reviewed_at',
          'k.review_note',
          'm.username',
        ])
        .where('k.status', '=', status)
        .$if(merchantId !== null, (q) => q.where('k.merchant_id', '=', merchantId as number))
        .orderBy('k.submitted_at', 'asc')
        .limit(limit)
        .execute();
    },

    transaction<T>(fn: (tx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}

export type KycRepository = ReturnType<typeof kycRepository>;
