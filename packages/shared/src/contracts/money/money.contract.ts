import { z } from 'zod';
import { contractsOf, memberCall } from '../calls.ts';
import { bankAccountContracts } from './bank-accounts.contract.ts';
import { amountInput, pageInput, requestIdInput, returnUrlInput } from './cashier.schema.ts';
import {
  depositMethodSchema,
  depositOrderPageSchema,
  depositOrderSchema,
  orderNoParams,
} from './deposit.schema.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';
import { moneyCallbackContracts, moneyFinanceContracts } from './money-finance.contract.ts';
import {
  bonusPageSchema,
  periodInput,
  profitSummarySchema,
  transactionPageSchema,
  transactionsQuerySchema,
} from './records.schema.ts';
import {
  consolidatedFundsSchema,
  merchantWalletSchema,
  walletBalanceSchema,
  walletCodeInput,
} from './wallet.schema.ts';
import {
  confirmWithdrawalSchema,
  setPaymentPasswordSchema,
  transferUplineSchema,
  uplineTransferResultSchema,
  withdrawalPageSchema,
  withdrawalSchema,
  withdrawLimitsSchema,
  withdrawRequestSchema,
} from './withdraw.schema.ts';

const wallet = ['wallet'] as const;
const cashier = ['cashier'] as const;

const callTags = { member: cashier } as const;

/** §7 wallet and cashier calls. */
export const moneyContracts = {
  ...contractsOf(e, callTags, {
    'money.balance': memberCall("The member's spendable balance and its parts", {
      tags: wallet,
      response: walletBalanceSchema,
    }),
    'money.consolidated': memberCall('The main wallet and every vendor wallet with their balances', {
      tags: wallet,
      response: consolidatedFundsSchema,
    }),
    'money.merchantWallet': memberCall(
      "The brand's wallet mode: single, or the vendor wallets a member can transfer to",
      {
        tags: wallet,
        query: z.object({ isSingle: z.unknown().optional() }).passthrough(),
        body: z.object({ isSingle: z.unknown().optional() }).passthrough(),
        response: merchantWalletSchema,
      },
    ),
    'money.walletTransfer': memberCall('Moves money between the main wallet and one vendor wallet', {
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
    'money.depositMethods': memberCall('The payment methods the member can deposit with, and their limits', {
      response: z.array(depositMethodSchema),
    }),
    'money.deposit': memberCall(
      "Opens a deposit order at the method's provider and returns its payment page",
      {
        body: z.object({
          methodId: z.coerce.number().int().positive(),
          amount: amountInput,
          returnUrl: returnUrlInput.default('/'),
        }),
        response: depositOrderSchema,
        errors: [
          'PAYMENT_METHOD_UNAVAILABLE',
          'AMOUNT_OUT_OF_RANGE',
          'AMOUNT_NOT_WHOLE',
          'PROVIDER_UNAVAILABLE',
        ],
      },
    ),
    'money.depositOrder': memberCall("One of the member's deposit orders", {
      params: orderNoParams,
      response: depositOrderSchema,
      errors: ['ORDER_NOT_FOUND'],
    }),
    'money.deposits': memberCall("The member's deposit orders, newest first", {
      query: z.object(pageInput),
      response: depositOrderPageSchema,
    }),
    'money.paymentPasswordStatus': memberCall('Whether the member has set a payment password', {
      response: z.object({ isSet: z.boolean() }),
    }),
    'money.setPaymentPassword': memberCall(
      'Sets or changes the payment password (the old one is needed once one exists)',
      {
        body: setPaymentPasswordSchema,
        response: z.object({ isSet: z.boolean() }),
        errors: ['PAYMENT_PASSWORD_CONFIRM', 'PAYMENT_PASSWORD_WRONG', 'PAYMENT_PASSWORD_LOCKED'],
      },
    ),
    'money.withdrawLimits': memberCall('What the member can withdraw now, and the rules around it', {
      response: withdrawLimitsSchema,
    }),
    'money.withdraw': memberCall('Requests a withdrawal; the amount is held until staff review it', {
      body: withdrawRequestSchema,
      response: withdrawalSchema,
      errors: [
        'BONUS_FORFEIT_REQUIRED',
        'WITHDRAW_LIMIT_VIP',
        'WITHDRAW_FROZEN',
        'AMOUNT_OUT_OF_RANGE',
        'PAYMENT_PASSWORD_NOT_SET',
        'PAYMENT_PASSWORD_WRONG',
        'PAYMENT_PASSWORD_LOCKED',
        'BANK_ACCOUNT_NOT_FOUND',
        'INSUFFICIENT_FUNDS',
        'IDEMPOTENCY_CONFLICT',
        'CONFLICT',
      ],
    }),
    'money.withdrawals': memberCall("The member's withdrawals, newest first", {
      query: z.object(pageInput),
      response: withdrawalPageSchema,
    }),
    'money.confirmWithdrawal': memberCall(
      'The member says whether a paid withdrawal arrived (with proof when it did not)',
      {
        params: orderNoParams,
        body: confirmWithdrawalSchema,
        response: withdrawalSchema,
        errors: [
          'ORDER_NOT_FOUND',
          'WITHDRAWAL_NOT_CONFIRMABLE',
          'PROOF_REQUIRED',
          'IMAGE_SIZE',
          'IMAGE_TYPE',
        ],
      },
    ),
    'money.transferUpline': memberCall("Sends cash to the member's own upline", {
      body: transferUplineSchema,
      response: uplineTransferResultSchema,
      errors: [
        'NO_UPLINE',
        'NOT_UPLINE',
        'PAYMENT_PASSWORD_NOT_SET',
        'PAYMENT_PASSWORD_WRONG',
        'PAYMENT_PASSWORD_LOCKED',
        'INSUFFICIENT_FUNDS',
        'IDEMPOTENCY_CONFLICT',
      ],
    }),
    'money.transactions': memberCall(
      "The member's account record: every money movement, labelled, in one period",
      { query: transactionsQuerySchema, response: transactionPageSchema },
    ),
    'money.profit': memberCall(
      "The member's deposits, withdrawals, bets, wins, bonuses and profit in one period",
      { query: z.object({ period: periodInput }), response: profitSummarySchema },
    ),
    'money.bonus': memberCall("The member's bonuses in one period", {
      query: z.object({ period: periodInput, ...pageInput }),
      response: bonusPageSchema,
    }),
  }),
  ...bankAccountContracts,
  ...moneyCallbackContracts,
  ...moneyFinanceContracts,
} as const satisfies Record<keyof typeof e, unknown>;
