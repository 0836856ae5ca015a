import { AppError } from '../../../plugins/errors.ts';
import type { Owner } from '../../money/index.ts';
import { moneyTransaction } from '../../money/index.ts';
import { type PointsContext, SameRequest } from './points.context.ts';
import { pointsRepository, type RedeemRow } from './points.repository.ts';
import { redeemView } from './points.views.ts';

async function redeemReplay(
  ctx: PointsContext,
  o: Owner,
  input: { rewardId: string; quantity: number; requestId: string },
) {
  const earlier = await ctx.repo.redeemByRequest(o.memberId, input.requestId);
  if (!earlier) return undefined;
  if (earlier.reward_id.toString() !== input.rewardId || earlier.quantity !== input.quantity) {
    throw new AppError('IDEMPOTENCY_CONFLICT');
  }
  return earlier;
}

/**
 * Redeems `quantity` of a reward: stock down, points down and an "in process" redemption, all
 * or nothing. The stock update is guarded, so however many members redeem at once the stock
 * never goes below zero; the points update is guarded, so the balance never does either.
 */
export async function redeemReward(
  ctx: PointsContext,
  o: Owner,
  input: {
    rewardId: string;
    quantity: number;
    paymentPassword: string;
    requestId: string;
    language?: string | undefined;
  },
) {
  await ctx.passwords.check(o.memberId, input.paymentPassword);
  const answer = async (row: RedeemRow, replayed: boolean) => ({
    redeem: redeemView(row, input.language),
    balance: Number(await ctx.repo.balance(o.memberId)),
    replayed,
  });
  const earlier = await redeemReplay(ctx, o, input);
  if (earlier) return answer(earlier, true);
  try {
    const id = await moneyTransaction(ctx.db, async (trx) => {
      const tx = pointsRepository(trx);
      const reward = await tx.takeStock(o.merchantId, BigInt(input.rewardId), input.quantity);
      if (!reward) {
        // The same request may have taken the last item a moment ago: answer it, not "sold out".
        if (await tx.redeemByRequest(o.memberId, input.requestId)) throw new SameRequest();
        const exists = await tx.reward(BigInt(input.rewardId));
        if (!exists || exists.merchant_id !== o.merchantId || !exists.active) {
          throw new AppError('POINTS_REWARD_NOT_FOUND');
        }
        throw new AppError('POINTS_OUT_OF_STOCK');
      }
      const cost = reward.points * BigInt(input.quantity);
      const at = ctx.now();
      const claimed = await tx.claimRedeem({
        merchantId: o.merchantId,
        memberId: o.memberId,
        rewardId: reward.id,
        requestId: input.requestId,
        quantity: input.quantity,
        points: cost,
        at,
      });
      if (claimed === undefined) throw new SameRequest();
      const left = await tx.spend(
        {
          merchantId: o.merchantId,
          memberId: o.memberId,
          kind: 'redeem',
          sourceKey: `redeem:${claimed}`,
          reference: `reward:${reward.id}`,
        },
        cost,
        at,
      );
      if (left === null) throw new AppError('POINTS_INSUFFICIENT');
      return claimed;
    });
    const row = await ctx.repo.redeem(id);
    if (!row) throw new Error(`redemption ${id} missing after commit`);
    return answer(row, false);
  } catch (err) {
    if (!(err instanceof SameRequest)) throw err;
    const same = await redeemReplay(ctx, o, input);
    if (!same) throw new Error('request id claimed but not found');
    return answer(same, true);
  }
}
