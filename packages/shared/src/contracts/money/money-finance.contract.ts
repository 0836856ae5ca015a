import { z } from 'zod';
import { contractsOf, publicCall, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { orderNoParams } from './deposit.schema.ts';
import {
  depositFilterSchema,
  recheckDepositAnswerSchema,
  staffDepositsPageSchema,
  staffDepositsQuerySchema,
} from './deposit-desk.schema.ts';
import {
  approveWithdrawalBodySchema,
  callbackLogEntrySchema,
  callbackLogQuerySchema,
  paymentCallbackAnswerSchema,
  paymentCallbackBodySchema,
  paymentProviderParams,
  rejectWithdrawalBodySchema,
  reviewedWithdrawalSchema,
  staffWithdrawalSchema,
  staffWithdrawalsQuerySchema,
  WITHDRAWAL_PROOF_TYPES,
} from './finance.schema.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';

const callTags = { staff: ['back office'], public: ['payments'] } as const;

/** Back office, finance role: withdrawal review, deposits and the webhook log (§4). */
export const moneyFinanceContracts = contractsOf(e, callTags, {
  'money.staffWithdrawals': staffCall(
    'Withdrawals in one status (pending ones oldest first), to review (finance, admin)',
    {
      permission: 'cashier.read',
      query: staffWithdrawalsQuerySchema,
      response: z.array(staffWithdrawalSchema),
    },
  ),
  'money.approveWithdrawal': staffCall(
    'Approves a pending withdrawal and pays it out under a payout request id the provider pays once (finance, admin)',
    {
      permission: 'cashier.decide',
      params: orderNoParams,
      body: approveWithdrawalBodySchema,
      response: reviewedWithdrawalSchema,
      errors: ['ORDER_NOT_FOUND', 'WITHDRAWAL_REVIEWED', 'PROVIDER_UNAVAILABLE'],
    },
  ),
  'money.rejectWithdrawal': staffCall(
    'Rejects a pending withdrawal with the reason the member reads; the amount returns to cash (finance, admin)',
    {
      permission: 'cashier.decide',
      params: orderNoParams,
      body: rejectWithdrawalBodySchema,
      response: reviewedWithdrawalSchema,
      errors: ['ORDER_NOT_FOUND', 'WITHDRAWAL_REVIEWED'],
    },
  ),
  'money.withdrawalProof': staffCall('The proof a member sent with a disputed withdrawal (finance, admin)', {
    permission: 'cashier.read',
    params: orderNoParams,
    ...fileAnswer(WITHDRAWAL_PROOF_TYPES, 'The image bytes'),
    errors: ['ORDER_NOT_FOUND'],
  }),
  'money.staffDeposits': staffCall(
    'Deposit orders by status, method, amount, day and member, newest first, a page at a time (finance, admin)',
    { permission: 'cashier.read', query: staffDepositsQuerySchema, response: staffDepositsPageSchema },
  ),
  'money.exportDeposits': staffCall(
    'The deposit orders the same filters find, as CSV streamed row by row, newest first (finance, admin)',
    {
      permission: 'cashier.read',
      query: depositFilterSchema,
      ...fileAnswer(['text/csv'], 'One header line, then a line per deposit order'),
    },
  ),
  'money.recheckDeposit': staffCall(
    "Asks the order's provider for its state and applies the answer as its callback would: credited once, closed, or left open (finance, admin)",
    {
      permission: 'cashier.decide',
      params: orderNoParams,
      response: recheckDepositAnswerSchema,
      errors: ['ORDER_NOT_FOUND', 'PROVIDER_UNAVAILABLE'],
    },
  ),
  'money.callbackLog': staffCall(
    "Payment providers' callbacks and what became of each, newest first (finance, admin)",
    { permission: 'cashier.read', query: callbackLogQuerySchema, response: z.array(callbackLogEntrySchema) },
  ),
});

/**
 * The payment providers' webhook. It takes no token: the provider signs the exact body (HMAC in
 * the x-signature header) and a callback whose signature fails changes nothing. A refused
 * callback answers the failure envelope with `{ result }` naming the outcome.
 */
export const moneyCallbackContracts = contractsOf(e, callTags, {
  'money.paymentCallback': publicCall(
    "A payment provider's signed callback: credits a paid deposit exactly once",
    {
      params: paymentProviderParams,
      body: paymentCallbackBodySchema,
      response: paymentCallbackAnswerSchema,
      errors: ['NOT_FOUND', 'BAD_SIGNATURE', 'ORDER_NOT_FOUND', 'CALLBACK_MISMATCH'],
    },
  ),
});
