import type { offerExportQuerySchema, offerListQuerySchema, offerTakersQuerySchema } from '@pf/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { merchantExists } from '../../brand/index.ts';
import type { StaffSession } from '../../identity/index.ts';
import { type PromotionWithTexts, promotionsRepository } from '../promotions/promotions.repository.ts';
import { offersRepository } from './offers.repository.ts';
import { offerCsvRow, offerView, takerCsvRow, takerView, totalsView } from './offers-view.ts';

type ListQuery = z.output<typeof offerListQuerySchema>;
type ExportQuery = z.output<typeof offerExportQuerySchema>;
type TakersQuery = z.output<typeof offerTakersQuerySchema>;

/** Which merchant a staff member works on: their own, or the one a platform staff member names. */
export async function offerMerchant(db: Db, staff: StaffSession, asked: number | undefined) {
  if (staff.merchantId !== null) {
    if (asked !== undefined && asked !== staff.merchantId) throw new AppError('STAFF_FORBIDDEN');
    return staff.merchantId;
  }
  if (asked === undefined || !(await merchantExists(db, asked)))
    throw new AppError('CONTENT_MERCHANT_REQUIRED');
  return asked;
}

/** A promotion the staff member may see, or PROMOTION_NOT_FOUND. */
export function ownedPromotion(staff: StaffSession, row: PromotionWithTexts | undefined): PromotionWithTexts {
  if (!row || (staff.merchantId !== null && staff.merchantId !== row.merchant_id)) {
    throw new AppError('PROMOTION_NOT_FOUND');
  }
  return row;
}

/** The rewards screen's reads: promotions with their rules and takers, pages and CSV. */
export function offersService(db: Db) {
  const repo = offersRepository(db);
  const promotions = promotionsRepository(db);

  async function one(row: PromotionWithTexts) {
    return offerView(row, await repo.ruleOf(row.id), await repo.totalsOf([row.id]));
  }

  async function views(ids: bigint[]) {
    const rows = await Promise.all(ids.map((id) => promotions.one(id)));
    return Promise.all(rows.filter((r): r is PromotionWithTexts => !!r).map(one));
  }

  return {
    one,

    async list(staff: StaffSession, q: ListQuery) {
      const merchantId = await offerMerchant(db, staff, q.merchantId);
      const filters = { kind: q.kind, active: q.active };
      const { ids, total } = await repo.page(merchantId, filters, q.pageSize, (q.pageNo - 1) * q.pageSize);
      const totals = await repo.totalsOf(await repo.allIds(merchantId, filters));
      return {
        list: await views(ids),
        pageNo: q.pageNo,
        total,
        totalPages: Math.ceil(total / q.pageSize),
        totals: totalsView(totals),
      };
    },

    /** The merchant is checked before the CSV starts, so a refusal is an answer, not a cut file. */
    async csvRows(staff: StaffSession, q: ExportQuery) {
      const merchantId = await offerMerchant(db, staff, q.merchantId);
      const ids = await repo.allIds(merchantId, { kind: q.kind, active: q.active });
      return (async function* () {
        for (let i = 0; i < ids.length; i += 50) {
          for (const v of await views(ids.slice(i, i + 50))) yield offerCsvRow(v);
        }
      })();
    },

    async takers(staff: StaffSession, id: bigint, q: TakersQuery) {
      ownedPromotion(staff, await promotions.one(id));
      const { rows, total } = await repo.takers(id, q.pageSize, (q.pageNo - 1) * q.pageSize);
      return {
        list: rows.map(takerView),
        pageNo: q.pageNo,
        total,
        totalPages: Math.ceil(total / q.pageSize),
        totals: totalsView(await repo.totalsOf([id])),
      };
    },

    /** Checked before the CSV starts, so a missing promotion answers 404 rather than an empty file. */
    async takersCsv(staff: StaffSession, id: bigint) {
      ownedPromotion(staff, await promotions.one(id));
      return (async function* () {
        for (let offset = 0; ; offset += 200) {
          const { rows } = await repo.takers(id, 200, offset);
          for (const r of rows) yield takerCsvRow(takerView(r));
          if (rows.length < 200) return;
        }
      })();
    },
  };
}

export type OffersService = ReturnType<typeof offersService>;
