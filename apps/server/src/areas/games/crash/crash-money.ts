import { type CrashBetOutcome, crashPayout, INHOUSE_VENDOR } from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { createLedger, houseAccount, type LedgerService, memberAccount } from '../../money/index.ts';
import { type InhouseRepository, inhouseRepository } from '../inhouse/inhouse.repository.ts';
import { type CrashBetRow, type CrashRepository, crashRepository } from './crash.repository.ts';

/** One database transaction of the Crash game: its SQL, the ledger and the catalog's round copy. */
export interface CrashTx {
  repo: CrashRepository;
  ledger: LedgerService;
  catalog: InhouseRepository;
}

export const crashTx = (trx: Db): CrashTx => ({
  repo: crashRepository(trx),
  ledger: createLedger(trx),
  catalog: inhouseRepository(trx),
});

export interface Owner {
  merchantId: number;
  memberId: bigint;
  currency: string;
}

const gameRoundId = (betId: bigint) => `CR${betId}`;

/** Moves a bet's stake from the member to the house (idempotent on the member's request id). */
export async function takeCrashStake(
  tx: CrashTx,
  p: Owner,
  requestId: string,
  stake: bigint,
): Promise<bigint> {
  const t = await tx.ledger.transfer({
    merchantId: p.merchantId,
    debit: memberAccount(p.merchantId, p.memberId, p.currency),
    credit: houseAccount(p.merchantId, p.currency),
    amount: stake,
    kind: 'bet',
    reference: `inhouse:crash:${requestId}`,
    idempotencyKey: `crash:${p.memberId}:${requestId}:bet`,
    metadata: { vendor: INHOUSE_VENDOR, game: 'crash' },
  });
  return t.debitAvailable ?? 0n;
}

/** The catalog's copy of a bet (vendor BGS, round id CR<bet id>), read by the betting record. */
export async function copyToCatalog(
  tx: CrashTx,
  bet: CrashBetRow,
  gameId: number,
  settled: { win: bigint; at: Date } | null,
) {
  await tx.catalog.upsertGameRound({
    merchantId: bet.merchant_id,
    memberId: bet.member_id,
    vendor: INHOUSE_VENDOR,
    gameId,
    roundId: gameRoundId(bet.id),
    stake: bet.stake,
    win: settled?.win ?? 0n,
    settled: settled !== null,
    createdAt: bet.created_at,
    settledAt: settled?.at ?? null,
  });
}

/**
 * Settles an open bet exactly once: the status changes only from open, and only the call that
 * changed it pays (with a ledger key of the bet's own, so even a repeat could not pay twice).
 * Returns false when the bet was already settled.
 */
export async function settleCrashBet(
  tx: CrashTx,
  bet: CrashBetRow,
  outcome: CrashBetOutcome,
  v: { gameId: number; currency: string; at: Date },
): Promise<boolean> {
  const win = outcome.status === 'won' ? crashPayout(bet.stake, outcome.cashedOutAt) : 0n;
  const changed = await tx.repo.settleBet(bet.id, { ...outcome, win, at: v.at });
  if (!changed) return false;
  if (win > 0n) {
    await tx.ledger.transfer({
      merchantId: bet.merchant_id,
      debit: houseAccount(bet.merchant_id, v.currency),
      credit: memberAccount(bet.merchant_id, bet.member_id, v.currency),
      amount: win,
      kind: 'payout',
      reference: `inhouse:crash:bet:${bet.id}`,
      idempotencyKey: `crash:bet:${bet.id}:win`,
      metadata: { vendor: INHOUSE_VENDOR, game: 'crash' },
    });
  }
  await copyToCatalog(tx, bet, v.gameId, { win, at: v.at });
  return true;
}
