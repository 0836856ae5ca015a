import { AppError } from '../../../../plugins/errors.ts';
import type { WalletSessionRow } from '../../seamless/seamless.repository.ts';
import type { SeamlessService } from '../../seamless/seamless.service.ts';
import { decimalToMinor, minorToDecimal } from '../vendor-amount.ts';
import type { VendorConnection } from '../vendor-credentials.service.ts';
import type { BalanceBody, CheckBody, TransactionBody } from './evolution.schemas.ts';
import { EVO, EvoError, statusForCore } from './evolution.status.ts';

/** Evolution's code in the catalog, the ledger and the seamless core. */
export const EVOLUTION = 'EVOLUTION';

/** What the adapter needs of the core's stored calls: whether one exists under an id. */
export interface StoredCalls {
  exists(vendor: string, transactionId: string): Promise<{ action: string; applied: boolean } | undefined>;
}

async function core<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const value = err.value as { balance?: number } | null;
    const balance =
      err.code === 'INSUFFICIENT_FUNDS' && value?.balance !== undefined ? value.balance : undefined;
    throw new EvoError(statusForCore(err.code), balance === undefined ? undefined : minorToDecimal(balance));
  }
}

const amountOf = (n: number) => {
  const minor = decimalToMinor(String(n));
  if (minor === null) throw new EvoError(EVO.INVALID_PARAMETER);
  return minor;
};

const ids = (c: VendorConnection, refId: string) => ({
  debit: `${c.merchantCode}:${refId}`,
  credit: `${c.merchantCode}:credit:${refId}`,
  cancel: `${c.merchantCode}:cancel:${refId}`,
});

/** The caller's session, balances, and where a bet stands. */
function evolutionBasics(seamless: SeamlessService, stored: StoredCalls) {
  async function sessionOf(c: VendorConnection, b: { sid: string; userId: string }) {
    const session = await core(() => seamless.session(EVOLUTION, b.sid));
    if (session.merchant_id !== c.merchantId) throw new EvoError(EVO.INVALID_SID);
    if (session.member_id.toString() !== b.userId) throw new EvoError(EVO.INVALID_PARAMETER);
    return session;
  }
  const balanceOf = async (session: WalletSessionRow) => minorToDecimal(await seamless.balanceOf(session));

  /** Where the bet `refId` stands: refusals for a settled, cancelled or missing bet. */
  async function settleable(c: VendorConnection, refId: string, session: WalletSessionRow) {
    const id = ids(c, refId);
    const [debit, credit, cancel] = await Promise.all([
      stored.exists(EVOLUTION, id.debit),
      stored.exists(EVOLUTION, id.credit),
      stored.exists(EVOLUTION, id.cancel),
    ]);
    if (credit || cancel) throw new EvoError(EVO.BET_ALREADY_SETTLED, await balanceOf(session));
    if (debit?.action !== 'bet') throw new EvoError(EVO.BET_DOES_NOT_EXIST, await balanceOf(session));
  }

  /**
   * A credit or cancel that found, under the bet's lock, the bet settled the other way in the
   * meantime (a cancel crossing a credit): BET_ALREADY_SETTLED, as when it is found before.
   */
  async function settled<T>(session: WalletSessionRow, run: () => Promise<T>): Promise<T> {
    try {
      return await core(run);
    } catch (err) {
      if (err instanceof EvoError && err.status === EVO.FINAL_ERROR_ACTION_FAILED) {
        throw new EvoError(EVO.BET_ALREADY_SETTLED, await balanceOf(session));
      }
      throw err;
    }
  }

  const ok = async (session: WalletSessionRow, uuid: string) => ({
    status: EVO.OK,
    balance: await balanceOf(session),
    bonus: 0,
    uuid,
  });

  return { sessionOf, balanceOf, settleable, settled, ok };
}

