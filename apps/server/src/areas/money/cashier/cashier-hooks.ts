import type { Db } from '../../../db/kysely.ts';
import type { Owner } from './wallets.service.ts';

/**
 * What the bonus engine does inside cashier transactions: grant deposit matches with the credit,
 * and forfeit (or refuse to forfeit) active bonuses with a withdrawal request; with it, the VIP
 * level's withdrawal limits.
 */
export interface CashierBonusHooks {
  depositCredited(
    trx: Db,
    d: { merchantId: number; memberId: bigint; currency: string; amount: bigint; orderNo: string },
  ): Promise<void>;
  withdrawRequested(trx: Db, o: Owner, confirmed: boolean): Promise<void>;
  /** The member's VIP level limits on a withdrawal request (docs/member-vip.md); throws above them. */
  withdrawLimits?(trx: Db, o: Owner, amount: bigint): Promise<void>;
}
