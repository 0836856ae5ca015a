import { formatMinor, formatMinorPlain, sameJson } from '@pf/shared';
import {
  INHOUSE_GAME_CODES,
  INHOUSE_VENDOR,
  type InhouseGame,
  type PlayValue,
} from '@pf/shared/inhouse/index';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { houseAccount, type LedgerService, memberAccount } from '../../money/index.ts';
import type { InhouseRepository, RoundRow, SeedRow } from './inhouse.repository.ts';
import { roundView } from './round-view.ts';

// The steps every in-house round is made of, inside the round's one database transaction.

/** Who is playing: from the member session and the request's merchant. */
export interface Player {
  merchantId: number;
  memberId: bigint;
  currency: string;
}

export interface Tx {
  repo: InhouseRepository;
  ledger: LedgerService;
  /** Refuses a stake the member may not place now (a bonus's max bet); none when unset. */
  checkStake: (memberId: bigint, stake: bigint) => Promise<void>;
  trx: Db;
}

/** A check of a new stake inside the round's transaction (the bonus engine's max bet). */
export type StakeGate = (trx: Db, memberId: bigint, stake: bigint) => Promise<void>;

export const roundKey = (p: Player, requestId: string, leg: 'bet' | 'win') =>
  `inhouse:${p.memberId}:${requestId}:${leg}`;
export const gameRoundId = (id: bigint) => `IH${id}`;

/** The stakes a brand takes on its in-house games (its money settings). */
export interface StakeRange {
  min: bigint;
  max: bigint;
}

export function checkStake(range: StakeRange, stake: bigint) {
  const { min, max } = range;
  if (stake < min || stake > max) {
    throw new AppError(
      'INHOUSE_STAKE_RANGE',
      `Stake must be between ${formatMinor(min)} and ${formatMinor(max)}`,
      { min: formatMinorPlain(min), max: formatMinorPlain(max) },
      400,
    );
  }
}

/** The same request id with another bet is not a retry; the stored bet comes back in jsonb's key order. */
export function sameBet(round: RoundRow, game: InhouseGame, stake: bigint, bet: Record<string, unknown>) {
  if (round.game !== game || round.stake !== stake || !sameJson(round.bet, bet)) {
    throw new AppError('IDEMPOTENCY_CONFLICT');
  }
}

export async function cash(tx: Tx, p: Player): Promise<bigint> {
  return (await tx.ledger.balance(memberAccount(p.merchantId, p.memberId, p.currency))).available;
}

export async function catalogGame(tx: Tx, game: InhouseGame): Promise<number> {
  const row = await tx.repo.findGame(INHOUSE_VENDOR, INHOUSE_GAME_CODES[game]);
  if (!row || row.maintenance) {
    throw new AppError('INHOUSE_GAME_UNAVAILABLE', 'This game is not available right now', null, 503);
  }
  return row.id;
}

export async function answer(tx: Tx, p: Player, roundId: bigint, replayed: boolean): Promise<PlayValue> {
  const round = await tx.repo.round(p.memberId, roundId);
  if (!round) throw new AppError('INHOUSE_ROUND_NOT_FOUND', 'Round not found', null, 404);
  return { round: roundView(round), balance: formatMinorPlain(await cash(tx, p)), replayed };
}

/** Moves the stake from the member to the house; returns the cash before it. */
export async function takeStake(tx: Tx, p: Player, requestId: string, stake: bigint, game: InhouseGame) {
  const t = await tx.ledger.transfer({
    merchantId: p.merchantId,
    debit: memberAccount(p.merchantId, p.memberId, p.currency),
    credit: houseAccount(p.merchantId, p.currency),
    amount: stake,
    kind: 'bet',
    reference: `inhouse:${game}:${requestId}`,
    idempotencyKey: roundKey(p, requestId, 'bet'),
    metadata: { vendor: INHOUSE_VENDOR, game },
  });
  const after = t.debitAvailable ?? 0n;
  return { before: after + stake, after };
}

/** Pays a win from the house to the member; returns the cash after it. */
export async function payWin(
  tx: Tx,
  p: Player,
  requestId: string,
  win: bigint,
  game: InhouseGame,
  fallback: bigint,
) {
  if (win <= 0n) return fallback;
  const t = await tx.ledger.transfer({
    merchantId: p.merchantId,
    debit: houseAccount(p.merchantId, p.currency),
    credit: memberAccount(p.merchantId, p.memberId, p.currency),
    amount: win,
    kind: 'payout',
    reference: `inhouse:${game}:${requestId}`,
    idempotencyKey: roundKey(p, requestId, 'win'),
    metadata: { vendor: INHOUSE_VENDOR, game },
  });
  return t.creditAvailable ?? fallback + win;
}

/** The catalog's copy of a round, which the winner board and the betting record read. */
export async function copyToCatalog(
  tx: Tx,
  p: Player,
  round: { id: bigint; gameId: number; stake: bigint; createdAt: Date },
  result: { win: bigint; settledAt: Date | null },
) {
  await tx.repo.upsertGameRound({
    merchantId: p.merchantId,
    memberId: p.memberId,
    vendor: INHOUSE_VENDOR,
    gameId: round.gameId,
    roundId: gameRoundId(round.id),
    stake: round.stake,
    win: result.win,
    settled: result.settledAt !== null,
    createdAt: round.createdAt,
    settledAt: result.settledAt,
  });
}

type NewRound = Omit<
  Parameters<InhouseRepository['insertRound']>[0],
  'merchantId' | 'memberId' | 'seedId' | 'nonce'
>;

/** Stores a new round on the seed's next nonce and moves the nonce on. */
export async function storeRound(tx: Tx, p: Player, seed: SeedRow, r: NewRound): Promise<RoundRow> {
  const round = await tx.repo.insertRound({
    ...r,
    merchantId: p.merchantId,
    memberId: p.memberId,
    seedId: seed.id,
    nonce: seed.next_nonce,
  });
  await tx.repo.bumpNonce(seed.id);
  return round;
}
