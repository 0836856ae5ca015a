import { z } from 'zod';
import { defineContract } from './contract.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';
import { amountInput, pageInput, requestIdInput, returnUrlInput } from './schemas/cashier.schema.ts';
import {
  depositMethodSchema,
  depositOrderPageSchema,
  depositOrderSchema,
  orderNoParams,
} from './schemas/deposit.schema.ts';
import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletCodeInput,
} from './schemas/wallet.schema.ts';

const wallet = ['wallet'] as const;
const cashier = ['cashier'] as const;

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
  'money.depositMethods': defineContract({
    ...e['money.depositMethods'],
    summary: 'The payment methods the member can deposit with, and their limits',
    auth: 'member',
    tags: cashier,
    response: z.array(depositMethodSchema),
    errors: [],
  }),
  'money.deposit': defineContract({
    ...e['money.deposit'],
    summary: "Opens a deposit order at the method's provider and returns its payment page",
    auth: 'member',
    tags: cashier,
    body: z.object({
      methodId: z.coerce.number().int().positive(),
      amount: amountInput,
      returnUrl: returnUrlInput.default('/'),
    }),
    response: depositOrderSchema,
    errors: ['PAYMENT_METHOD_UNAVAILABLE', 'AMOUNT_OUT_OF_RANGE', 'PROVIDER_UNAVAILABLE'],
  }),
  'money.depositOrder': defineContract({
    ...e['money.depositOrder'],
    summary: "One of the member's deposit orders",
    auth: 'member',
    tags: cashier,
    params: orderNoParams,
    response: depositOrderSchema,
    errors: ['ORDER_NOT_FOUND'],
  }),
  'money.deposits': defineContract({
    ...e['money.deposits'],
    summary: "The member's deposit orders, newest first",
    auth: 'member',
    tags: cashier,
    query: z.object(pageInput),
    response: depositOrderPageSchema,
    errors: [],
  }),
} as const satisfies Record<keyof typeof e, unknown>;
