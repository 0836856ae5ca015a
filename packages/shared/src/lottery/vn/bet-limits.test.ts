import { describe, expect, it } from 'vitest';
import { KENO_MAX_SPOTS } from '../keno/index.ts';
import { VN_BET_SPECS, VN_BET_TYPES, VN_MAX_NUMBERS_PER_BET, vnBetSchema } from './bets.ts';

const threeDigits = (n: number) => Array.from({ length: n }, (_, i) => String(i).padStart(3, '0'));

describe('numbers per bet line', () => {
  it('is at most 100 for every bet type, the limit the bet API takes per line', () => {
    expect(VN_MAX_NUMBERS_PER_BET).toBe(100);
    for (const type of VN_BET_TYPES) expect(VN_BET_SPECS[type].max).toBeLessThanOrEqual(100);
    expect(KENO_MAX_SPOTS).toBeLessThanOrEqual(VN_MAX_NUMBERS_PER_BET);
  });

  it('takes 100 numbers of lô 3 số and 3 càng and refuses a hundred and first', () => {
    for (const type of ['lo3', 'baCang'] as const) {
      expect(vnBetSchema.safeParse({ type, numbers: threeDigits(100), stake: 1n }).success).toBe(true);
      const over = vnBetSchema.safeParse({ type, numbers: threeDigits(101), stake: 1n });
      expect(over.success).toBe(false);
      expect(over.error?.issues[0]?.message).toBe(`${type} takes 1–100 numbers`);
    }
  });
});
