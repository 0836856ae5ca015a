import { AppError } from '../../../../plugins/errors.ts';
import type { SeamlessService } from '../../seamless/seamless.service.ts';
import type { MoneyAnswer } from '../../seamless/seamless-call.ts';
import { decimalToMinor, minorToDecimal } from '../vendor-amount.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { type Call, codeForCore, describe, PP, PpError } from './pragmatic.errors.ts';
import type {
  authenticateParams,
  balanceParams,
  balancePerGameParams,
  betParams,
  bonusWinParams,
  endRoundParams,
  jackpotWinParams,
  promoWinParams,
  refundParams,
  resultParams,
} from './pragmatic.schemas.ts';

/** Pragmatic Play's code in the catalog, the ledger and the seamless core. */
export const PRAGMATIC = 'PRAGMATIC';

type P<T extends { parse: (v: unknown) => unknown }> = ReturnType<T['parse']>;

const ok = { error: PP.SUCCESS, description: describe(PP.SUCCESS) };

const minorOf = (text: string) => {
  const minor = decimalToMinor(text);
  if (minor === null) throw new PpError(PP.BAD_PARAMETERS);
  return minor;
};

const memberOf = (userId: string) => {
  // Our answers' userId is the member id; anything else names nobody here.
  if (!/^\d{1,18}$/.test(userId)) throw new PpError(PP.PLAYER_NOT_FOUND);
  return BigInt(userId);
};

/** Runs a core call and turns its refusals into Pragmatic codes (the balance rides on error 1). */
async function core<T>(call: Call, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const extra: Record<string, unknown> = {};
    const value = err.value as { balance?: number; currency?: string } | null;
    if (err.code === 'INSUFFICIENT_FUNDS' && value?.balance !== undefined) {
      Object.assign(extra, { cash: minorToDecimal(value.balance), bonus: 0, currency: value.currency });
    }
    throw new PpError(codeForCore(err.code, call), extra);
  }
}

const who = (c: VendorConnection, userId: string) => ({
  merchantId: c.merchantId,
  memberId: memberOf(userId),
});
const txId = (c: VendorConnection, ...parts: string[]) => [c.merchantCode, ...parts].join(':');

/** What every call needs: the player's balance now, and money calls answered in Pragmatic's fields. */
function walletBasics(seamless: SeamlessService) {
  async function balance(c: VendorConnection, p: { userId: string }) {
    const session = await core('balance', () => seamless.session(PRAGMATIC, who(c, p.userId)));
    const cash = await core('balance', () => seamless.balanceOf(session));
    return { currency: session.currency, cash: minorToDecimal(cash), bonus: 0, ...ok };
  }

  /** Cash as the player has it now: repeats answer the live balance too, with their first id. */
  async function money(c: VendorConnection, userId: string, call: Call, run: () => Promise<MoneyAnswer>) {
    const answer = await core(call, run);
    const now = await balance(c, { userId });
    return { transactionId: answer.transactionId, currency: now.currency, cash: now.cash, bonus: 0 };
  }

  /** Bonus, jackpot and promotion wins: a credit of their own; a zero win is a loss and moves nothing. */
  async function credit(
    c: VendorConnection,
    p: { userId: string; amount: string; reference: string; gameId?: string | undefined },
    bonusId: string,
  ) {
    const amount = minorOf(p.amount);
    if (amount === 0n) return { transactionId: txId(c, p.reference), ...(await balance(c, p)) };
    const input = {
      token: '',
      transactionId: txId(c, p.reference),
      bonusId,
      gameCode: p.gameId || undefined,
      amount,
      currency: '',
    };
    const answer = await money(c, p.userId, 'credit', () =>
      seamless.bonusWin(PRAGMATIC, input, who(c, p.userId)),
    );
    return { ...answer, ...ok };
  }

  return { balance, money, credit };
}

