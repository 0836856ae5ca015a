import type { DepositInstructions } from '@pf/shared';
import { formatMinorPlain } from '@pf/shared';
import type { DepositOrderRow } from './deposit.repository.ts';

/** The platform's webhook for a provider's callbacks. */
export const callbackPath = (provider: string) => `/wps/payments/callback/${provider}`;

export function depositView(o: DepositOrderRow) {
  const pending = o.status === 'pending';
  return {
    orderNo: o.order_no,
    amount: formatMinorPlain(o.amount),
    currency: o.currency,
    status: o.status,
    payUrl: pending ? o.pay_url : null,
    // Stored by this server from the provider's answer, in the shape the contract declares.
    instructions: pending ? (o.instructions as DepositInstructions | null) : null,
    expiresAt: o.expires_at?.toISOString() ?? null,
    createdAt: o.created_at.toISOString(),
    paidAt: o.paid_at?.toISOString() ?? null,
  };
}
