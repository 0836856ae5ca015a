/** The types the account record filters by ('' is all), as the cashier API names them. */
export const TRANSACTION_TYPES = [
  '',
  'deposit',
  'withdraw',
  'transfer',
  'bet',
  'win',
  'bonus',
  'other',
] as const;
