import { z } from 'zod';

/** A calendar day (UTC) or an instant with its offset. */
const moment = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  z.iso.datetime({ offset: true }),
]);

export const BETTING_RECORD_PAGE_SIZE = 20;
export const BETTING_RECORD_MAX_PAGE_SIZE = 100;
/** The longest window one query may cover. */
export const BETTING_RECORD_MAX_DAYS = 92;
/** Without beginTime, the window starts this many days before endTime. */
export const BETTING_RECORD_DEFAULT_DAYS = 7;

export const bettingRecordQuerySchema = z.object({
  beginTime: moment.optional(),
  endTime: moment.optional(),
  vassalage: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,32}$/)
    .optional(),
  status: z.enum(['open', 'settled', 'void']).optional(),
  language: z
    .string()
    .regex(/^[A-Za-z]{2,8}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(BETTING_RECORD_MAX_PAGE_SIZE)
    .default(BETTING_RECORD_PAGE_SIZE),
});

export type BettingRecordQuery = z.output<typeof bettingRecordQuerySchema>;
