import type { Db } from '../../../db/kysely.ts';

const MAJOR = 100n; // minor units per major unit

/** The demo brand's receiving account for bank transfers (VietQR). */
export const DEMO_VIETQR_ACCOUNT = {
  bankCode: 'VCB',
  accountNumber: '1023456789',
  accountName: 'CONG TY TNHH GIAI TRI DEMO',
} as const;

/**
 * Payment methods of the demo brand: a bank transfer by VietQR (whole dong, through the sandbox
 * bank outside production), a MoMo-style e-wallet, USDT on TRON, then the sandbox gateway's
 * redirect methods. Methods paid in the brand's currency set no limits of their own: they take the
 * brand's deposit limits (its currency's defaults and its overrides); USDT's are in USDT.
 */
export const DEMO_PAYMENT_METHODS = [
  { code: 'VIETQR', name: 'Bank transfer (VietQR)', provider: 'vietqr', settings: DEMO_VIETQR_ACCOUNT },
  { code: 'MOMO', name: 'MoMo e-wallet', provider: 'momo' },
  {
    code: 'USDT',
    name: 'USDT (TRC-20)',
    provider: 'usdt',
    // In USDT; credited at 25,400.00 dong per USDT once the transfer has 3 confirmations.
    limits: { min: 10n * MAJOR, max: 50_000n * MAJOR },
    settings: { rate: '25400', confirmations: 3 },
  },
  { code: 'BANK', name: 'Online banking', provider: 'sandbox' },
  { code: 'EWALLET', name: 'E-wallet', provider: 'sandbox' },
  { code: 'QR', name: 'QR pay', provider: 'sandbox' },
] as const;

/** Vendors of the demo catalog that keep their own balance (transfer wallets). */
export const DEMO_TRANSFER_VENDORS = ['PLL', 'KCP'] as const;

/**
 * Cashier configuration of a merchant: withdrawal confirmation minutes and deposit methods. A
 * second run changes nothing.
 */
export async function seedCashier(db: Db, merchantId: number): Promise<void> {
  await db
    .insertInto('cashier_settings')
    .values({
      merchant_id: merchantId,
      withdraw_confirm_minutes: 30,
    })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  await db
    .insertInto('payment_methods')
    .values(
      DEMO_PAYMENT_METHODS.map((m, sort) => ({
        merchant_id: merchantId,
        code: m.code,
        name: m.name,
        provider: m.provider,
        min_amount: 'limits' in m ? m.limits.min : null,
        max_amount: 'limits' in m ? m.limits.max : null,
        settings: JSON.stringify('settings' in m ? m.settings : {}),
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['merchant_id', 'code']).doNothing())
    .execute();
}

/**
 * The demo catalog's vendors that keep their own balance, as the merchant's transfer wallets.
 * Runs after the game catalog (games seeds it); a second run changes nothing.
 */
export async function seedTransferWallets(db: Db, merchantId: number): Promise<void> {
  const vendors = await db
    .selectFrom('game_vendors')
    .select('code')
    .where('code', 'in', [...DEMO_TRANSFER_VENDORS])
    .execute();
  if (vendors.length === 0) return;
  await db
    .insertInto('transfer_wallet_vendors')
    .values(vendors.map((v, sort) => ({ merchant_id: merchantId, vendor_code: v.code, sort })))
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor_code']).doNothing())
    .execute();
}
