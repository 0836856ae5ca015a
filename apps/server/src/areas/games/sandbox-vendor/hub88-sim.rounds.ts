import { randomUUID } from 'node:crypto';
import type { Hub88Call, Hub88Caller, RsAnswer } from './hub88-sim.client.ts';

export interface Hub88Player {
  token: string;
  user: string;
  currency: string;
}

export const newUuid = () => randomUUID();

/** Statuses after which Hub88 does not roll a bet back: the bet was clearly refused. */
const CLEAN_REFUSALS = new Set(['RS_ERROR_NOT_ENOUGH_MONEY', 'RS_ERROR_LIMIT_REACHED']);

/** The bodies of the wallet calls Hub88 sends for a game: a bet, the win naming it, a rollback. */
function callBodies(gameCode: string) {
  const betBody = (p: Hub88Player, round: string, uuid: string, amount: number) => ({
    user: p.user,
    token: p.token,
    transaction_uuid: uuid,
    supplier_transaction_id: `sim-${uuid}`,
    round,
    round_closed: false,
    game_code: gameCode,
    currency: p.currency,
    amount,
    bet: 'spin',
    is_free: false,
    is_aggregated: false,
  });
  const winBody = (p: Hub88Player, round: string, uuid: string, betUuid: string, amount: number) => ({
    ...betBody(p, round, uuid, amount),
    reference_transaction_uuid: betUuid,
    round_closed: true,
  });
  const rollbackBody = (p: Hub88Player, round: string, uuid: string, betUuid: string) => ({
    user: p.user,
    token: p.token,
    transaction_uuid: uuid,
    supplier_transaction_id: `sim-${uuid}`,
    round,
    round_closed: true,
    reference_transaction_uuid: betUuid,
    game_code: gameCode,
  });
  return { betBody, winBody, rollbackBody };
}

/**
 * How the simulator plays rounds against a merchant, call by call as Hub88 documents them: a bet,
 * then a win naming it (retried until it is accepted); a bet without a clear answer (timeout,
 * network failure, an unexpected status) is rolled back, and the rollback retried until accepted.
 */
export function hub88Rounds(caller: Hub88Caller, gameCode: string) {
  const { betBody, winBody, rollbackBody } = callBodies(gameCode);

  /** The same call again (same ids) until it is accepted or the attempts run out. */
  async function untilOk(path: Hub88Call, body: Record<string, unknown>, attempts = 3): Promise<RsAnswer> {
    let last: RsAnswer | undefined;
    let failure: unknown;
    for (let i = 0; i < attempts; i++) {
      try {
        last = await caller.call(path, body);
        if (last.status === 'RS_OK') return last;
      } catch (err) {
        failure = err;
      }
    }
    if (last) return last;
    throw failure;
  }

  async function rollback(p: Hub88Player, round: string, betUuid: string) {
    return untilOk('/transaction/rollback', rollbackBody(p, round, newUuid(), betUuid));
  }

  return {
    /** Opens the game: the wallet as the merchant answers it for the launch's token. */
    open: (p: Hub88Player) =>
      caller.call('/user/balance', { user: p.user, token: p.token, game_code: gameCode }),

    /** One regular round: bet, then its win (zero for a loss) closing the round. */
    async play(p: Hub88Player, stake: number, win: number) {
      const round = newUuid();
      const betUuid = newUuid();
      let bet: RsAnswer | undefined;
      try {
        bet = await caller.call('/transaction/bet', betBody(p, round, betUuid, stake));
      } catch {
        bet = undefined;
      }
      if (bet?.status !== 'RS_OK') {
        if (bet && CLEAN_REFUSALS.has(bet.status)) return { round, bet };
        return { round, bet, rollback: await rollback(p, round, betUuid) };
      }
      const result = await untilOk('/transaction/win', winBody(p, round, newUuid(), betUuid, win));
      return { round, bet, win: result };
    },

    /** A round whose bet and win are each sent twice, as after lost answers. */
    async playTwice(p: Hub88Player, stake: number, win: number) {
      const round = newUuid();
      const betUuid = newUuid();
      const bet = betBody(p, round, betUuid, stake);
      const result = winBody(p, round, newUuid(), betUuid, win);
      const bets = [await caller.call('/transaction/bet', bet), await caller.call('/transaction/bet', bet)];
      const wins = [
        await caller.call('/transaction/win', result),
        await caller.call('/transaction/win', result),
      ];
      return { round, bets, wins };
    },

    /**
     * The bet's answer does not come back in time (the call is abandoned after `timeoutMs`, whether
     * or not the merchant booked it): Hub88 rolls it back, and sends the rollback twice as a retry
     * after a lost answer would.
     */
    async timedOutBet(p: Hub88Player, stake: number, timeoutMs: number) {
      const round = newUuid();
      const betUuid = newUuid();
      let bet: RsAnswer | null = null;
      try {
        bet = await caller.call('/transaction/bet', betBody(p, round, betUuid, stake), timeoutMs);
      } catch {
        bet = null;
      }
      const body = rollbackBody(p, round, newUuid(), betUuid);
      const rollbacks = [
        await caller.call('/transaction/rollback', body),
        await caller.call('/transaction/rollback', body),
      ];
      return { round, betUuid, bet, rollbacks };
    },

    betBody,
    winBody,
    rollbackBody,
  };
}
