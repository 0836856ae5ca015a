import { type ConvertPointResult, formatMinorPlain } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { Owner } from '../../money/index.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { type PointsContext, SameRequest } from './points.context.ts';
import { type ConfigRow, pointsRepository } from './points.repository.ts';

async function convertReplay(ctx: PointsContext, o: Owner, input: { points: number; requestId: string }) {
  const earlier = await ctx.repo.conversion(o.memberId, input.requestId);
  if (!earlier) return undefined;
  if (earlier.points !== BigInt(input.points)) throw new AppError('IDEMPOTENCY_CONFLICT');
  return earlier;
}

/**
 * Converts points to cash: the ledger credits the wallet from the house and the points go, in
 * one transaction. Points convert in whole steps of the brand's rate, at least its minimum.
 */
export async function convertPoints(
  ctx: PointsContext,
  cfg: ConfigRow,
  o: Owner,
  input: { points: number; paymentPassword: string; requestId: string },
): Promise<ConvertPointResult> {
  const points = BigInt(input.points);
  if (points < cfg.min_convert) {
    throw new AppError('POINTS_CONVERT_MIN', undefined, { minConvert: Number(cfg.min_convert) });
  }
  if (points % cfg.convert_points !== 0n) {
    throw new AppError('POINTS_CONVERT_STEP', undefined, { step: Number(cfg.convert_points) });
  }
  await ctx.passwords.check(o.memberId, input.paymentPassword);
  const answer = async (c: { points: bigint; amount: bigint }, replayed: boolean) => ({
    points: Number(c.points),
    amount: formatMinorPlain(c.amount),
    balance: Number(await ctx.repo.balance(o.memberId)),
    replayed,
  });
  const earlier = await convertReplay(ctx, o, input);
  if (earlier) return answer(earlier, true);
  const amount = (points / cfg.convert_points) * cfg.convert_amount;
  try {
    await moneyTransaction(ctx.db, async (trx) => {
      const tx = pointsRepository(trx);
      const at = ctx.now();
      const claimed = await tx.claimConversion({
        merchantId: o.merchantId,
        memberId: o.memberId,
        requestId: input.requestId,
        points,
        amount,
        currency: o.currency,
        at,
      });
      if (!claimed) throw new SameRequest();
      // Ledger rows before the points row: the order settlements take them in (docs/points.md).
      await createLedger(trx).transfer({
        merchantId: o.merchantId,
        debit: houseAccount(o.merchantId, o.currency),
        credit: memberAccount(o.merchantId, o.memberId, o.currency, 'cash'),
        amount,
        kind: 'points_bonus',
        reference: `points-convert:${input.requestId}`,
        idempotencyKey: `points:convert:${o.memberId}:${input.requestId}`,
        metadata: { points: points.toString() },
      });
      const left = await tx.spend(
        {
          merchantId: o.merchantId,
          memberId: o.memberId,
          kind: 'convert',
          sourceKey: `convert:${o.memberId}:${input.requestId}`,
          reference: `points-convert:${input.requestId}`,
        },
        points,
        at,
      );
      if (left === null) throw new AppError('POINTS_INSUFFICIENT');
    });
    return answer({ points, amount }, false);
  } catch (err) {
    if (!(err instanceof SameRequest)) throw err;
    const same = await convertReplay(ctx, o, input);
    if (!same) throw new Error('request id claimed but not found');
    return answer(same, true);
  }
}
