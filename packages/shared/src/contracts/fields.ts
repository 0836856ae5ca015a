import { z } from 'zod';
import { VIP_LEVEL_MAX, VIP_LEVEL_MIN } from '../constants.ts';

// Fields many areas' schemas share; one declaration each keeps their checks the same everywhere.

/** A whole number. */
export const int = z.number().int();

/** A text that may be absent (null) in an answer. */
export const textOrNull = z.string().nullable();

/** A brand's code as the back office names it. */
export const merchantCode = z.string().min(1).max(64);

/** A money amount in an answer: a decimal string in the brand's currency. */
export const amount = z.string();

/** Whether a text is an absolute http or https address with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Where a page of a list stands; paged answers carry these beside their `list`. */
export const pageFields = { pageNo: int, totalPages: int, total: int };

/** One page of a list of `item`. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), ...pageFields });
}

/** A member's VIP level: rewards sets it, and content sends messages to every member of one. */
export const vipLevelSchema = z
  .number()
  .int('VIP level must be a whole number')
  .min(VIP_LEVEL_MIN, `VIP level must be ${VIP_LEVEL_MIN} to ${VIP_LEVEL_MAX}`)
  .max(VIP_LEVEL_MAX, `VIP level must be ${VIP_LEVEL_MIN} to ${VIP_LEVEL_MAX}`);

/** A database id as the path or body carries it: digits only, at most a bigint's 18. */
export const digitsId = z.string().regex(/^\d{1,18}$/, 'an id of digits');

/** A language code as a query carries it ('vi', 'EN'); answers are in its upper-case form. */
export const languageCode = z
  .string()
  .regex(/^[A-Za-z]{2,3}$/, 'language: a language code')
  .transform((s) => s.toUpperCase());

/** The page a list query asks for: ten a page unless it says otherwise, fifty at the most. */
export const pageQuery = {
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
};
