/** A spin the simulator played, as its round detail page shows it. */
export interface PlayedSpin {
  roundId: string;
  /** The merchant's secure login the spin was played under. */
  login: string;
  /** The player as the merchant named it in authenticate. */
  userId: string;
  symbol: string;
  gameName: string;
  stake: bigint;
  win: bigint;
  currency: string;
  at: Date;
}

const MAX_KEPT = 5_000;

/**
 * The rounds the simulator played since it started (newest kept), for OpenHistory: a round is
 * shown only to the merchant and player it was played for, as Pragmatic's history is.
 */
export function spinBook() {
  const spins = new Map<string, PlayedSpin>();
  return {
    keep(s: PlayedSpin) {
      spins.set(s.roundId, s);
      if (spins.size > MAX_KEPT) {
        const oldest = spins.keys().next().value;
        if (oldest !== undefined) spins.delete(oldest);
      }
    },
    find(login: string, userId: string, roundId: string): PlayedSpin | undefined {
      const s = spins.get(roundId);
      return s && s.login === login && s.userId === userId ? s : undefined;
    },
    get: (roundId: string) => spins.get(roundId),
  };
}
