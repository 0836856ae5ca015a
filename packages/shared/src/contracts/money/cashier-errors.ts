/**
 * Cashier failures: stable codes the web translates (docs/cashier-api.md lists them), an English
 * text and the HTTP status. Ledger errors (INSUFFICIENT_FUNDS, IDEMPOTENCY_CONFLICT) pass through.
 */
export const CASHIER_ERRORS = {
  AMOUNT_OUT_OF_RANGE: { status: 400, message: 'The amount must be between {min} and {max}' },
  AMOUNT_NOT_WHOLE: { status: 400, message: 'Bank transfers take whole amounts, without decimals' },
  PAYMENT_METHOD_UNAVAILABLE: { status: 404, message: 'This payment method is not available' },
  PAYMENT_PASSWORD_NOT_SET: { status: 409, message: 'Please set a payment password first' },
  PAYMENT_PASSWORD_WRONG: { status: 403, message: 'The payment password is incorrect' },
  PAYMENT_PASSWORD_LOCKED: {
    status: 429,
    message: 'Too many wrong payment passwords, please try again later',
  },
  PAYMENT_PASSWORD_CONFIRM: { status: 400, message: 'Incorrect confirmation input' },
  WALLET_UNKNOWN: { status: 404, message: 'This wallet does not exist' },
  WALLET_SAME: { status: 400, message: 'Choose the main wallet on exactly one side' },
  NO_UPLINE: { status: 409, message: 'Your account has no upline' },
  NOT_UPLINE: { status: 403, message: 'Transfers go only to your own upline' },
  WITHDRAWAL_REVIEWED: { status: 409, message: 'This withdrawal has already been reviewed' },
  WITHDRAWAL_NOT_CONFIRMABLE: { status: 409, message: 'This withdrawal cannot be confirmed now' },
  WITHDRAW_LIMIT_VIP: {
    status: 409,
    message: 'This withdrawal is above the limit of your VIP level',
  },
  PROOF_REQUIRED: { status: 400, message: 'Please upload a proof of payment' },
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  BAD_SIGNATURE: { status: 401, message: 'Invalid signature' },
  CALLBACK_MISMATCH: { status: 409, message: 'The callback does not match the order' },
  BANK_ACCOUNT_NUMBER_INVALID: {
    status: 400,
    message: 'The account number must be {minDigits} to {maxDigits} digits for {bank}',
  },
  BANK_ACCOUNT_NAME_MISMATCH: {
    status: 400,
    message: 'The account holder name must be your verified real name',
  },
  REAL_NAME_REQUIRED: { status: 409, message: 'Please complete your real-name verification first' },
  BANK_ACCOUNT_EXISTS: { status: 409, message: 'This bank account is already saved' },
  BANK_ACCOUNT_LIMIT: { status: 409, message: 'You can save at most {max} bank accounts' },
  BANK_ACCOUNT_NOT_FOUND: { status: 404, message: 'Bank account not found' },
  PROVIDER_UNAVAILABLE: { status: 503, message: 'Network link is abnormal, please try again' },
} as const;

export type CashierErrorCode = keyof typeof CASHIER_ERRORS;
