import type { ConvertPointResult, PointConfig, RedeemStatus } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Owner } from '../../money/index.ts';
import type { PaymentPasswordCheck } from './points.context.ts';
import { type ConfigRow, pointsRepository } from './points.repository.ts';
import { configView, redeemView, rewardView } from './points.views.ts';
import { convertPoints } from './points-convert.ts';
import { redeemReward } from './points-redeem.ts';

export type { PaymentPasswordCheck } from './points.context.ts';

/** The rules of a brand that has not set its own: closed, 10.00 of valid bet a point, 100 points = 1.00. */
export const DEFAULT_POINT_CONFIG: Omit<ConfigRow, 'merchant_id'> = {
  enabled: false,
  bet_per_point: 1000n,
  convert_points: 100n,
  convert_amount: 100n,
  min_convert: 100n,
};

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
  const ctx = { db, repo, passwords, now };

  async function openConfig(merchantId: number): Promise<ConfigRow> {
    const cfg = await repo.config(merchantId);
    if (!cfg?.enabled) throw new AppError('POINTS_DISABLED');
    return cfg;
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

    /** Redeems a reward: stock down, points down and an "in process" redemption, all or nothing. */
    async redeem(o: Owner, input: Parameters<typeof redeemReward>[2]) {
      await openConfig(o.merchantId);
      return redeemReward(ctx, o, input);
    },

    /** Converts points to cash through the ledger, in whole steps of the brand's rate. */
    async convert(o: Owner, input: Parameters<typeof convertPoints>[3]): Promise<ConvertPointResult> {
      return convertPoints(ctx, await openConfig(o.merchantId), o, input);
    },
  };
}

export type PointsService = ReturnType<typeof pointsService>;
