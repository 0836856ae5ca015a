/** Settled-bet figures of one member and category over a range. */
export interface BetFigures {
  memberId: bigint;
  category: string;
  validBet: bigint;
  payout: bigint;
  betCount: bigint;
}

/** Settled-bet figures of one member over a range, all categories together. */
export type MemberFigures = Omit<BetFigures, 'category'>;