/** A round's calls: its stake, its result, its refund and its end. */
function roundCalls(seamless: SeamlessService, { money, balance }: ReturnType<typeof walletBasics>) {
  const win = (
    c: VendorConnection,
    p: { userId: string; gameId: string; roundId: string },
    id: string,
    amount: bigint,
  ) =>
    seamless.win(
      PRAGMATIC,
      {
        token: '',
        transactionId: id,
        roundId: p.roundId,
        gameCode: p.gameId,
        amount,
        currency: '',
        roundClosed: true,
      },
      who(c, p.userId),
    );
  return {
    async bet(c: VendorConnection, p: P<typeof betParams>) {
      const session = await core('bet', () => seamless.session(PRAGMATIC, who(c, p.userId)));
      if (session.member_status !== 'active') throw new PpError(PP.PLAYER_FROZEN);
      const input = {
        token: '',
        transactionId: txId(c, p.reference),
        roundId: p.roundId,
        gameCode: p.gameId,
        amount: minorOf(p.amount),
        currency: '',
      };
      const answer = await money(c, p.userId, 'bet', () => seamless.bet(PRAGMATIC, input, who(c, p.userId)));
      return { ...answer, usedPromo: 0, ...ok };
    },

    /** A result closes its round; later results still add to it, a refund no longer applies. */
    async result(c: VendorConnection, p: P<typeof resultParams>) {
      const amount = minorOf(p.amount);
      const answer = await money(c, p.userId, 'result', () => win(c, p, txId(c, p.reference), amount));
      return { ...answer, ...ok };
    },

    /**
     * Cancels the bet `reference` names. An unknown bet is answered success and moves nothing (it
     * is refused if it arrives later); a bet whose round already has its result is not refunded.
     */
    async refund(c: VendorConnection, p: P<typeof refundParams>) {
      const input = {
        token: '',
        transactionId: txId(c, 'refund', p.reference),
        referenceTransactionId: txId(c, p.reference),
        roundId: p.roundId ?? '-',
        gameCode: undefined,
        currency: '',
      };
      const answer = await core('refund', () =>
        seamless.rollback(PRAGMATIC, input, who(c, p.userId), { refuseAfterWin: true }),
      );
      return { transactionId: answer.transactionId, ...ok };
    },

    /** Closes the round; no money moves. Repeats, and an already closed round, answer success. */
    async endRound(c: VendorConnection, p: P<typeof endRoundParams>) {
      await core('endRound', () => win(c, p, txId(c, 'endRound', p.roundId), 0n));
      const b = await balance(c, p);
      return { cash: b.cash, bonus: b.bonus, ...ok };
    },
  };
}

/**
 * Pragmatic Play's Seamless Wallet calls mapped onto the seamless core, for one merchant's
 * connection: the same ledger, rounds and exactly-once rules as every seamless vendor. A
 * Pragmatic `reference` is the core's transaction id (prefixed by the merchant, as references are
 * unique per Pragmatic account only); a refund is a rollback of the bet it names; bonus, jackpot
 * and promotion wins are bonus credits. Players are named by userId, the member id answered by
 * authenticate; the member's newest Pragmatic session is theirs.
 */
export function pragmaticWallet(seamless: SeamlessService) {
  const basics = walletBasics(seamless);
  const { balance, credit } = basics;
  return {
    async authenticate(c: VendorConnection, p: P<typeof authenticateParams>) {
      const session = await core('authenticate', () => seamless.session(PRAGMATIC, p.token));
      // A token of another merchant's launch is as unknown as a made-up one.
      if (session.merchant_id !== c.merchantId || session.expires_at <= new Date()) {
        throw new PpError(PP.AUTHENTICATION_FAILED);
      }
      if (session.member_status !== 'active') throw new PpError(PP.PLAYER_FROZEN);
      const cash = await seamless.balanceOf(session);
      const userId = session.member_id.toString();
      return {
        userId,
        currency: session.currency,
        cash: minorToDecimal(cash),
        bonus: 0,
        token: p.token,
        ...ok,
      };
    },

    balance: (c: VendorConnection, p: P<typeof balanceParams>) => balance(c, p),

    /** Every game plays on the one cash balance here: each listed game gets it. */
    async balancePerGame(c: VendorConnection, p: P<typeof balancePerGameParams>) {
      const b = await balance(c, p);
      const games = [...new Set(p.gameIdList.split(',').map((g) => g.trim()))].filter((g) => g !== '');
      return {
        gamesBalances: games.map((gameID) => ({ gameID, cash: b.cash, bonus: b.bonus })),
        ...ok,
      };
    },

    ...roundCalls(seamless, basics),

    bonusWin: (c: VendorConnection, p: P<typeof bonusWinParams>) => credit(c, p, `frb:${p.bonusCode}`),

    jackpotWin: (c: VendorConnection, p: P<typeof jackpotWinParams>) =>
      credit(c, p, `jackpot:${p.jackpotId}`),

    async promoWin(c: VendorConnection, p: P<typeof promoWinParams>) {
      const session = await core('credit', () => seamless.session(PRAGMATIC, who(c, p.userId)));
      if (session.currency !== p.currency) throw new PpError(PP.BAD_PARAMETERS);
      return credit(c, p, `promo:${p.campaignType}:${p.campaignId}`);
    },
  };
}

export type PragmaticWallet = ReturnType<typeof pragmaticWallet>;
