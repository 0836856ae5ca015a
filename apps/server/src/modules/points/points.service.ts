import {
  type ConvertPointResult,
  formatMinorPlain,
  type PointConfig,
  type PointRedeem,
  type PointReward,
  type RedeemStatus,
} from '@pf/shared';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../plugins/errors.ts';
import type { Owner } from '../cashier/wallets.service.ts';
import { moneyTransaction } from '../ledger/ledger.retry.ts';
import { createLedger, houseAccount, memberAccount } from '../ledger/ledger.service.ts';
import { type ConfigRow, pointsRepository, type RedeemRow, type RewardRow } from './points.repository.ts';

/** The rules of a brand that has not set its own: closed, 10.00 of valid bet a point, 100 points = 1.00. */
export const DEFAULT_POINT_CONFIG: Omit<ConfigRow, 'merchant_id'> = {
  enabled: false,
  bet_per_point: 1000n,
  convert_points: 100n,
  convert_amount: 100n,
  min_convert: 100n,
};

/** How the payment password is checked (the cashier's service: counted guesses and a lock). */
export interface PaymentPasswordCheck {
  check(memberId: bigint, password: string): Promise<void>;
}

export const pointImageUrl = (imageId: string) => `/wps/pointMall/images/${imageId}`;

/** A name in the asked language, else English, else any. */
export function nameIn(names: Record<string, string>, language: string | undefined): string {
  return (language && names[language]) || names.EN || Object.values(names)[0] || '';
}

export function configView(row: Omit<ConfigRow, 'merchant_id'>, currency: string): PointConfig {
  return {
    enabled: row.enabled,
    currency,
    betPerPoint: formatMinorPlain(row.bet_per_point),
    convertPoints: Number(row.convert_points),
    convertAmount: formatMinorPlain(row.convert_amount),
    minConvert: Number(row.min_convert),
  };
}

