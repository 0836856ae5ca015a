import { randomUUID } from 'node:crypto';
import type { RedeemStatus, StaffPointReward } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import { type BrandRef, staffBrands, staffMerchant } from '../../brand/index.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { checkPointImage } from './point-image.ts';
import { pointsRepository, type RewardRow } from './points.repository.ts';
import { DEFAULT_POINT_CONFIG } from './points.service.ts';
import { configView, pointImageUrl, redeemView } from './points.views.ts';

function rewardView(row: RewardRow): StaffPointReward {
  return {
    id: row.id.toString(),
    names: row.names,
    imageId: row.image_id,
    imageUrl: row.image_id ? pointImageUrl(row.image_id) : null,
    points: Number(row.points),
    stock: row.stock,
    sort: row.sort,
    active: row.active,
  };
}

interface RewardFields {
  names: Partial<Record<string, string>>;
  imageId: string | null;
  points: number;
  stock: number;
  sort: number;
  active: boolean;
}

const cleanNames = (names: Partial<Record<string, string>>) =>
  Object.fromEntries(Object.entries(names).filter((e): e is [string, string] => e[1] !== undefined));

/** What every staff action needs: the brand it works on, ownership checks, the clock. */
function staffContext(deps: {
  db: Db;
  audit: AuditService;
  storage: BlobStorage;
  now?: (() => Date) | undefined;
}) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const repo = pointsRepository(db);
  const brands = staffBrands(db);
  const brandFor = (staff: StaffSession, code: string | undefined, requestBrand?: BrandRef) =>
    staffMerchant(staff, code, brands, requestBrand);

  /** A row of another brand is as good as missing to that brand's staff. */
  function mine<T extends { merchant_id: number }>(staff: StaffSession, row: T | undefined, code: string): T {
    if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) throw new AppError(code);
    return row;
  }

  async function imageOf(merchantId: number, imageId: string | null | undefined) {
    if (!imageId) return;
    const image = await repo.image(imageId);
    if (!image || image.merchant_id !== merchantId) throw new AppError('POINTS_IMAGE_NOT_FOUND');
  }

  async function configOf(brand: BrandRef) {
    const row = await repo.config(brand.id);
    return {
      ...configView(row ?? DEFAULT_POINT_CONFIG, await repo.currencyOf(brand.id)),
      merchantCode: brand.code,
      configured: row !== undefined,
    };
  }

  return { deps, db, audit, now, repo, brandFor, mine, imageOf, configOf };
}

type StaffContext = ReturnType<typeof staffContext>;

/** A brand's points rules. */
function configStaff(c: StaffContext) {
  const { db, audit, now, brandFor, configOf } = c;
  return {
    async config(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      return configOf(await brandFor(staff, q.merchantCode, requestBrand));
    },

    async saveConfig(
      staff: StaffSession,
      body: {
        merchantCode?: string | undefined;
        enabled: boolean;
        betPerPoint: bigint;
        convertPoints: number;
        convertAmount: bigint;
        minConvert: number;
      },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const before = await configOf(brand);
      await db.transaction().execute(async (trx) => {
        await pointsRepository(trx).saveConfig(
          {
            merchant_id: brand.id,
            enabled: body.enabled,
            bet_per_point: body.betPerPoint,
            convert_points: BigInt(body.convertPoints),
            convert_amount: body.convertAmount,
            min_convert: BigInt(body.minConvert),
          },
          now(),
        );
        const { merchantCode: _m, ...after } = body;
        await audit.record(
          {
            staffId: staff.staffId,
            action: 'points.config',
            targetType: 'merchant',
            targetId: brand.id,
            before,
            after,
            ip,
          },
          trx,
        );
      });
      return configOf(brand);
    },
  };
}

/** The rewards of a brand's mall. */
function rewardStaff(c: StaffContext) {
  const { db, audit, now, repo, brandFor, mine, imageOf } = c;
  return {
    async rewards(staff: StaffSession, q: { merchantCode?: string | undefined }, requestBrand?: BrandRef) {
      const brand = await brandFor(staff, q.merchantCode, requestBrand);
      return (await repo.rewards(brand.id)).map(rewardView);
    },

    async createReward(
      staff: StaffSession,
      body: RewardFields & { merchantCode?: string | undefined },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      await imageOf(brand.id, body.imageId);
      return db.transaction().execute(async (trx) => {
        const row = await pointsRepository(trx).insertReward(
          {
            merchant_id: brand.id,
            names: cleanNames(body.names),
            image_id: body.imageId,
            points: BigInt(body.points),
            stock: body.stock,
            sort: body.sort,
            active: body.active,
          },
          now(),
        );
        const view = rewardView(row);
        await audit.record(
          {
            staffId: staff.staffId,
            action: 'points.reward_create',
            targetType: 'point_reward',
            targetId: row.id,
            after: view,
            ip,
          },
          trx,
        );
        return view;
      });
    },

    async updateReward(staff: StaffSession, id: bigint, body: Partial<RewardFields>, ip: string) {
      const before = mine(staff, await repo.reward(id), 'POINTS_REWARD_NOT_FOUND');
      if (body.imageId !== undefined) await imageOf(before.merchant_id, body.imageId);
      return db.transaction().execute(async (trx) => {
        const row = await pointsRepository(trx).updateReward(
          id,
          {
            ...(body.names ? { names: cleanNames(body.names) } : {}),
            ...(body.imageId !== undefined ? { image_id: body.imageId } : {}),
            ...(body.points !== undefined ? { points: BigInt(body.points) } : {}),
            ...(body.stock !== undefined ? { stock: body.stock } : {}),
            ...(body.sort !== undefined ? { sort: body.sort } : {}),
            ...(body.active !== undefined ? { active: body.active } : {}),
          },
          now(),
        );
        if (!row) throw new AppError('POINTS_REWARD_NOT_FOUND');
        const view = rewardView(row);
        await audit.record(
          {
            staffId: staff.staffId,
            action: 'points.reward_update',
            targetType: 'point_reward',
            targetId: id,
            before: rewardView(before),
            after: view,
            ip,
          },
          trx,
        );
        return view;
      });
    },

    async archiveReward(staff: StaffSession, id: bigint, ip: string): Promise<null> {
      const before = mine(staff, await repo.reward(id), 'POINTS_REWARD_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        if (!(await pointsRepository(trx).archiveReward(id, now())))
          throw new AppError('POINTS_REWARD_NOT_FOUND');
        await audit.record(
          {
            staffId: staff.staffId,
            action: 'points.reward_archive',
            targetType: 'point_reward',
            targetId: id,
            before: rewardView(before),
            ip,
          },
          trx,
        );
      });
      return null;
    },
  };
}

