import { formatMinorPlain } from '@pf/shared';
import { type LedgerService, memberAccount } from '../ledger/ledger.service.ts';
import { agentError } from './agents.errors.ts';
import type { AgentCaller, TeamGuard } from './team.guard.ts';

/** The cashier's payment password check (counted guesses and a lock). */
export interface PaymentPasswordCheck {
  check(memberId: bigint, password: string): Promise<void>;
}

export interface DownlineTransferInput {
  downline: string;
  amount: bigint;
  paymentPassword: string;
  requestId: string;
}

/**
 * Transfer to downline (§6): cash from the agent to an account anywhere in its own team, through the
 * ledger in one transfer. The request id makes retries answer the first result and move nothing.
 */
export function teamTransferService(deps: {
  guard: TeamGuard;
  ledger: LedgerService;
  passwords: PaymentPasswordCheck;
}) {
  return {
    async transfer(caller: AgentCaller & { currency: string }, input: DownlineTransferInput) {
      const target = await deps.guard.check(caller, { username: input.downline });
      if (target.status !== 'active') throw agentError('AGENT_NOT_IN_TEAM');
      await deps.passwords.check(caller.memberId, input.paymentPassword);
      const t = await deps.ledger.transfer({
        merchantId: caller.merchantId,
        debit: memberAccount(caller.merchantId, caller.memberId, caller.currency, 'cash'),
        credit: memberAccount(caller.merchantId, target.id, caller.currency, 'cash'),
        amount: input.amount,
        kind: 'downline_transfer',
        reference: `downline:${target.id}`,
        idempotencyKey: `downline:${caller.memberId}:${input.requestId}`,
      });
      return {
        downline: target.username,
        amount: formatMinorPlain(t.amount),
        balance: t.debitAvailable === null ? null : formatMinorPlain(t.debitAvailable),
      };
    },
  };
}

export type TeamTransferService = ReturnType<typeof teamTransferService>;
