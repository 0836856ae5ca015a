import { z } from 'zod';

/**
 * The JSON bodies of Hub88's wallet calls, with Hub88's field names. Fields not listed are kept
 * (they are part of the signed body) and ignored.
 */
/** Printable ASCII: ids become part of ledger idempotency keys. */
const id = z.string().regex(/^[\x21-\x7e]{1,100}$/);
const text = (max: number) => z.string().max(max);
/** Hub88's amounts: integers in 1/100000 of the currency unit (Int64). */
const amount = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const user = z.string().min(1).max(64);
const base = { user, request_uuid: id };

export const userInfoBody = z.looseObject(base);

export const userBalanceBody = z.looseObject({
  ...base,
  token: z.string().min(1).max(255),
  game_code: text(100).nullish(),
  supplier_user: text(100).nullish(),
});

const money = {
  ...base,
  token: z.string().min(1).max(255),
  transaction_uuid: id,
  supplier_transaction_id: text(200).nullish(),
  supplier_user: text(100).nullish(),
  round: id,
  round_closed: z.boolean().nullish(),
  game_code: text(100).nullish(),
  meta: z.unknown().optional(),
};

const stake = {
  ...money,
  game_code: id,
  currency: z.string().min(3).max(8),
  amount,
  bet: text(500).nullish(),
  is_free: z.boolean().nullish(),
  /** A payout of a promotion the game supplier granted (Hub88 API changelog, May 2025). */
  is_supplier_promo: z.boolean().nullish(),
  is_aggregated: z.boolean().nullish(),
  reward_uuid: text(100).nullish(),
};

export const betBody = z.looseObject(stake);

export const winBody = z.looseObject({ ...stake, reference_transaction_uuid: id });

export const rollbackBody = z.looseObject({ ...money, reference_transaction_uuid: id });

export type UserInfoBody = z.output<typeof userInfoBody>;
export type UserBalanceBody = z.output<typeof userBalanceBody>;
export type BetBody = z.output<typeof betBody>;
export type WinBody = z.output<typeof winBody>;
export type RollbackBody = z.output<typeof rollbackBody>;
