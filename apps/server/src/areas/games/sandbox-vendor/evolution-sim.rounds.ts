import { randomBytes } from 'node:crypto';
import { minorToDecimal } from '../vendors/vendor-amount.ts';
import type { EvoAnswer, EvolutionCaller } from './evolution-sim.client.ts';
import type { SimTable } from './evolution-sim.tables.ts';

export interface EvoPlayer {
  sid: string;
  userId: string;
  currency: string;
}

/** Evolution's ids: a game (round) id, a transaction id, a bet reference, a call's uuid. */
export const newId = () => randomBytes(8).toString('hex');

/**
 * How the simulator plays live rounds against a merchant, call by call as One Wallet has them:
 * check, balance, debit on the bet, credit at the result (zero on a loss); and the irregular
 * sequences a live studio produces (retries, duplicates, a debit whose answer timed out and is
 * cancelled, a credit after that cancel).
 */
export function evolutionRounds(caller: EvolutionCaller, table: SimTable) {
  const game = (gameId: string) => ({
    id: gameId,
    type: table.gameType,
    details: { table: { id: table.id, vid: null } },
  });
  const tx = (p: EvoPlayer, gameId: string, refId: string, minor: bigint, id = newId()) => ({
    sid: p.sid,
    userId: p.userId,
    uuid: newId(),
    currency: p.currency,
    game: game(gameId),
    transaction: { id, refId, amount: minorToDecimal(minor) },
  });

  return {
    tx,

    /** The player's session is checked, then the balance read, as when the table opens. */
    async open(p: EvoPlayer): Promise<{ check: EvoAnswer; balance?: EvoAnswer }> {
      const check = await caller.call('check', {
        sid: p.sid,
        userId: p.userId,
        uuid: newId(),
        channel: { type: 'P' },
      });
      if (check.status !== 'OK') return { check };
      const balance = await caller.call('balance', {
        sid: p.sid,
        userId: p.userId,
        uuid: newId(),
        currency: p.currency,
        game: null,
      });
      return { check, balance };
    },

    /** One round: the debit, then the credit of what it won (zero on a loss), each retried if need be. */
    async play(p: EvoPlayer, stake: bigint, win: bigint) {
      const gameId = newId();
      const refId = newId();
      const debit = await caller.retried('debit', tx(p, gameId, refId, stake));
      if (debit.status !== 'OK') return { gameId, debit };
      const credit = await caller.retried('credit', tx(p, gameId, refId, win));
      return { gameId, debit, credit };
    },

    /** Every call of a round sent twice, as after lost answers: the repeats change nothing. */
    async playTwice(p: EvoPlayer, stake: bigint, win: bigint) {
      const gameId = newId();
      const refId = newId();
      const debit = tx(p, gameId, refId, stake);
      const credit = tx(p, gameId, refId, win);
      const debits = [await caller.call('debit', debit), await caller.call('debit', debit)];
      const credits = [await caller.call('credit', credit), await caller.call('credit', credit)];
      return { gameId, debits, credits };
    },

    /** The same debit `n` times at once (a studio's retry storm), then its credit. */
    async burst(p: EvoPlayer, stake: bigint, win: bigint, n = 50) {
      const gameId = newId();
      const refId = newId();
      const debit = tx(p, gameId, refId, stake);
      const debits = await Promise.all(Array.from({ length: n }, () => caller.call('debit', debit)));
      const credit = await caller.retried('credit', tx(p, gameId, refId, win));
      return { gameId, refId, debits, credit };
    },

    /**
     * The debit's answer never came back in time: Evolution cancels that bet (twice, as its retry
     * would), and the round's result, if it still arrives, is refused as settled.
     */
    async timedOutDebit(p: EvoPlayer, stake: bigint, win: bigint) {
      const gameId = newId();
      const refId = newId();
      const debit = await caller.call('debit', tx(p, gameId, refId, stake));
      const cancel = tx(p, gameId, refId, stake);
      const cancels = [await caller.call('cancel', cancel), await caller.call('cancel', cancel)];
      const lateCredit = await caller.call('credit', tx(p, gameId, refId, win));
      return { gameId, debit, cancels, lateCredit };
    },

    /** A cancel overtakes its debit (the debit never reached the merchant); the debit, arriving late, is refused. */
    async cancelBeforeDebit(p: EvoPlayer, stake: bigint) {
      const gameId = newId();
      const refId = newId();
      const cancel = await caller.call('cancel', tx(p, gameId, refId, stake));
      const lateDebit = await caller.call('debit', tx(p, gameId, refId, stake));
      return { gameId, cancel, lateDebit };
    },
  };
}
