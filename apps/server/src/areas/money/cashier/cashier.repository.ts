import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';

/**
 * What a merchant without its own settings row gets. The withdrawal limits are the brand's money
 * settings (cashier-limits.ts).
 */
export const DEFAULT_CASHIER_SETTINGS = {
  withdrawConfirmMinutes: 30,
};

export type CashierSettings = typeof DEFAULT_CASHIER_SETTINGS;

export interface PaymentMethodRow {
  id: number;
  code: string;
  name: string;
  provider: string;
  /** Null: the brand's deposit limits. */
  min_amount: bigint | null;
  max_amount: bigint | null;
}

export interface PaymentMethodWithSettings extends PaymentMethodRow {
  /** The provider's settings for this method (VietQR: the brand's receiving account). */
  settings: Record<string, unknown>;
}

/** Merchant-level cashier configuration: settings, payment methods, transfer-wallet vendors. */
export function cashierRepository(db: Db) {
  return {
    async settings(merchantId: number): Promise<CashierSettings> {
      const row = await selectWhere(db, 'cashier_settings', { merchant_id: merchantId })
        .selectAll()
        .executeTakeFirst();
      return row ? { withdrawConfirmMinutes: row.withdraw_confirm_minutes } : DEFAULT_CASHIER_SETTINGS;
    },

    async methods(merchantId: number): Promise<PaymentMethodWithSettings[]> {
      return selectWhere(db, 'payment_methods', { merchant_id: merchantId, enabled: true })
        .select(['id', 'code', 'name', 'provider', 'min_amount', 'max_amount', 'settings'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    /** One enabled method with its provider settings, to open a payment with. */
    async method(merchantId: number, id: number): Promise<PaymentMethodWithSettings | undefined> {
      return selectWhere(db, 'payment_methods', { merchant_id: merchantId, id, enabled: true })
        .select(['id', 'code', 'name', 'provider', 'min_amount', 'max_amount', 'settings'])
        .executeTakeFirst();
    },

    /** The merchant's enabled transfer-wallet vendors whose games are enabled too. */
    async transferVendors(merchantId: number): Promise<Array<{ code: string; name: string }>> {
      return db
        .selectFrom('transfer_wallet_vendors as w')
        .innerJoin('game_vendors as v', 'v.code', 'w.vendor_code')
        .leftJoin('merchant_vendors as mv', (j) =>
          j.onRef('mv.vendor_code', '=', 'w.vendor_code').onRef('mv.merchant_id', '=', 'w.merchant_id'),
        )
        .select(['v.code', 'v.name'])
        .where('w.merchant_id', '=', merchantId)
        .where('w.enabled', '=', true)
        .where((eb) => eb.or([eb('mv.enabled', 'is', null), eb('mv.enabled', '=', true)]))
        .orderBy('w.sort')
        .orderBy('v.code')
        .execute();
    },

    /** The member's direct upline, if any. */
    async upline(memberId: bigint): Promise<{ id: bigint; username: string; status: string } | undefined> {
      return db
        .selectFrom('members as m')
        .innerJoin('members as u', 'u.id', 'm.upline_id')
        .select(['u.id', 'u.username', 'u.status'])
        .where('m.id', '=', memberId)
        .executeTakeFirst();
    },
  };
}

export type CashierRepository = ReturnType<typeof cashierRepository>;