/** Reward image uploads. */
function imageStaff(c: StaffContext) {
  const { db, audit, brandFor, deps } = c;
  return {
    async uploadImage(
      staff: StaffSession,
      body: { merchantCode?: string | undefined; image: string },
      ip: string,
      requestBrand?: BrandRef,
    ) {
      const brand = await brandFor(staff, body.merchantCode, requestBrand);
      const image = checkPointImage(body.image);
      const id = randomUUID();
      const key = `points/${brand.id}/${id}.${image.ext}`;
      await deps.storage.put(key, image.bytes);
      const meta = { contentType: image.contentType, sizeBytes: image.bytes.length, sha256: image.sha256 };
      await db.transaction().execute(async (trx) => {
        await pointsRepository(trx).insertImage({
          id,
          merchantId: brand.id,
          storageKey: key,
          ...meta,
          createdBy: staff.staffId,
        });
        await audit.record(
          {
            staffId: staff.staffId,
            action: 'points.image_upload',
            targetType: 'point_image',
            targetId: id,
            after: meta,
            ip,
          },
          trx,
        );
      });
      return {
        imageId: id,
        url: pointImageUrl(id),
        contentType: meta.contentType,
        sizeBytes: meta.sizeBytes,
      };
    },
  };
}

/** The redemption queue and its decisions. */
function redeemStaff(c: StaffContext) {
  const { db, audit, now, repo, brandFor, mine } = c;
  return {
    async redeems(
      staff: StaffSession,
      q: {
        merchantCode?: string | undefined;
        status?: RedeemStatus | undefined;
        pageNo: number;
        pageSize: number;
      },
      requestBrand?: BrandRef,
    ) {
      const brand = await brandFor(staff, q.merchantCode, requestBrand);
      const { rows, total } = await repo.redeemPage(
        { merchantId: brand.id, status: q.status },
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => ({ ...redeemView(r), username: r.username })),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },

    /**
     * Approves a redemption, or rejects it: its points go back to the member and its items back to
     * stock. The row is locked first, so of two decisions at once only one acts.
     */
    async decide(
      staff: StaffSession,
      id: bigint,
      body: { decision: 'approve' | 'reject'; remark?: string | undefined },
      ip: string,
    ) {
      const found = mine(staff, await repo.redeem(id), 'POINTS_REDEEM_NOT_FOUND');
      await db.transaction().execute(async (trx) => {
        const tx = pointsRepository(trx);
        const open = await tx.lockOpenRedeem(id, found.merchant_id);
        if (!open) throw new AppError('POINTS_REDEEM_NOT_FOUND');
        if (open.status !== 'in_process') throw new AppError('POINTS_REDEEM_DECIDED');
        const at = now();
        const status = body.decision === 'approve' ? 'approved' : 'rejected';
        if (status === 'rejected') {
          await tx.returnStock(open.reward_id, open.quantity);
          await tx.give(
            {
              merchantId: found.merchant_id,
              memberId: open.member_id,
              kind: 'redeem_refund',
              sourceKey: `redeem-refund:${id}`,
              reference: `reward:${open.reward_id}`,
            },
            open.points,
            at,
          );
        }
        await tx.decide(id, { status, remark: body.remark ?? null, staffId: staff.staffId, at });
        await audit.record(
          {
            staffId: staff.staffId,
            action: `points.redeem_${body.decision}`,
            targetType: 'point_redeem',
            targetId: id,
            before: { status: open.status },
            after: { status, remark: body.remark ?? null, points: open.points, quantity: open.quantity },
            ip,
          },
          trx,
        );
      });
      const row = await repo.redeem(id);
      if (!row) throw new AppError('POINTS_REDEEM_NOT_FOUND');
      return { ...redeemView(row), username: row.username };
    },
  };
}

/**
 * The back office's side of points: a brand's rules, its rewards and their images, and the
 * decisions on redemptions. Every change writes its audit row in the change's transaction.
 */
export function pointsStaffService(deps: {
  db: Db;
  audit: AuditService;
  storage: BlobStorage;
  now?: (() => Date) | undefined;
}) {
  const c = staffContext(deps);
  return { ...configStaff(c), ...rewardStaff(c), ...imageStaff(c), ...redeemStaff(c) };
}

export type PointsStaffService = ReturnType<typeof pointsStaffService>;
