import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
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
    const row = await selectWhere(db, 'crypto_deposit_addresses', { member_id: memberId, network: 'TRC20' })
      .select('address')
      .executeTakeFirstOrThrow();
    return row.address;
  };
}
