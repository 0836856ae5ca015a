import { createHash } from 'node:crypto';
import { formatMinorPlain } from '@pf/shared';
import { type LedgerService, memberAccount } from '../../money/index.ts';
import { agentError } from './agents.errors.ts';
import type { AgentCaller, TeamGuard } from './team.guard.ts';
import type { TransfersRepository } from './transfers.repository.ts';

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

type Result = { downline: string; amount: string; balance: string | null };

/**
 * Transfer to downline (§6): cash from the agent to an account anywhere in its own team, through the
 * ledger in one transfer. The request id makes retries answer the first result and move nothing.
 * Retries must not spend payment-password guesses (a burst of them would lock the password): a
 * request the ledger already holds is answered by the ledger's replay, and identical requests
 * arriving together on this instance share one run.
 */
export function teamTransferService(deps: {
  guard: TeamGuard;
  ledger: LedgerService;
  transfers: TransfersRepository;
  passwords: PaymentPasswordCheck;
}) {
  const running = new Map<string, Promise<Result>>();

  async function run(
    caller: AgentCaller & { currency: string },
    input: DownlineTransferInput,
  ): Promise<Result> {
    const target = await deps.guard.check(caller, { username: input.downline });
    if (target.status !== 'active') throw agentError('AGENT_NOT_IN_TEAM');
    const idempotencyKey = `downline:${caller.memberId}:${input.requestId}`;
    if (!(await deps.transfers.exists(caller.merchantId, idempotencyKey))) {
      await deps.passwords.check(caller.memberId, input.paymentPassword);
    }
    const t = await deps.ledger.transfer({
      merchantId: caller.merchantId,
      debit: memberAccount(caller.merchantId, caller.memberId, caller.currency, 'cash'),
      credit: memberAccount(caller.merchantId, target.id, caller.currency, 'cash'),
      amount: input.amount,
      kind: 'downline_transfer',
      reference: `downline:${target.id}`,
      idempotencyKey,
    });
    return {
      downline: target.username,
      amount: formatMinorPlain(t.amount),
      balance: t.debitAvailable === null ? null : formatMinorPlain(t.debitAvailable),
    };
  }

  return {
    async transfer(
      caller: AgentCaller & { currency: string },
      input: DownlineTransferInput,
    ): Promise<Result> {
      // Only the very same request shares a run: same caller, request id, target, amount and password.
      const key = createHash('sha256')
        .update(
          [
            caller.merchantId,
            caller.memberId,
            input.requestId,
            input.downline.toLowerCase(),
            input.amount,
            input.paymentPassword,
          ].join('\u0000'),
        )
        .digest('hex');
      const shared = running.get(key);
      if (shared) return shared;
      const p = run(caller, input).finally(() => running.delete(key));
      running.set(key, p);
      return p;
    },
  };
}

export type TeamTransferService = ReturnType<typeof teamTransferService>;
