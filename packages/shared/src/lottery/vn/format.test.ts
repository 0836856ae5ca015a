import { describe, expect, it } from 'vitest';
import { formatVnResult, formatWinningNumbers, parseVnResult, parseWinningNumbers } from './format.ts';
import { hcm, mb, XSMB_2026_09_15, XSMN_HCM_2026_09_28 } from './real-draws.fixture.ts';
import { allNumbers, layoutTotal, vnResultSchema } from './structure.ts';

describe('result structure', () => {
  it('has 27 numbers in Miền Bắc and 18 in Miền Trung / Miền Nam', () => {
    expect(layoutTotal('MB')).toBe(27);
    expect(layoutTotal('MT')).toBe(18);
    expect(layoutTotal('MN')).toBe(18);
    expect(allNumbers(mb)).toHaveLength(27);
    expect(allNumbers(hcm)).toHaveLength(18);
  });

  it('accepts the published draws and refuses wrong shapes', () => {
    expect(vnResultSchema.safeParse(mb).success).toBe(true);
    expect(vnResultSchema.safeParse(hcm).success).toBe(true);
    // The same rows under the wrong region, a short G7, a 4-digit special prize.
    expect(vnResultSchema.safeParse({ ...mb, region: 'MN' }).success).toBe(false);
    const shortG7 = { ...mb, rows: mb.rows.map((r, i) => (i === 7 ? r.slice(1) : r)) };
    expect(vnResultSchema.safeParse(shortG7).success).toBe(false);
    const badDb = { ...hcm, rows: [['6037'], ...hcm.rows.slice(1)] };
    expect(vnResultSchema.safeParse(badDb).success).toBe(false);
  });
});

describe('winning number formats', () => {
  it('tells the three formats apart', () => {
    expect(parseWinningNumbers('1~2,3')).toEqual({ format: 'rows', rows: [['1'], ['2', '3']] });
    expect(parseWinningNumbers(' 03, 17 ,22 ')).toEqual({ format: 'list', numbers: ['03', '17', '22'] });
    expect(parseWinningNumbers('031429')).toEqual({ format: 'digits', digits: '031429' });
    for (const bad of ['', '12,,3', '1~', 'a1', '1 2', '12;13']) expect(parseWinningNumbers(bad)).toBeNull();
  });

  it('round-trips every format', () => {
    for (const text of [XSMB_2026_09_15, '03,17,22', '760372']) {
      const parsed = parseWinningNumbers(text);
      expect(parsed).not.toBeNull();
      if (parsed) expect(formatWinningNumbers(parsed)).toBe(text);
    }
  });

  it('reads a full draw from rows or from a flat list in prize order', () => {
    expect(parseVnResult(XSMB_2026_09_15, 'MB')).toEqual(mb);
    expect(parseVnResult(XSMN_HCM_2026_09_28, 'MN')).toEqual(hcm);
    const list = formatVnResult(hcm, 'list');
    expect(list.startsWith('760372,57769,10072,49513,21219,74569')).toBe(true);
    expect(parseVnResult(list, 'MN')).toEqual(hcm);
    expect(formatVnResult(mb, 'rows')).toBe(XSMB_2026_09_15);
    expect(formatVnResult(mb, 'digits')).toBe('31429');
  });

  it('refuses texts that do not make a draw of the region', () => {
    expect(() => parseVnResult('31429', 'MB')).toThrow(RangeError);
    expect(() => parseVnResult(XSMB_2026_09_15, 'MN')).toThrow(/9 prize rows/);
    expect(() => parseVnResult(formatVnResult(mb, 'list'), 'MT')).toThrow(/expected 18 numbers/);
    expect(() => parseVnResult(XSMB_2026_09_15.replace('31429', '3142'), 'MB')).toThrow(/5 digits/);
  });
});
