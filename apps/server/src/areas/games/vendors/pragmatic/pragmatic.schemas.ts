import { z } from 'zod';

/**
 * The form parameters of each Pragmatic Play wallet call, as Pragmatic names them. Every value
 * arrives as text; parameters not listed here are kept (they are part of the hash) and ignored.
 */
/** Printable ASCII: ids become part of ledger idempotency keys. */
const id = z.string().regex(/^[\x21-\x7e]{1,64}$/);
const text = (max: number) => z.string().max(max);
const amount = z.string().min(1).max(32);
const base = { hash: z.string(), providerId: id };
const player = { ...base, userId: id, token: text(200).optional() };

export const authenticateParams = z.looseObject({
  ...base,
  token: z.string().min(1).max(200),
  gameId: text(64).optional(),
  ipAddress: text(64).optional(),
});

export const balanceParams = z.looseObject(player);

const round = {
  ...player,
  gameId: id,
  roundId: id,
  amount,
  reference: id,
  timestamp: text(20),
  roundDetails: text(4000).optional(),
  bonusCode: text(64).optional(),
  platform: text(16).optional(),
};

export const betParams = z.looseObject({
  ...round,
  language: text(16).optional(),
  jackpotContribution: text(32).optional(),
  jackpotId: text(64).optional(),
});

export const resultParams = z.looseObject({
  ...round,
  promoWinAmount: text(32).optional(),
  promoWinReference: text(64).optional(),
  promoCampaignID: text(64).optional(),
  promoCampaignType: text(16).optional(),
});

export const refundParams = z.looseObject({
  ...player,
  reference: id,
  amount: amount.optional(),
  gameId: text(64).optional(),
  roundId: id.optional(),
  timestamp: text(20).optional(),
  bonusCode: text(64).optional(),
});

export const bonusWinParams = z.looseObject({
  ...player,
  amount,
  reference: id,
  timestamp: text(20),
  bonusCode: id,
  roundId: text(64).optional(),
  gameId: text(64).optional(),
});

export const jackpotWinParams = z.looseObject({
  ...player,
  timestamp: text(20),
  gameId: id,
  roundId: id,
  jackpotId: id,
  amount,
  reference: id,
});

export const promoWinParams = z.looseObject({
  ...base,
  userId: id,
  timestamp: text(20),
  campaignId: id,
  campaignType: text(16),
  amount,
  currency: z.string().length(3),
  reference: id,
  gameId: text(64).optional(),
  roundId: text(64).optional(),
});

export const endRoundParams = z.looseObject({
  ...player,
  gameId: id,
  roundId: id,
  bonusCode: text(64).optional(),
  roundDetails: text(4000).optional(),
  win: text(32).optional(),
});

export const balancePerGameParams = z.looseObject({
  ...player,
  gameIdList: z.string().min(1).max(2000),
  platform: text(16).optional(),
});
