/**
 * The vendor our own lottery's lines are filed under, as the lottery menu launches them: keno on
 * the e-lottery vendor, every VN game (traditional and fast) on the VN lotto vendor. The betting
 * record's repository applies it in SQL to each line's lottery game.
 */
export const LOTTERY_VENDORS = { keno: 'ELK', vn: 'TCG_LOTTO_VN' } as const;
