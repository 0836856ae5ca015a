import { randomBytes, randomInt } from 'node:crypto';
import type { PpAnswer, PragmaticCaller } from './pragmatic-sim.client.ts';

export interface SimPlayer {
  token: string;
  userId: string;
}

export interface SimRound {
  roundId: string;
  bet: PpAnswer;
  result?: PpAnswer;
  end?: PpAnswer;
}

/** Pragmatic's round ids are longs; references are unique strings of up to 32 characters. */
export const newRoundId = () => `${Date.now()}${randomInt(100_000, 1_000_000)}`;
export const newReference = () => randomBytes(12).toString('hex');

/**
 * How the simulator plays rounds against a merchant, call by call as Pragmatic documents them:
 * bet, result, endRound; and the irregular sequences a real game server produces (a retried call,
 * a bet whose answer was lost and is refunded, a result that overtakes its bet).
 */
export function pragmaticRounds(caller: PragmaticCaller, gameId: string) {
  const stamp = () => String(Date.now());
  const base = (p: SimPlayer, roundId: string) => ({ userId: p.userId, token: p.token, gameId, roundId });
  const betParams = (p: SimPlayer, roundId: string, reference: string, amount: string) => ({
    ...base(p, roundId),
    amount,
    reference,
    timestamp: stamp(),
    roundDetails: 'spin',
    platform: 'WEB',
    language: 'en',
  });
  const resultParams = (p: SimPlayer, roundId: string, reference: string, amount: string) => ({
    ...base(p, roundId),
    amount,
    reference,
    timestamp: stamp(),
    roundDetails: 'spin',
    platform: 'WEB',
  });

  return {
    /** Opens the game: the player's id and wallet as the merchant answers authenticate. */
    async open(token: string): Promise<PpAnswer & { player?: SimPlayer }> {
      const a = await caller.call('authenticate', { token, gameId });
      return a.error === 0 && a.userId ? { ...a, player: { token, userId: a.userId } } : a;
    },

    /** One regular round; every money call is retried with the same parameters if need be. */
    async play(p: SimPlayer, stake: string, win: string): Promise<SimRound> {
      const roundId = newRoundId();
      const bet = await caller.retried('bet', betParams(p, roundId, newReference(), stake));
      if (bet.error !== 0) return { roundId, bet };
      const result = await caller.retried('result', resultParams(p, roundId, newReference(), win));
      const end = await caller.retried('endRound', { ...base(p, roundId), roundDetails: 'spin' });
      return { roundId, bet, result, end };
    },

    /** A round whose every call is sent twice, as after a lost answer: the repeat must change nothing. */
    async playTwice(p: SimPlayer, stake: string, win: string) {
      const roundId = newRoundId();
      const bet = betParams(p, roundId, newReference(), stake);
      const result = resultParams(p, roundId, newReference(), win);
      const bets = [await caller.call('bet', bet), await caller.call('bet', bet)];
      const results = [await caller.call('result', result), await caller.call('result', result)];
      const ends = [
        await caller.call('endRound', base(p, roundId)),
        await caller.call('endRound', base(p, roundId)),
      ];
      return { roundId, bets, results, ends };
    },

    /** The bet's answer never came back: Pragmatic refunds that bet (twice, as its retry would). */
    async timedOutBet(p: SimPlayer, stake: string) {
      const roundId = newRoundId();
      const reference = newReference();
      const bet = await caller.call('bet', betParams(p, roundId, reference, stake));
      const refund = { userId: p.userId, reference, amount: stake, gameId, roundId, timestamp: stamp() };
      return {
        roundId,
        bet,
        refunds: [await caller.call('refund', refund), await caller.call('refund', refund)],
      };
    },

    /** A refund for a bet that never reached the merchant. */
    async refundUnknown(p: SimPlayer, stake: string) {
      const reference = newReference();
      return caller.call('refund', {
        userId: p.userId,
        reference,
        amount: stake,
        gameId,
        roundId: newRoundId(),
      });
    },

    /** The result overtakes its bet: it is asked to be retried, and the retry after the bet lands. */
    async resultBeforeBet(p: SimPlayer, stake: string, win: string) {
      const roundId = newRoundId();
      const result = resultParams(p, roundId, newReference(), win);
      const early = await caller.call('result', result);
      const bet = await caller.call('bet', betParams(p, roundId, newReference(), stake));
      const retry = await caller.call('result', result);
      return { roundId, early, bet, retry };
    },

    betParams,
    resultParams,
  };
}
