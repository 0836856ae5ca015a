import { type ActivityApplicationStatus, rolesMay } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { BlobStorage } from '../../../platform/storage.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService, StaffSession } from '../../identity/index.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { type ApplicationRow, activityRepository } from './activity.repository.ts';
import { readImage } from './activity.service.ts';
import { staffApplicationView } from './activity-view.ts';

type Locked = ApplicationRow & { username: string };

/** Merchant staff work on their own brand; platform staff on every brand. */
const mine = (staff: StaffSession, merchantId: number) =>
  staff.merchantId === null || staff.merchantId === merchantId;

async function view(row: Locked, tx: Db) {
  const ids = await activityRepository(tx).imageIds([row.id]);
  return staffApplicationView(row, ids.get(row.id.toString()) ?? []);
}

/**
 * The approval inside the locked transaction: the status and the reward's transfer (keyed by the
 * application) commit together. The same approval repeated answers 'unchanged' and pays nothing.
 */
async function approveIn(
  tx: Db,
  before: Locked,
  staff: StaffSession,
  reward: bigint | undefined,
  at: Date,
): Promise<ApplicationRow | 'unchanged'> {
  if (before.status === 'approved' && before.reward_amount === (reward ?? null)) return 'unchanged';
  if (before.status !== 'applying') throw new AppError('ACTIVITY_NOT_PENDING');
  const after = await activityRepository(tx).decide(before.id, {
    status: 'approved',
    reward_amount: reward ?? null,
    reviewed_by: staff.staffId,
    reviewed_at: at,
  });
  if (reward !== undefined) {
    await createLedger(tx).transfer({
      merchantId: after.merchant_id,
      debit: houseAccount(after.merchant_id, after.currency),
      credit: memberAccount(after.merchant_id, after.member_id, after.currency, 'cash'),
      amount: reward,
      kind: 'activity_reward',
      reference: `activity:${after.id}`,
      idempotencyKey: `activity-reward:${after.id}`,
      metadata: { promotionId: after.promotion_id.toString() },
    });
  }
  return after;
}

/** Whether a promotion is taken part in by application; audit-logged with the change. */
function setRequiredIn(
  repo: ReturnType<typeof activityRepository>,
  audit: AuditService,
  req: { staff: StaffSession; promotionId: number; value: boolean; ip: string },
) {
  return repo.transaction(async (tx) => {
    const row = await activityRepository(tx).setRequired(
      BigInt(req.promotionId),
      req.staff.merchantId,
      req.value,
    );
    if (!row) throw new AppError('PROMOTION_NOT_FOUND');
    await audit.record(
      {
        staffId: req.staff.staffId,
        action: 'activity.set_required',
        targetType: 'promotion',
        targetId: row.id,
        after: { applicationRequired: req.value },
        ip: req.ip,
      },
      tx,
    );
    return { promotionId: req.promotionId, applicationRequired: row.application_required };
  });
}

/** The back office's review: the queue, the images, approval (with a reward paid once) and rejection. */
/** A reward moves money: approving with one needs the permission to change what rewards pay out. */
function mayReward(staff: StaffSession, reward: bigint | undefined) {
  if (reward !== undefined && !rolesMay(staff.roles, 'rewards.write'))
    throw new AppError('ACTIVITY_REWARD_ROLE');
}

export function activityStaffService(deps: {
  db: Db;
  storage: BlobStorage;
  audit: AuditService;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const repo = activityRepository(deps.db);

  /** Locks the application, checks it may be decided, applies `decide` and audits, all in one transaction. */
  function decideIn(
    staff: StaffSession,
    id: bigint,
    ip: string,
    decide: (tx: Db, before: Locked) => Promise<ApplicationRow | 'unchanged'>,
    action: string,
  ) {
    return repo.transaction(async (tx) => {
      const before = await activityRepository(tx).lockWithUsername(id);
      if (!before || !mine(staff, before.merchant_id)) throw new AppError('ACTIVITY_NOT_FOUND');
      const after = await decide(tx, before);
      if (after === 'unchanged') return view(before, tx);
      await deps.audit.record(
        {
          staffId: staff.staffId,
          action,
          targetType: 'activity_application',
          targetId: id,
          before: { status: before.status },
          after: { status: after.status, rewardAmount: after.reward_amount, reason: after.reject_reason },
          ip,
        },
        tx,
      );
      return view({ ...after, username: before.username }, tx);
    });
  }

  return {
    async list(
      staff: StaffSession,
      q: { status?: ActivityApplicationStatus | undefined; promotionId?: number | undefined; limit: number },
    ) {
      const rows = await repo.staffList({ merchantId: staff.merchantId, ...q });
      const ids = await repo.imageIds(rows.map((r) => r.id));
      return rows.map((r) => staffApplicationView(r, ids.get(r.id.toString()) ?? []));
    },

    /** An application image for a reviewer of its merchant; every view is audit-logged. */
    async image(staff: StaffSession, imageId: string, ip: string) {
      const image = await repo.image(imageId);
      if (!image || !mine(staff, image.merchant_id)) throw new AppError('NOT_FOUND');
      await deps.audit.record({
        staffId: staff.staffId,
        action: 'activity.image_view',
        targetType: 'activity_application',
        targetId: image.application_id,
        after: { imageId },
        ip,
      });
      return readImage(deps.storage, image);
    },

    /**
     * applying → approved. The reward (if any) is a house → member cash transfer keyed by the
     * application, in the transaction that changes the status: concurrent approvals wait on the row
     * lock and find it decided. Repeating the same approval answers it again and pays nothing.
     */
    approve(staff: StaffSession, id: bigint, reward: bigint | undefined, ip: string) {
      mayReward(staff, reward);
      return decideIn(
        staff,
        id,
        ip,
        (tx, before) => approveIn(tx, before, staff, reward, now()),
        'activity.approve',
      );
    },

    /** applying → rejected with the reason the member reads; nothing is paid. */
    reject(staff: StaffSession, id: bigint, reason: string, ip: string) {
      return decideIn(
        staff,
        id,
        ip,
        async (tx, before) => {
          if (before.status !== 'applying') throw new AppError('ACTIVITY_NOT_PENDING');
          return activityRepository(tx).decide(id, {
            status: 'rejected',
            reject_reason: reason,
            reviewed_by: staff.staffId,
            reviewed_at: now(),
          });
        },
        'activity.reject',
      );
    },

    setRequired: (staff: StaffSession, promotionId: number, value: boolean, ip: string) =>
      setRequiredIn(repo, deps.audit, { staff, promotionId, value, ip }),
  };
}

export type ActivityStaffService = ReturnType<typeof activityStaffService>;
