import { z } from 'zod';
import { defineContract, fileAnswer } from '../contract.ts';
import { orderNoParams } from './deposit.schema.ts';
import {
  approveWithdrawalBodySchema,
  callbackLogEntrySchema,
  callbackLogQuerySchema,
  paymentCallbackAnswerSchema,
  paymentCallbackBodySchema,
  paymentProviderParams,
  rejectWithdrawalBodySchema,
  reviewedWithdrawalSchema,
  staffDepositSchema,
  staffDepositsQuerySchema,
  staffWithdrawalSchema,
  staffWithdrawalsQuerySchema,
  WITHDRAWAL_PROOF_TYPES,
} from './finance.schema.ts';
import { moneyEndpoints as e } from './money.endpoints.ts';

const tags = ['back office'] as const;

/** Back office, finance role: withdrawal review, deposits and the webhook log (§4). */
export const moneyFinanceContracts = {
  'money.staffWithdrawals': defineContract({
    ...e['money.staffWithdrawals'],
    summary: 'Withdrawals in one status (pending ones oldest first), to review (finance, admin)',
    auth: 'staff',
    tags,
    query: staffWithdrawalsQuerySchema,
    response: z.array(staffWithdrawalSchema),
    errors: [],
  }),
  'money.approveWithdrawal': defineContract({
    ...e['money.approveWithdrawal'],
    summary:
      'Approves a pending withdrawal and pays it out under a payout request id the provider pays once (finance, admin)',
    auth: 'staff',
    tags,
    params: orderNoParams,
    body: approveWithdrawalBodySchema,
    response: reviewedWithdrawalSchema,
    errors: ['ORDER_NOT_FOUND', 'WITHDRAWAL_REVIEWED', 'PROVIDER_UNAVAILABLE'],
  }),
  'money.rejectWithdrawal': defineContract({
    ...e['money.rejectWithdrawal'],
    summary:
      'Rejects a pending withdrawal with the reason the member reads; the amount returns to cash (finance, admin)',
    auth: 'staff',
    tags,
    params: orderNoParams,
    body: rejectWithdrawalBodySchema,
    response: reviewedWithdrawalSchema,
    errors: ['ORDER_NOT_FOUND', 'WITHDRAWAL_REVIEWED'],
  }),
  'money.withdrawalProof': defineContract({
    ...e['money.withdrawalProof'],
    summary: 'The proof a member sent with a disputed withdrawal (finance, admin)',
    auth: 'staff',
    tags,
    params: orderNoParams,
    ...fileAnswer(WITHDRAWAL_PROOF_TYPES, 'The image bytes'),
    errors: ['ORDER_NOT_FOUND'],
  }),
  'money.staffDeposits': defineContract({
    ...e['money.staffDeposits'],
    summary: 'Deposit orders in one status, newest first (finance, admin)',
    auth: 'staff',
    tags,
    query: staffDepositsQuerySchema,
    response: z.array(staffDepositSchema),
    errors: [],
  }),
  'money.callbackLog': defineContract({
    ...e['money.callbackLog'],
    summary: "Payment providers' callbacks and what became of each, newest first (finance, admin)",
    auth: 'staff',
    tags,
    query: callbackLogQuerySchema,
    response: z.array(callbackLogEntrySchema),
    errors: [],
  }),
} as const;

/**
 * The payment providers' webhook. It takes no token: the provider signs the exact body (HMAC in
 * the x-signature header) and a callback whose signature fails changes nothing. A refused
 * callback answers the failure envelope with `{ result }` naming the outcome.
 */
export const moneyCallbackContracts = {
  'money.paymentCallback': defineContract({
    ...e['money.paymentCallback'],
    summary: "A payment provider's signed callback: credits a paid deposit exactly once",
    auth: 'public',
    tags: ['payments'],
    params: paymentProviderParams,
    body: paymentCallbackBodySchema,
    response: paymentCallbackAnswerSchema,
    errors: ['NOT_FOUND', 'BAD_SIGNATURE', 'ORDER_NOT_FOUND', 'CALLBACK_MISMATCH'],
  }),
} as const;
