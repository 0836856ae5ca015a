import { errorTable } from '../../error-table.ts';
/**
 * Cashier failures: stable codes the web translates (docs/cashier-api.md lists them), an English
 * text and the HTTP status. Ledger errors (INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT) pass through.
 */
export const CASHIER_ERRORS = errorTable({
  400: {
    AMOUNT_OUT_OF_RANGE: 'The amount must be between {min} and {max}',
    AMOUNT_NOT_WHOLE: 'Bank transfers take whole amounts, without decimals',
    PAYMENT_PASSWORD_CONFIRM: 'Incorrect confirmation input',
    WALLET_SAME: 'Choose the main wallet on exactly one side',
    PROOF_REQUIRED: 'Please upload a proof of payment',
    BANK_ACCOUNT_NUMBER_INVALID: 'The account number must be {minDigits} to {maxDigits} digits for {bank}',
    BANK_ACCOUNT_NAME_MISMATCH: 'The account holder name must be your verified real name',
  },
  401: {
    BAD_SIGNATURE: 'Invalid signature',
  },
  403: {
    PAYMENT_PASSWORD_WRONG: 'The payment password is incorrect',
    NOT_UPLINE: 'Transfers go only to your own upline',
    WITHDRAW_FROZEN: 'Withdrawals from this account are suspended, please contact customer service',
  },
  404: {
    PAYMENT_METHOD_UNAVAILABLE: 'This payment method is not available',
    WALLET_UNKNOWN: 'This wallet does not exist',
    ORDER_NOT_FOUND: 'Order not found',
    BANK_ACCOUNT_NOT_FOUND: 'Bank account not found',
  },
  409: {
    PAYMENT_PASSWORD_NOT_SET: 'Please set a payment password first',
    NO_UPLINE: 'Your account has no upline',
    WITHDRAWAL_REVIEWED: 'This withdrawal has already been reviewed',
    WITHDRAWAL_NOT_CONFIRMABLE: 'This withdrawal cannot be confirmed now',
    WITHDRAW_LIMIT_VIP: 'This withdrawal is above the limit of your VIP level',
    CALLBACK_MISMATCH: 'The callback does not match the order',
    REAL_NAME_REQUIRED: 'Please complete your real-name verification first',
    BANK_ACCOUNT_EXISTS: 'This bank account is already saved',
    BANK_ACCOUNT_LIMIT: 'You can save at most {max} bank accounts',
  },
  429: {
    PAYMENT_PASSWORD_LOCKED: 'Too many wrong payment passwords, please try again later',
  },
  503: {
    PROVIDER_UNAVAILABLE: 'Network link is abnormal, please try again',
  },
});

export type CashierErrorCode = keyof typeof CASHIER_ERRORS;
