import { drawKenoFair, hashServerSeed, hashTimes, verifyChainLink } from '@pf/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../db/kysely.ts';
import { seedCipher } from '../../../platform/seed-cipher.ts';
import { testClock } from '../../../test/member-kit.ts';
import { createTestDatabase, dbKinds } from '../../../test/test-db.ts';
import { seedDemoMerchant } from '../../brand/index.ts';
import { hashDown, lotteryDrawSeedContext } from '../../games/index.ts';
import { seedLotteryGames } from './demo-lottery.ts';
import { menuService } from './menu.service.ts';
import { lotteryScheduler, winningText } from './scheduler.ts';
import { CHAIN_LENGTH, seedsForNewDraws } from './seed-chain.ts';
import { drawJson } from './views.ts';

/** Shared RNG draws take their seeds from a hash chain committed before the first of them. */
describe.each(dbKinds)('lottery seed chains on %s', (kind) => {
  let h: DbHandle;
  let merchantId: number;
  const clock = testClock(new Date('2026-03-01T08:00:00Z'));
  let scheduler: ReturnType<typeof lotteryScheduler>;

  beforeAll(async () => {
    h = await createTestDatabase(kind);
    merchantId = await seedDemoMerchant(h.db);
    await seedLotteryGames(h.db, merchantId, {});
    scheduler = lotteryScheduler({ db: h.db, now: clock.now });
  });
  afterAll(async () => h?.close());

  const kenoDraws = async () =>
    (
      await sql<{
        id: bigint;
        game_id: number;
        numero: string;
        status: string;
        server_seed: string | null;
        server_seed_enc: string | null;
        seed_hash: string | null;
        client_seed: string;
        chain_id: bigint;
        chain_index: number;
        chain_hash: string;
        winning_number: string | null;
      }>`select d.* from lottery_draws d join lottery_games g on g.id = d.game_id
         where g.code = 'keno' order by d.draw_at`.execute(h.db)
    ).rows;
  const dump = async () =>
    JSON.stringify(
      [
        ...(await sql`select * from lottery_draws`.execute(h.db)).rows,
        ...(await sql`select * from lottery_seed_chains`.execute(h.db)).rows,
      ],
      (_, v) => (typeof v === 'bigint' ? String(v) : v),
    );
  const open = (d: { server_seed_enc: string | null; game_id: number; numero: string }) =>
    seedCipher().open(d.server_seed_enc as string, lotteryDrawSeedContext(d.game_id, d.numero));

  it('commits a chain (terminal hash and salt) before the first draw and keeps every unrevealed link sealed', async () => {
    await scheduler.tick();
    const draws = await kenoDraws();
    expect(draws.length).toBeGreaterThanOrEqual(3);
    const chain = (
      await sql<{ id: bigint; salt: string; terminal_hash: string; length: number }>`
        select * from lottery_seed_chains where game_id = ${draws[0]!.game_id}`.execute(h.db)
    ).rows;
    expect(chain).toHaveLength(1);
    expect(chain[0]!.length).toBe(CHAIN_LENGTH);
    draws.forEach((d, i) => {
      expect(d).toMatchObject({
        server_seed: null,
        chain_index: i + 1,
        chain_hash: chain[0]!.terminal_hash,
        client_seed: chain[0]!.salt,
      });
    });
    // The first link's commitment is the terminal hash itself; the public answer shows the chain.
    expect(draws[0]!.seed_hash).toBe(chain[0]!.terminal_hash);
    const game = { code: 'keno', kind: 'keno' as const };
    const shown = drawJson(
      (await menuService({ db: h.db, now: clock.now }).draw(merchantId, draws[0]!.id)).draw,
      game,
    );
    expect(shown).toMatchObject({
      chain: { index: 1, terminalHash: chain[0]!.terminal_hash, salt: chain[0]!.salt },
      serverSeed: null,
      nonce: 1,
    });

    // Reading the database gives away no seed that is still to be used.
    const text = await dump();
    for (const d of draws) {
      const seed = open(d);
      expect(verifyChainLink(seed, d.chain_index, d.chain_hash).terminalOk).toBe(true);
      expect(text).not.toContain(seed);
    }
  });

  it('reveals each draw’s link as it is drawn: it hashes to the link before it and recomputes the result', async () => {
    for (let i = 0; i < 3; i++) {
      clock.advance(5 * 60_000);
      await scheduler.tick();
    }
    const drawn = (await kenoDraws()).filter((d) => d.server_seed !== null);
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    let previous = drawn[0]!.chain_hash;
    for (const d of drawn) {
      expect(d.server_seed_enc).toBeNull();
      expect(hashServerSeed(d.server_seed!)).toBe(previous);
      const result = drawKenoFair({
        serverSeed: d.server_seed!,
        clientSeed: d.client_seed,
        nonce: d.chain_index,
      });
      expect(winningText(result)).toBe(d.winning_number);
      previous = d.server_seed!;
    }
    const next = (await kenoDraws()).find((d) => d.server_seed === null)!;
    // The next draw's commitment is the link just revealed.
    expect(next.seed_hash).toBe(previous);

    const verify = await menuService({ db: h.db, now: clock.now }).verify(merchantId, drawn[1]!.id);
    expect(verify).toMatchObject({
      commitmentOk: true,
      outcomeMatches: true,
      nonce: drawn[1]!.chain_index,
      chain: { previousOk: true, terminalOk: true, index: drawn[1]!.chain_index },
    });
  });

  it('never draws with a seed that is not the committed link, and keeps the chain itself fixed', async () => {
    const pending = (await kenoDraws()).find((d) => d.server_seed === null)!;
    const honest = pending.server_seed_enc!;
    // A replacement seed sealed correctly for this draw but not on the chain.
    const forged = seedCipher().seal('0'.repeat(64), lotteryDrawSeedContext(pending.game_id, pending.numero));
    await sql`update lottery_draws set server_seed_enc = ${forged} where id = ${pending.id}`.execute(h.db);
    clock.advance(5 * 60_000);
    await expect(scheduler.tick()).rejects.toThrow(/not link/);
    expect((await kenoDraws()).find((d) => d.id === pending.id)?.winning_number).toBeNull();

    // Another draw's sealed link does not open here either.
    const other = (await kenoDraws()).find((d) => d.server_seed === null && d.id !== pending.id)!;
    await sql`update lottery_draws set server_seed_enc = ${other.server_seed_enc} where id = ${pending.id}`.execute(
      h.db,
    );
    await expect(scheduler.tick()).rejects.toThrow();

    await sql`update lottery_draws set server_seed_enc = ${honest} where id = ${pending.id}`.execute(h.db);
    await scheduler.tick();
    expect((await kenoDraws()).find((d) => d.id === pending.id)?.winning_number).not.toBeNull();

    await expect(
      sql`update lottery_seed_chains set salt = ${'ab'.repeat(16)}`.execute(h.db),
    ).rejects.toThrow();
    await expect(
      sql`update lottery_seed_chains set terminal_hash = ${'cd'.repeat(32)}`.execute(h.db),
    ).rejects.toThrow();
    await expect(
      sql`update lottery_draws set server_seed = ${'0'.repeat(64)} where id = ${other.id}`.execute(h.db),
    ).rejects.toThrow();
  });

  it('reveals a cancelled draw’s link so the next draw still shows its commitment', async () => {
    const [cancel, after] = (await kenoDraws()).filter(
      (d) => d.server_seed === null && d.status === 'scheduled',
    );
    await sql`update lottery_draws set status = 'cancelled', cancelled_at = now() where id = ${cancel!.id}`.execute(
      h.db,
    );
    await scheduler.tick();
    const rows = await kenoDraws();
    const revealed = rows.find((d) => d.id === cancel!.id)!;
    expect(revealed.server_seed_enc).toBeNull();
    expect(verifyChainLink(revealed.server_seed!, revealed.chain_index, revealed.chain_hash).terminalOk).toBe(
      true,
    );
    expect(rows.find((d) => d.id === after!.id)?.seed_hash).toBe(revealed.server_seed);
  });

  it('uses the last links of a chain before starting the next one', async () => {
    const game = await sql<{
      id: number;
      merchant_id: number;
      merchant_code: string;
      code: string;
      kind: string;
    }>`
      select g.id, g.merchant_id, m.code as merchant_code, g.code, g.kind
      from lottery_games g join merchants m on m.id = g.merchant_id where g.code = 'keno'`.execute(h.db);
    const keno = game.rows[0]!;
    // The chain as if its draws had taken all but its last two links.
    await sql`update lottery_seed_chains set next_index = length - 1 where game_id = ${keno.id}`.execute(
      h.db,
    );
    const numeros = ['T-1', 'T-2', 'T-3', 'T-4'];
    const seeds = await h.db.transaction().execute((trx) => seedsForNewDraws(trx, keno, numeros));
    const chains = (
      await sql<{ id: bigint; terminal_hash: string; length: number; next_index: number }>`
        select id, terminal_hash, length, next_index from lottery_seed_chains where game_id = ${keno.id}
        order by id`.execute(h.db)
    ).rows;
    expect(chains).toHaveLength(2);
    const [old, next] = chains as [(typeof chains)[0], (typeof chains)[0]];
    expect(old.next_index).toBe(old.length + 1);
    expect(next.next_index).toBe(3);
    expect(seeds.map((s) => [String(s.chain_id), s.chain_index])).toEqual([
      [String(old.id), CHAIN_LENGTH - 1],
      [String(old.id), CHAIN_LENGTH],
      [String(next.id), 1],
      [String(next.id), 2],
    ]);
    expect(seeds.map((s) => s.seed_hash)).toEqual([null, null, next.terminal_hash, null]);
    // Every sealed seed is the link it claims to be.
    const links = seeds.map((s, i) =>
      seedCipher().open(s.server_seed_enc as string, lotteryDrawSeedContext(keno.id, numeros[i]!)),
    );
    links.forEach((seed, i) => {
      const s = seeds[i]!;
      expect(verifyChainLink(seed, s.chain_index!, s.chain_hash!).terminalOk).toBe(true);
    });
    // Consecutive links of one chain: the later one hashes to the earlier one.
    expect(hashServerSeed(links[1]!)).toBe(links[0]);
    expect(hashServerSeed(links[3]!)).toBe(links[2]);
  });
});

describe('walking down a chain', () => {
  it('gives the shared hashTimes result and lets other work run during a long walk', async () => {
    const seed = 'a1'.repeat(32);
    expect(await hashDown(seed, 0)).toBe(seed);
    expect(await hashDown(seed, 1)).toBe(hashServerSeed(seed));
    expect(await hashDown(seed, 1234)).toBe(hashTimes(seed, 1234));
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    try {
      await hashDown(seed, CHAIN_LENGTH);
    } finally {
      clearInterval(ticker);
    }
    // A walk of a whole chain pauses every slice, so timers ran while it hashed.
    expect(turns).toBeGreaterThan(0);
  });
});
