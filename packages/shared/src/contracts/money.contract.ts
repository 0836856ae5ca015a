import { z } from 'zod';
import { defineContract } from './contract.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';
import { amountInput, requestIdInput } from './schemas/cashier.schema.ts';
import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletCodeInput,
} from './schemas/wallet.schema.ts';

const wallet = ['wallet'] as const;

/** §7 wallet and cashier calls. */
export const moneyContracts = {
  'money.balance': defineContract({
    ...e['money.balance'],
    summary: "The member's spendable balance and its parts",
    auth: 'member',
    tags: wallet,
    response: walletBalanceSchema,
    errors: [],
  }),
  'money.consolidated': defineContract({
    ...e['money.consolidated'],
    summary: 'The main wallet and every vendor wallet with their balances',
    auth: 'member',
    tags: wallet,
    response: consolidatedFundsSchema,
    errors: [],
  }),
  'money.merchantWallet': defineContract({
    ...e['money.merchantWallet'],
    summary: "The brand's wallet mode: single, or the vendor wallets a member can transfer to",
    auth: 'member',
    tags: wallet,
    query: z.object({ isSingle: z.unknown().optional() }).passthrough(),
    body: z.object({ isSingle: z.unknown().optional() }).passthrough(),
    response: merchantWalletSchema,
    errors: [],
  }),
  'money.walletTransfer': defineContract({
    ...e['money.walletTransfer'],
    summary: 'Moves money between the main wallet and one vendor wallet',
    auth: 'member',
    tags: wallet,
    body: z.object({
      fromWallet: walletCodeInput,
      toWallet: walletCodeInput,
      amount: amountInput,
      requestId: requestIdInput.optional(),
    }),
    response: consolidatedFundsSchema,
    errors: ['WALLET_SAME', 'WALLET_UNKNOWN', 'INSUFFICIENT_FUNDS', 'IDEMPOTENCY_CONFLICT'],
  }),
} as const satisfies Record<keyof typeof e, unknown>;