/**
 * Evolution's One Wallet calls mapped onto the seamless core for one merchant's connection. The
 * session id (`sid`) Evolution sends is the launch's wallet session token; a bet is named by its
 * `transaction.refId`, which its credit or cancel repeats: the core transaction ids are
 * `<merchant>:<refId>` (debit), `<merchant>:credit:<refId>` and `<merchant>:cancel:<refId>`, so each
 * bet is debited, and settled or cancelled, at most once.
 */
export function evolutionWallet(seamless: SeamlessService, stored: StoredCalls) {
  const { sessionOf, balanceOf, settleable, settled, ok } = evolutionBasics(seamless, stored);
  return {
    async check(c: VendorConnection, b: CheckBody) {
      const session = await sessionOf(c, b);
      if (session.expires_at <= new Date()) throw new EvoError(EVO.INVALID_SID);
      if (session.member_status !== 'active') throw new EvoError(EVO.ACCOUNT_LOCKED);
      return { status: EVO.OK, sid: b.sid, uuid: b.uuid };
    },

    async balance(c: VendorConnection, b: BalanceBody) {
      return ok(await sessionOf(c, b), b.uuid);
    },

    /** A repeated bet is answered BET_ALREADY_EXIST and moves nothing more. */
    async debit(c: VendorConnection, b: TransactionBody) {
      const session = await sessionOf(c, b);
      if (session.member_status !== 'active') throw new EvoError(EVO.ACCOUNT_LOCKED);
      const id = ids(c, b.transaction.refId);
      if (await stored.exists(EVOLUTION, id.debit))
        throw new EvoError(EVO.BET_ALREADY_EXIST, await balanceOf(session));
      const amount = amountOf(b.transaction.amount);
      const input = {
        token: b.sid,
        transactionId: id.debit,
        roundId: b.game.id,
        amount,
        currency: b.currency,
      };
      await core(() => seamless.bet(EVOLUTION, input));
      return ok(session, b.uuid);
    },

    /** Settles the bet; the bet is checked again under its lock, so a cancel crossing it is seen. */
    async credit(c: VendorConnection, b: TransactionBody) {
      const session = await sessionOf(c, b);
      await settleable(c, b.transaction.refId, session);
      const id = ids(c, b.transaction.refId);
      const input = {
        token: b.sid,
        transactionId: id.credit,
        roundId: b.game.id,
        amount: amountOf(b.transaction.amount),
        currency: b.currency,
        roundClosed: true,
      };
      await settled(session, () => seamless.win(EVOLUTION, input, undefined, { betTransactionId: id.debit }));
      return ok(session, b.uuid);
    },

    /** Refunds the bet; an unknown bet is BET_DOES_NOT_EXIST, and that bet is refused if it comes later. */
    async cancel(c: VendorConnection, b: TransactionBody) {
      const session = await sessionOf(c, b);
      const id = ids(c, b.transaction.refId);
      const input = {
        token: b.sid,
        transactionId: id.cancel,
        referenceTransactionId: id.debit,
        roundId: b.game.id,
        currency: b.currency,
      };
      if (!(await stored.exists(EVOLUTION, id.debit))) {
        // Recorded, so a bet arriving after its cancel is refused; nothing moves. The debit (and
        // its credit) may have committed since the look above: the rollback finds the bet under
        // its lock, refunds it only while no credit exists, and is answered as a cancel of it.
        const answer = await settled(session, () =>
          seamless.rollback(EVOLUTION, input, undefined, { settledBy: id.credit }),
        );
        if (!answer.betFound) throw new EvoError(EVO.BET_DOES_NOT_EXIST, await balanceOf(session));
        return ok(session, b.uuid);
      }
      await settleable(c, b.transaction.refId, session);
      await settled(session, () => seamless.rollback(EVOLUTION, input, undefined, { settledBy: id.credit }));
      return ok(session, b.uuid);
    },
  };
}

export type EvolutionWallet = ReturnType<typeof evolutionWallet>;
