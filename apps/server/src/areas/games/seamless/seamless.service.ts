import type {
  SeamlessBetInput as BetInput,
  SeamlessBonusWinInput as BonusWinInput,
  SeamlessRollbackInput as RollbackInput,
  SeamlessWinInput as WinInput,
} from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { seamlessError } from './seamless.errors.ts';
import { seamlessRepository, type WalletSessionRow } from './seamless.repository.ts';
import {
  type BetOptions,
  betApply,
  betCall,
  type WinOptions,
  winApply,
  winCall,
} from './seamless-bet-win.ts';
import { bonusWinApply, bonusWinCall } from './seamless-bonus-win.ts';
import { balanceOf, type CallerKey, keyed, liveOrAnySession, money, toNumber } from './seamless-call.ts';
import { type RollbackOptions, rollbackApply, rollbackCall } from './seamless-rollback.ts';

/**
 * The seamless wallet: the vendor holds no money, it asks us to move it. Each call runs in one
 * database transaction that holds an advisory lock on its transaction id, so a transaction id is
 * applied at most once however many copies arrive at the same time; its answer is stored with it
 * and a repeat gets that answer back. Money moves only through the ledger: bets from the member's
 * cash to the vendor's clearing account, wins, bonus wins and refunds back.
 */
export function seamlessService(db: Db, now: () => Date = () => new Date()) {
  return {
    async authenticate(vendor: string, token: string) {
      const session = await liveOrAnySession(seamlessRepository(db), vendor, token);
      if (session.expires_at <= now()) throw seamlessError('SESSION_EXPIRED');
      return {
        playerId: session.member_id.toString(),
        username: session.username,
        currency: session.currency,
        balance: toNumber(await balanceOf(session, db)),
        sessionExpiresAt: session.expires_at.toISOString(),
      };
    },

    async balance(vendor: string, token: string) {
      const session = await liveOrAnySession(seamlessRepository(db), vendor, token);
      return { balance: toNumber(await balanceOf(session, db)), currency: session.currency };
    },

    /** The session a caller key names, for vendors that answer balances in their own format. */
    session: (vendor: string, who: CallerKey) => liveOrAnySession(seamlessRepository(db), vendor, who),

    balanceOf: (session: WalletSessionRow) => balanceOf(session, db),

    bet: (vendor: string, input: BetInput, who?: CallerKey, opts?: BetOptions) =>
      money(db, keyed(betCall(vendor, input), who), betApply(vendor, input, now, opts)),

    win: (vendor: string, input: WinInput, who?: CallerKey, opts?: WinOptions) =>
      money(db, keyed(winCall(vendor, input, opts), who), winApply(vendor, input, now, opts)),

    rollback: (vendor: string, input: RollbackInput, who?: CallerKey, opts?: RollbackOptions) =>
      money(db, keyed(rollbackCall(vendor, input), who), rollbackApply(vendor, input, now, opts)),

    bonusWin: (vendor: string, input: BonusWinInput, who?: CallerKey) =>
      money(db, keyed(bonusWinCall(vendor, input), who), bonusWinApply(vendor, input, now)),
  };
}

export type SeamlessService = ReturnType<typeof seamlessService>;
