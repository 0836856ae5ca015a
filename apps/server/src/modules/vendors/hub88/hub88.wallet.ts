import { AppError } from '../../../plugins/errors.ts';
import type { WalletSessionRow } from '../../seamless/seamless.repository.ts';
import type { MoneyAnswer, SeamlessService } from '../../seamless/seamless.service.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import { hub88ToMinor, minorToHub88 } from './hub88.amount.ts';
import type { BetBody, RollbackBody, UserBalanceBody, UserInfoBody, WinBody } from './hub88.schemas.ts';
import { RS, RsError, statusForCore } from './hub88.status.ts';

/** Hub88's code in the catalog, the ledger and the seamless core. */
export const HUB88 = 'HUB88';

/** What the adapter needs of the core's stored calls: a call under an id, and whether it was rolled back. */
export interface StoredCalls {
  find(vendor: string, transactionId: string): Promise<{ action: string } | undefined>;
  rolledBack(vendor: string, transactionId: string): Promise<boolean>;
}

/**
 * The member as Hub88 knows them: the member id, written with at least six digits because
 * Hub88 asks for user ids of four characters or more.
 */
export const hub88User = (memberId: bigint) => memberId.toString().padStart(6, '0');

const memberOf = (user: string) => {
  if (!/^\d{4,18}$/.test(user)) throw new RsError(RS.INVALID_TOKEN);
  return BigInt(user);
};

async function core<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
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
 * bet its reference_transaction_uuid names; a win must name a bet that was booked and not rolled
 * back. Tokens are the wallet sessions' tokens; their expiry is checked on bets only, as wins and
 * rollbacks may come after the session ended.
 */
export function hub88Wallet(seamless: SeamlessService, stored: StoredCalls) {
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

    /** A stake; a free bet (is_free) stakes nothing of the player's and only opens the round. */
    async bet(c: VendorConnection, b: BetBody) {
      const session = await sessionOf(c, b.token, b.user);
      if (session.member_status !== 'active') throw new RsError(RS.USER_DISABLED);
      const input = {
        token: b.token,
        transactionId: txId(c, b.transaction_uuid),
        roundId: b.round,
        gameCode: b.game_code,
        amount: b.is_free ? 0n : hub88ToMinor(b.amount),
        currency: b.currency,
      };
      return answered(await core(() => seamless.bet(HUB88, input)));
    },

    /** A win on the round of the bet it names; that bet must have been booked and not rolled back. */
    async win(c: VendorConnection, b: WinBody) {
      await sessionOf(c, b.token, b.user);
      const betId = txId(c, b.reference_transaction_uuid);
      const bet = await stored.find(HUB88, betId);
      if (bet?.action !== 'bet' || (await stored.rolledBack(HUB88, betId))) {
        throw new RsError(RS.TRANSACTION_DOES_NOT_EXIST);
      }
      const input = {
        token: b.token,
        transactionId: txId(c, b.transaction_uuid),
        roundId: b.round,
        gameCode: b.game_code,
        amount: hub88ToMinor(b.amount),
        currency: b.currency,
        roundClosed: b.round_closed ?? false,
      };
      return answered(await core(() => seamless.win(HUB88, input)));
    },

    /**
     * Cancels the bet reference_transaction_uuid names, once. A bet not (yet) booked is answered
     * RS_OK with the balance and moves nothing; that bet is refused if it arrives later.
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
      return answered(await core(() => seamless.rollback(HUB88, input)));
    },
  };
}

export type Hub88Wallet = ReturnType<typeof hub88Wallet>;
