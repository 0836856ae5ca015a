import { AppError } from '../../../../plugins/errors.ts';
import type { WalletSessionRow } from '../../seamless/seamless.repository.ts';
import type { SeamlessService } from '../../seamless/seamless.service.ts';
import type { MoneyAnswer } from '../../seamless/seamless-call.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { hub88StakeToMinor, minorToHub88, splitHub88 } from './hub88.amount.ts';
import type { BetBody, RollbackBody, UserBalanceBody, UserInfoBody, WinBody } from './hub88.schemas.ts';
import { RS, RsError, statusForCore } from './hub88.status.ts';

/** Hub88's code in the catalog, the ledger and the seamless core. */
export const HUB88 = 'HUB88';

/**
 * The member as Hub88 knows them: the member id, written with at least six digits because
 * Hub88 asks for user ids of four characters or more.
 */
export const hub88User = (memberId: bigint) => memberId.toString().padStart(6, '0');

const memberOf = (user: string) => {
  if (!/^\d{4,18}$/.test(user)) throw new RsError(RS.INVALID_TOKEN);
  return BigInt(user);
};

async function core<T>(run: () => Promise<T>, call: 'rollback' | 'other' = 'other'): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    // A rollback of a bet whose round already has its win: Hub88 names no status for it.
    if (call === 'rollback' && err.code === 'ROUND_CLOSED') throw new RsError(RS.UNKNOWN);
    const value = err.value as { balance?: number; currency?: string } | null;
    const balance =
      err.code === 'INSUFFICIENT_FUNDS' && value?.balance !== undefined && value.currency
        ? { minor: value.balance, currency: value.currency }
        : undefined;
    throw new RsError(statusForCore(err.code), balance);
  }
}

const txId = (c: VendorConnection, uuid: string) => `${c.merchantCode}:${uuid}`;

/** What every money answer carries besides user, status and request_uuid. */
const answered = (a: MoneyAnswer) => ({ currency: a.currency, balance: minorToHub88(a.balance) });

/**
 * Hub88's Wallet API (the operator side) mapped onto the seamless core for one merchant's
 * connection: the same ledger, rounds and exactly-once rules as every seamless vendor. A
 * transaction_uuid is the core's transaction id (prefixed by the merchant); a rollback cancels the
 * bet its reference_transaction_uuid names while that bet's round has no win; a win must name a bet
 * that was booked and not rolled back. Tokens are the wallet sessions' tokens; their expiry is
 * checked on bets only, as wins and rollbacks may come after the session ended. The decisions for
 * the cases Hub88's rules leave open are in docs/vendors/hub88.md.
 */
export function hub88Wallet(seamless: SeamlessService) {
  /** The session behind a token, which must be this merchant's and this user's. */
  async function sessionOf(c: VendorConnection, token: string, user: string): Promise<WalletSessionRow> {
    const session = await core(() => seamless.session(HUB88, token));
    if (session.merchant_id !== c.merchantId || session.member_id !== memberOf(user)) {
      throw new RsError(RS.INVALID_TOKEN);
    }
    return session;
  }

  return {
    /** The player's details; we share none beyond the id and the brand (sub-partner). */
    async userInfo(c: VendorConnection, b: UserInfoBody) {
      const session = await core(() =>
        seamless.session(HUB88, { merchantId: c.merchantId, memberId: memberOf(b.user) }),
      );
      return {
        ...(c.providerId ? { sub_partner_id: c.providerId } : {}),
        user: hub88User(session.member_id),
      };
    },

    async balance(c: VendorConnection, b: UserBalanceBody) {
      const session = await sessionOf(c, b.token, b.user);
      const minor = await core(() => seamless.balanceOf(session));
      return { currency: session.currency, balance: minorToHub88(minor) };
    },

    /**
     * A stake; a free bet (is_free) stakes nothing of the player's and only opens the round. A
     * supplier promotion's bet (is_supplier_promo, zero by Hub88's rule) is a free bet that may
     * name a round already closed and an ended session, and is taken from a locked player too: it
     * only gives the promotion's win a bet to name.
     */
    async bet(c: VendorConnection, b: BetBody) {
      const session = await sessionOf(c, b.token, b.user);
      const promotion = b.is_supplier_promo === true;
      if (!promotion && session.member_status !== 'active') throw new RsError(RS.USER_DISABLED);
      const input = {
        token: b.token,
        transactionId: txId(c, b.transaction_uuid),
        roundId: b.round,
        gameCode: b.game_code,
        amount: b.is_free || promotion ? 0n : hub88StakeToMinor(b.amount),
        currency: b.currency,
      };
      return answered(await core(() => seamless.bet(HUB88, input, undefined, { promotion })));
    },

    /**
     * A win on the round of the bet it names; that bet must have been booked and not rolled back,
     * checked under the bet's lock so a rollback crossing the win is seen. An amount finer than a
     * minor unit is booked to the minor unit below (Hub88 retries a win until it is accepted).
     */
    async win(c: VendorConnection, b: WinBody) {
      await sessionOf(c, b.token, b.user);
      const { minor, exact } = splitHub88(b.amount);
      const input = {
        token: b.token,
        transactionId: txId(c, b.transaction_uuid),
        roundId: b.round,
        gameCode: b.game_code,
        amount: minor,
        currency: b.currency,
        roundClosed: b.round_closed ?? false,
      };
      const opts = {
        betTransactionId: txId(c, b.reference_transaction_uuid),
        promotion: b.is_supplier_promo === true,
        ...(exact ? {} : { vendorAmount: `HUB88:${b.amount}` }),
      };
      return answered(await core(() => seamless.win(HUB88, input, undefined, opts)));
    },

    /**
     * Cancels the bet reference_transaction_uuid names, once. A bet not (yet) booked is answered
     * RS_OK with the balance and moves nothing; that bet is refused if it arrives later. A bet a win
     * names (zero included) is not refunded: RS_ERROR_UNKNOWN, nothing moves; the other bets of
     * its round still are.
     */
    async rollback(c: VendorConnection, b: RollbackBody) {
      const session = await sessionOf(c, b.token, b.user);
      const input = {
        token: b.token,
        transactionId: txId(c, `rollback:${b.transaction_uuid}`),
        referenceTransactionId: txId(c, b.reference_transaction_uuid),
        roundId: b.round,
        gameCode: b.game_code ?? undefined,
        // Hub88's rollback names no currency: the session's own is the one in force.
        currency: session.currency,
      };
      return answered(
        await core(() => seamless.rollback(HUB88, input, undefined, { refuseAfterOwnWin: true }), 'rollback'),
      );
    },
  };
}

export type Hub88Wallet = ReturnType<typeof hub88Wallet>;
