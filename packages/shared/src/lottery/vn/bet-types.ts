// Kept free of zod so the web can name the bet types without loading the schemas.

/**
 * Bet types. "Per number" bets stake `stake` on every chosen number and pay each hit; combination
 * bets (xiên, lô trượt) stake `stake` once on the whole set and pay at most once.
 */
export const VN_BET_TYPES = [
  'lo2',
  'lo3',
  'de',
  'deDau',
  'dau',
  'duoi',
  'baCang',
  'xien2',
  'xien3',
  'xien4',
  'loTruot',
] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];
