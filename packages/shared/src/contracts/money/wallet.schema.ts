import { z } from 'zod';
import { amount } from '../fields.ts';

/** Decimal amounts with two places, as strings: money never travels as a float. */

/** §7 balance: `sumBalance` is what the member can spend now (cash plus bonus, less held funds). */
export const walletBalanceSchema = z.object({
  currency: z.string(),
  sumBalance: amount,
  cash: amount,
  bonus: amount,
  locked: amount,
});

export const fundWalletSchema = z.object({
  /** 'MAIN' for the main wallet, else the transfer-wallet vendor's code. */
  vendor: z.string(),
  name: z.string(),
  balance: amount,
});

/** §7 consolidated funds: the main wallet and every vendor wallet. */
export const consolidatedFundsSchema = z.object({
  currency: z.string(),
  sumBalance: amount,
  wallets: z.array(fundWalletSchema),
});

/** §7 merchantWallet: single wallet means every game spends the main balance. */
export const merchantWalletSchema = z.object({
  isSingle: z.boolean(),
  wallets: z.array(z.object({ vendor: z.string(), name: z.string() })),
});

export const walletCodeInput = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/, 'wallet: MAIN or a vendor code');
