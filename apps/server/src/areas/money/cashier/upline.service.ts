import { randomUUID } from 'node:crypto';
import { formatMinorPlain } from '@pf/shared';
import { type LedgerService, memberAccount } from '../ledger/ledger.service.ts';
import { cashierError } from './cashier.errors.ts';
import type { CashierRepository } from './cashier.repository.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { Owner } from './wallets.service.ts';

/** transferUpline: a member sends cash to its own direct upline (agent), never to anyone else. */
export function uplineService(deps: {
  repo: CashierRepository;
  ledger: LedgerService;
  passwords: PaymentPasswordService;
}) {
  return {
    async transfer(
      o: Owner,
      input: {
        amount: bigint;
        paymentPassword: string;
        toUpline?: string | undefined;
        requestId?: string | undefined;
      },
    ) {
      const upline = await deps.repo.upline(o.memberId);
      if (upline?.status !== 'active') throw cashierError('NO_UPLINE');
      if (input.toUpline !== undefined && input.toUpline.toLowerCase() !== upline.username.toLowerCase()) {
        throw cashierError('NOT_UPLINE');
      }
      await deps.passwords.check(o.memberId, input.paymentPassword);
      const t = await deps.ledger.transfer({
        merchantId: o.merchantId,
        debit: memberAccount(o.merchantId, o.memberId, o.currency, 'cash'),
        credit: memberAccount(o.merchantId, upline.id, o.currency, 'cash'),
        amount: input.amount,
        kind: 'upline_transfer',
        reference: `upline:${upline.id}`,
        idempotencyKey: `upline:${o.memberId}:${input.requestId ?? randomUUID()}`,
      });
      return {
        upline: upline.username,
        amount: formatMinorPlain(t.amount),
        balance: t.debitAvailable === null ? null : formatMinorPlain(t.debitAvailable),
      };
    },
  };
}
