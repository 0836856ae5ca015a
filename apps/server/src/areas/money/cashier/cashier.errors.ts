import { CASHIER_ERRORS, type CashierErrorCode } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';

export { CASHIER_ERRORS, type CashierErrorCode };

export function cashierError(code: CashierErrorCode, value: unknown = null, message?: string): AppError {
  const e = CASHIER_ERRORS[code];
  return new AppError(code, message ?? e.message, value, e.status);
}
