import type { Db } from '../../../db/kysely.ts';
import { sandboxDepositAddress } from './tron-address.ts';

/**
 * Members' deposit addresses on TRON: derived once per member (the sandbox derives them from its
 * key) and kept, so a transfer to an address finds its member and the address never changes.
 */
export function depositAddresses(db: Db, key: string) {
  return async (merchantId: number, memberId: bigint): Promise<string> => {
    await db
      .insertInto('crypto_deposit_addresses')
      .values({
        member_id: memberId,
        network: 'TRC20',
        merchant_id: merchantId,
        address: sandboxDepositAddress(key, merchantId, memberId),
      })
      .onConflict((oc) => oc.columns(['member_id', 'network']).doNothing())
      .execute();
    const row = await db
      .selectFrom('crypto_deposit_addresses')
      .select('address')
      .where('member_id', '=', memberId)
      .where('network', '=', 'TRC20')
      .executeTakeFirstOrThrow();
    return row.address;
  };
}
