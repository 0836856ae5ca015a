import { checkImage } from '../../../platform/image-check.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import { cashierError } from './cashier.errors.ts';
import type { WithdrawalRow, withdrawRepository } from './withdraw.repository.ts';
import { withdrawalView } from './withdraw-view.ts';

export interface ConfirmInput {
  received: boolean;
  partial?: boolean | undefined;
  paidAmount?: bigint | undefined;
  proof?: string | undefined;
}

type Withdrawals = ReturnType<typeof withdrawRepository>;

/** Not received, or only in part: the member's proof is kept and the withdrawal is disputed. */
async function dispute(
  withdrawals: Withdrawals,
  storage: BlobStorage,
  w: WithdrawalRow,
  input: ConfirmInput,
  at: Date,
) {
  if (!input.proof) throw cashierError('PROOF_REQUIRED');
  let paidAmount = 0n;
  if (input.partial) {
    if (input.paidAmount === undefined || input.paidAmount >= w.amount) {
      throw new AppError('VALIDATION', 'paidAmount: the part received, less than the withdrawal');
    }
    paidAmount = input.paidAmount;
  }
  const image = checkImage(input.proof);
  const key = `withdrawals/${w.order_no.toLowerCase()}/${image.sha256}.${image.ext}`;
  await storage.put(key, image.bytes);
  return withdrawals.transition(w.id, 'paid', {
    status: 'disputed',
    confirmation: input.partial ? 'partial' : 'not_received',
    paid_amount: paidAmount,
    proof_key: key,
    confirmed_at: at,
  });
}

/** §4 Withdrawal confirmation by the receiving member. */
export function confirmWithdrawal(deps: { withdrawals: Withdrawals; storage: BlobStorage; now: () => Date }) {
  const { withdrawals } = deps;
  return async (memberId: bigint, orderNo: string, input: ConfirmInput) => {
    const at = deps.now();
    await withdrawals.autoConfirmDue(at, memberId);
    const w = await withdrawals.byOrderNo(orderNo);
    if (!w || w.member_id !== memberId) throw cashierError('ORDER_NOT_FOUND');
    if (w.status !== 'paid') throw cashierError('WITHDRAWAL_NOT_CONFIRMABLE', { status: w.status });
    const done = input.received
      ? await withdrawals.transition(w.id, 'paid', {
          status: 'received',
          confirmation: 'received',
          paid_amount: w.amount,
          confirmed_at: at,
        })
      : await dispute(withdrawals, deps.storage, w, input, at);
    if (!done) throw cashierError('WITHDRAWAL_NOT_CONFIRMABLE');
    return withdrawalView(done);
  };
}
