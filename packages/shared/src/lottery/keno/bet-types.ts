// Kept free of zod so the web can name the bet types without loading the schemas.

/** Keno bet types: pick `spots` numbers, or a side bet on the sum (big/small) or parity (odd/even). */
export const KENO_BET_TYPES = ['spots', 'big', 'small', 'odd', 'even'] as const;
export type KenoBetType = (typeof KENO_BET_TYPES)[number];
