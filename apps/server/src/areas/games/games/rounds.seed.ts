import type { Db } from '../../../db/kysely.ts';
import { selectWhere } from '../../../db/select-where.ts';
import { hashPassword, type PasswordCost } from '../../../platform/password.ts';
import {
  type AccountRef,
  createLedger,
  houseAccount,
  memberAccount,
  seedDemoBalance,
  vendorClearing,
} from '../../money/index.ts';

/** Demo players whose wins fill the winner board; they can log in with DEMO_WINNER_PASSWORD. */
export const DEMO_WINNERS = [
  { username: 'lanh_lucky', nickname: 'Lanh' },
  { username: 'minh88', nickname: 'Minh' },
  { username: 'tuanvip', nickname: 'Tuan' },
  { username: 'hoa2024', nickname: 'Hoa' },
  { username: 'kimlong', nickname: 'Kim Long' },
] as const;
export const DEMO_WINNER_PASSWORD = 'Player@1234';
const STARTING_BALANCE = 200_000_000n; // 2,000,000.00

const VND = 100n;

/** [player, vendor, game code, stake, win (major units), hours before the first seed]. */
const ROUNDS: readonly (readonly [number, string, string, bigint, bigint, number])[] = [
  [0, 'LTS', 'golden-dragon', 20_000n, 1_250_000n, 2],
  [1, 'AUR', 'baccarat-a', 200_000n, 390_000n, 3],
  [2, 'BGS', 'crash', 50_000n, 612_500n, 5],
  [3, 'GLX', 'royal-koi', 10_000n, 0n, 6],
  [4, 'OCN', 'golden-shark-fishing', 5_000n, 84_000n, 8],
  [0, 'BGS', 'dice', 100_000n, 196_000n, 11],
  [1, 'FRT', 'silver-panda', 20_000n, 2_480_000n, 14],
  [2, 'PLL', 'roulette-a', 100_000n, 3_500_000n, 20],
  [3, 'BGS', 'keno', 10_000n, 0n, 26],
  [4, 'NOV', 'blazing-empress', 50_000n, 725_000n, 30],
  [0, 'JL', 'bingo-75', 10_000n, 150_000n, 40],
  [2, 'LTS', 'lucky-lotus', 5_000n, 0n, 52],
];

async function ensurePlayer(
  db: Db,
  merchantId: number,
  p: { username: string; nickname: string },
  cost?: PasswordCost,
): Promise<bigint> {
  const existing = await selectWhere(db, 'members', { merchant_id: merchantId, username: p.username })
    .select('id')
    .executeTakeFirst();
  if (existing) return existing.id;
  const row = await db
    .insertInto('members')
    .values({
      merchant_id: merchantId,
      username: p.username,
      nickname: p.nickname,
      password_hash: await hashPassword(DEMO_WINNER_PASSWORD, cost),
      last_login_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Plays a few settled rounds for demo players so the winner board has real entries: each stake and
 * each win moves through the ledger (member cash against the house for our own games, against the
 * vendor's clearing account for the others) before the round row is written. Idempotent: ledger
 * keys replay and existing rounds are skipped, so a restart changes nothing.
 */
export async function seedDemoRounds(
  db: Db,
  merchantId: number,
  opts: { passwordCost?: PasswordCost | undefined; now?: Date } = {},
): Promise<{ rounds: number }> {
  const now = opts.now ?? new Date();
  const { currency } = await selectWhere(db, 'merchants', { id: merchantId })
    .select('currency')
    .executeTakeFirstOrThrow();
  const players: bigint[] = [];
  for (const p of DEMO_WINNERS) {
    const id = await ensurePlayer(db, merchantId, p, opts.passwordCost);
    await seedDemoBalance(db, merchantId, id, STARTING_BALANCE);
    players.push(id);
  }
  const ledger = createLedger(db);
  let played = 0;
  for (const [i, [player, vendor, code, stake, win, hoursAgo]] of ROUNDS.entries()) {
    const roundId = `demo-${i + 1}`;
    const exists = await selectWhere(db, 'game_rounds', {
      merchant_id: merchantId,
      vendor,
      round_id: roundId,
    })
      .select('id')
      .executeTakeFirst();
    if (exists) continue;
    const game = await selectWhere(db, 'games', { vendor_code: vendor, code })
      .select('id')
      .executeTakeFirstOrThrow();
    const memberId = players[player]!;
    const member = memberAccount(merchantId, memberId, currency);
    const counter: AccountRef =
      vendor === 'BGS' ? houseAccount(merchantId, currency) : vendorClearing(merchantId, vendor, currency);
    const reference = `round:${vendor}:${roundId}`;
    await ledger.transfer({
      merchantId,
      debit: member,
      credit: counter,
      amount: stake * VND,
      kind: 'bet',
      reference,
      idempotencyKey: `demo-round:${vendor}:${roundId}:bet`,
    });
    if (win > 0n) {
      await ledger.transfer({
        merchantId,
        debit: counter,
        credit: member,
        amount: win * VND,
        kind: 'payout',
        reference,
        idempotencyKey: `demo-round:${vendor}:${roundId}:win`,
      });
    }
    const settledAt = new Date(now.getTime() - hoursAgo * 3_600_000);
    await db
      .insertInto('game_rounds')
      .values({
        merchant_id: merchantId,
        member_id: memberId,
        vendor,
        game_id: game.id,
        round_id: roundId,
        stake: stake * VND,
        win: win * VND,
        status: 'settled',
        created_at: new Date(settledAt.getTime() - 60_000),
        settled_at: settledAt,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'vendor', 'round_id']).doNothing())
      .execute();
    played++;
  }
  return { rounds: played };
}
