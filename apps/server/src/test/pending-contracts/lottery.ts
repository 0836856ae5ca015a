/** Lottery calls still registered without a shared contract; this list only shrinks. */
export const pendingLottery: string[] = [];
