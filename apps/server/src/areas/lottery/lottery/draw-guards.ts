import type { Db } from '../../../db/kysely.ts';
import type { AuditService } from '../../identity/index.ts';
import type { FeedConfirm } from './lottery.config.ts';
import { lotteryError } from './lottery.errors.ts';
import { type DrawRow, lotteryRepository, type Q } from './lottery.repository.ts';
import type { DrawStatus } from './lottery.tables.ts';

/** The back-office operator behind a results or void action (null when the system acts). */
export interface Operator {
  staffId: bigint;
  /** null: every merchant. */
  merchantId: number | null;
  ip: string;
}

/** What the results and void actions need. */
export interface ResultsDeps {
  db: Db;
  audit: AuditService;
  now: () => Date;
  /** What a results feed's answer becomes (default `auto`: confirmed at once). */
  feedConfirm?: FeedConfirm | undefined;
}

/** States in which a draw still takes a result, a cancellation or a void. */
export const OPEN_STATES: readonly DrawStatus[] = ['scheduled', 'open', 'locked'];

function checkMerchant(op: Operator | null, draw: { merchant_id: number }) {
  if (op && op.merchantId !== null && op.merchantId !== draw.merchant_id)
    throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
}

/** The draw locked for this transaction, if it is the operator's merchant's. */
export async function lockedDraw(trx: Q, drawId: bigint, op: Operator | null): Promise<DrawRow> {
  const draw = await lotteryRepository(trx).lockDraw(drawId);
  if (!draw) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
  checkMerchant(op, draw);
  return draw;
}
