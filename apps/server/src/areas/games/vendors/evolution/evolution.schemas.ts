import { z } from 'zod';

/** Printable ASCII: ids become part of ledger idempotency keys. */
const id = z.string().regex(/^[\x21-\x7e]{1,64}$/);
const sid = z.string().min(1).max(200);
const userId = z.string().min(1).max(64);
const uuid = z.string().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** The JSON bodies of Evolution's One Wallet calls, as Evolution names their fields; others are ignored. */
export const checkBody = z.looseObject({ sid, userId, uuid, channel: z.looseObject({}).optional() });

export const balanceBody = z.looseObject({
  sid,
  userId,
  uuid,
  currency,
  game: z.looseObject({}).nullable().optional(),
});

const game = z.looseObject({
  id,
  type: z.string().max(64).optional(),
  details: z.looseObject({}).optional(),
});

export const transactionBody = z.looseObject({
  sid,
  userId,
  uuid,
  currency,
  game,
  transaction: z.looseObject({
    id,
    refId: id,
    // A JSON number as Evolution writes it (5.5); read through its decimal text.
    amount: z.number().nonnegative().finite(),
  }),
});

export type CheckBody = z.output<typeof checkBody>;
export type BalanceBody = z.output<typeof balanceBody>;
export type TransactionBody = z.output<typeof transactionBody>;