export function redeemView(row: RedeemRow, language?: string): PointRedeem {
  return {
    id: row.id.toString(),
    rewardId: row.reward_id.toString(),
    rewardName: nameIn(row.names, language),
    imageUrl: row.image_id ? pointImageUrl(row.image_id) : null,
    quantity: row.quantity,
    points: Number(row.points),
    status: row.status,
    remark: row.remark,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

function rewardView(row: RewardRow, language: string | undefined): PointReward {
  return {
    id: row.id.toString(),
    name: nameIn(row.names, language),
    imageUrl: row.image_id ? pointImageUrl(row.image_id) : null,
    points: Number(row.points),
    stock: row.stock,
  };
}

/** Thrown inside a transaction that met a committed request with the same id: roll back, answer that one. */
class SameRequest extends Error {}

const pages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

/**
 * The member's side of points: balance, the mall, redemption and conversion. Redemption and
 * conversion check the payment password first, then do all their work in one transaction keyed by
 * the member's request id, so a retry or a burst of the same request acts once.
 */
export function pointsService(deps: { db: Db; passwords: PaymentPasswordCheck; now?: () => Date }) {
  const { db, passwords } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = pointsRepository(db);

  async function openConfig(merchantId: number): Promise<ConfigRow> {
    const cfg = await repo.config(merchantId);
    if (!cfg?.enabled) throw new AppError('POINTS_DISABLED');
    return cfg;
  }

  async function redeemReplay(o: Owner, input: { rewardId: string; quantity: number; requestId: string }) {
    const earlier = await repo.redeemByRequest(o.memberId, input.requestId);
    if (!earlier) return undefined;
    if (earlier.reward_id.toString() !== input.rewardId || earlier.quantity !== input.quantity) {
      throw new AppError('IDEMPOTENCY_CONFLICT');
    }
    return earlier;
  }

  async function convertReplay(o: Owner, input: { points: number; requestId: string }) {
    const earlier = await repo.conversion(o.memberId, input.requestId);
    if (!earlier) return undefined;
    if (earlier.points !== BigInt(input.points)) throw new AppError('IDEMPOTENCY_CONFLICT');
    return earlier;
  }

  return {
    async balance(memberId: bigint) {
      return { points: Number(await repo.balance(memberId)) };
    },

    async config(o: Owner): Promise<PointConfig> {
      return configView((await repo.config(o.merchantId)) ?? DEFAULT_POINT_CONFIG, o.currency);
    },

    async rewards(merchantId: number, language: string | undefined) {
      const cfg = await repo.config(merchantId);
      if (!cfg?.enabled) return { list: [] };
      return { list: (await repo.shelf(merchantId)).map((r) => rewardView(r, language)) };
    },

    async redeems(
      o: Owner,
      q: {
        pageNo: number;
        pageSize: number;
        status?: RedeemStatus | undefined;
        language?: string | undefined;
      },
    ) {
      const { rows, total } = await repo.redeemPage(
        { merchantId: o.merchantId, memberId: o.memberId, status: q.status },
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => redeemView(r, q.language)),
        pageNo: q.pageNo,
        totalPages: pages(total, q.pageSize),
        total,
      };
    },

    async entries(o: Owner, q: { pageNo: number; pageSize: number }) {
      const { rows, total } = await repo.entries(o.memberId, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        list: rows.map((r) => ({
          id: r.id.toString(),
          kind: r.kind,
          delta: Number(r.delta),
          balanceAfter: Number(r.balance_after),
          reference: r.reference,
          createdAt: r.created_at.toISOString(),
        })),
        pageNo: q.pageNo,
        totalPages: pages(total, q.pageSize),
        total,
      };
    },

    /**
     * Redeems `quantity` of a reward: stock down, points down and an "in process" redemption, all
     * or nothing. The stock update is guarded, so however many members redeem at once the stock
     * never goes below zero; the points update is guarded, so the balance never does either.
     */
    async redeem(
      o: Owner,
      input: {
        rewardId: string;
        quantity: number;
        paymentPassword: string;
        requestId: string;
        language?: string | undefined;
      },
    ) {
      await openConfig(o.merchantId);
      await passwords.check(o.memberId, input.paymentPassword);
      const answer = async (row: RedeemRow, replayed: boolean) => ({
        redeem: redeemView(row, input.language),
        balance: Number(await repo.balance(o.memberId)),
        replayed,
      });
      const earlier = await redeemReplay(o, input);
      if (earlier) return answer(earlier, true);
      try {
        const id = await moneyTransaction(db, async (trx) => {
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
          const at = now();
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
        const row = await repo.redeem(id);
        if (!row) throw new Error(`redemption ${id} missing after commit`);
        return answer(row, false);
      } catch (err) {
        if (!(err instanceof SameRequest)) throw err;
        const same = await redeemReplay(o, input);
        if (!same) throw new Error('request id claimed but not found');
        return answer(same, true);
      }
    },

    /**
     * Converts points to cash: the ledger credits the wallet from the house and the points go, in
     * one transaction. Points convert in whole steps of the brand's rate, at least its minimum.
     */
    async convert(
      o: Owner,
      input: { points: number; paymentPassword: string; requestId: string },
    ): Promise<ConvertPointResult> {
      const cfg = await openConfig(o.merchantId);
      const points = BigInt(input.points);
      if (points < cfg.min_convert) {
        throw new AppError('POINTS_CONVERT_MIN', undefined, { minConvert: Number(cfg.min_convert) });
      }
      if (points % cfg.convert_points !== 0n) {
        throw new AppError('POINTS_CONVERT_STEP', undefined, { step: Number(cfg.convert_points) });
      }
      await passwords.check(o.memberId, input.paymentPassword);
      const answer = async (c: { points: bigint; amount: bigint }, replayed: boolean) => ({
        points: Number(c.points),
        amount: formatMinorPlain(c.amount),
        balance: Number(await repo.balance(o.memberId)),
        replayed,
      });
      const earlier = await convertReplay(o, input);
      if (earlier) return answer(earlier, true);
      const amount = (points / cfg.convert_points) * cfg.convert_amount;
      try {
        await moneyTransaction(db, async (trx) => {
          const tx = pointsRepository(trx);
          const at = now();
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
        const same = await convertReplay(o, input);
        if (!same) throw new Error('request id claimed but not found');
        return answer(same, true);
      }
    },
  };
}

export type PointsService = ReturnType<typeof pointsService>;
