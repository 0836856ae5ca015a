import { VN_LAYOUTS, type VnRegion, type VnResult, vnResultSchema } from './structure.ts';

/**
 * The three winning-number texts lottery items carry (SPEC §3):
 * - rows: comma lists per prize row joined by "~", DB first ("31429~56141~63539,52989~…");
 * - list: one comma list ("03,17,22,…" or every prize number in DB, G1, … order);
 * - digits: a plain digit string ("31429"), e.g. a special prize on its own.
 */
export type WinningNumbers =
  | { format: 'rows'; rows: string[][] }
  | { format: 'list'; numbers: string[] }
  | { format: 'digits'; digits: string };

const DIGITS = /^\d+$/;

function splitList(text: string): string[] | null {
  const items = text.split(',').map((s) => s.trim());
  return items.every((s) => DIGITS.test(s)) ? items : null;
}

/** Recognises one of the three formats; null for anything else (empty items, letters, …). */
export function parseWinningNumbers(text: string): WinningNumbers | null {
  const trimmed = text.trim();
  if (trimmed.includes('~')) {
    const rows = trimmed.split('~').map(splitList);
    return rows.every((r) => r !== null) ? { format: 'rows', rows: rows as string[][] } : null;
  }
  if (trimmed.includes(',')) {
    const numbers = splitList(trimmed);
    return numbers ? { format: 'list', numbers } : null;
  }
  return DIGITS.test(trimmed) ? { format: 'digits', digits: trimmed } : null;
}

export function formatWinningNumbers(value: WinningNumbers): string {
  if (value.format === 'rows') return value.rows.map((r) => r.join(',')).join('~');
  if (value.format === 'list') return value.numbers.join(',');
  return value.digits;
}

/**
 * Reads a full draw of `region` from the rows or the list format (the list in DB, G1, … order,
 * cut into rows by the region's layout). Throws a RangeError naming the problem otherwise; a plain
 * digit string holds too little to make a draw.
 */
export function parseVnResult(text: string, region: VnRegion): VnResult {
  const parsed = parseWinningNumbers(text);
  if (!parsed || parsed.format === 'digits') throw new RangeError('not a full draw: expected rows or a list');
  let rows: string[][];
  if (parsed.format === 'rows') {
    rows = parsed.rows;
  } else {
    let at = 0;
    rows = VN_LAYOUTS[region].map((spec) => {
      const slice = parsed.numbers.slice(at, at + spec.count);
      at += spec.count;
      return slice;
    });
    if (at !== parsed.numbers.length)
      throw new RangeError(`expected ${at} numbers, got ${parsed.numbers.length}`);
  }
  const checked = vnResultSchema.safeParse({ region, rows });
  if (!checked.success) throw new RangeError(checked.error.issues[0]?.message ?? 'invalid draw');
  return checked.data;
}

/** Writes a draw in one of the three formats (digits: the special prize alone). */
export function formatVnResult(result: VnResult, format: WinningNumbers['format']): string {
  if (format === 'rows') return formatWinningNumbers({ format, rows: result.rows });
  if (format === 'list') return formatWinningNumbers({ format, numbers: result.rows.flat() });
  return result.rows[0]?.[0] ?? '';
}
