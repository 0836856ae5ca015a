import { sql } from 'kysely';

/**
 * The vendor our own lottery's lines are filed under, as the lottery menu launches them: keno on
 * the e-lottery vendor, every VN game (traditional and fast) on the VN lotto vendor. `lg` is the
 * lottery game of the line.
 */
export const LOTTERY_VENDORS = { keno: 'ELK', vn: 'TCG_LOTTO_VN' } as const;

export const LOTTERY_VENDOR_SQL = sql<string>`(case lg.kind when 'keno' then ${LOTTERY_VENDORS.keno}::text else ${LOTTERY_VENDORS.vn}::text end)`;
