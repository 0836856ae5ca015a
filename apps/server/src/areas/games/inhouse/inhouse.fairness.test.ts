import { hashServerSeed } from '@pf/shared';
import { type RoundView, verifyInhouseRound } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { seedDemoBalance } from '../../money/index.ts';
import { inhouseKit, minor, rid, startInhouse } from './inhouse.test-kit.ts';

/** Provable fairness: recall, seed rotation and verification, and outcomes that depend on the seeds alone. */
describe.each(dbKinds)('in-house fairness on %s', (kind) => {
  let t: TestContext;
  const { call, login, seed, spin, recall, secretSeed, addMember } = inhouseKit(() => t);
  let demo01: string;
  let broke: string;

  beforeAll(async () => {
    ({ t, demo01, broke } = await startInhouse(kind, { broke: true }));
  });
  afterAll(async () => t?.close());

  it('recalls the last ten rounds with balances that chain, and rotation reveals the seed to verify them', async () => {
    for (let i = 0; i < 11; i++) expect((await spin(demo01, '5')).statusCode).toBe(200);
    const list = await recall(demo01, 'slot');
    expect(list).toHaveLength(10);
    for (let i = 0; i < list.length; i++) {
      const r = list[i]!;
      expect(minor(r.balanceAfter)).toBe(minor(r.balanceBefore) - minor(r.stake) + minor(r.win));
      if (i + 1 < list.length) expect(r.balanceBefore).toBe(list[i + 1]!.balanceAfter);
      if (i + 1 < list.length) expect(r.fairness.nonce).toBe(list[i + 1]!.fairness.nonce + 1);
      expect(r.fairness.serverSeed).toBeNull();
    }

    const committed = await seed(demo01);
    const rotated = await call('POST', '/wps/inhouse/seed/rotate', {
      token: demo01,
      payload: { clientSeed: 'my-own-seed' },
    });
    expect(rotated.statusCode).toBe(200);
    const { previous, current } = rotated.json().value;
    expect(hashServerSeed(previous.serverSeed)).toBe(committed.serverSeedHash);
    expect(previous).toMatchObject({ clientSeed: committed.clientSeed, rounds: committed.nonce });
    expect(current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(current.serverSeedHash).not.toBe(committed.serverSeedHash);

    for (const r of await recall(demo01, 'slot')) {
      expect(r.fairness.serverSeed).toBe(previous.serverSeed);
      const check = verifyInhouseRound(
        {
          serverSeed: r.fairness.serverSeed!,
          clientSeed: r.fairness.clientSeed,
          nonce: r.fairness.nonce,
          committedHash: r.fairness.serverSeedHash,
        },
        { game: 'slot' },
        r.outcome!,
      );
      expect(check).toMatchObject({ commitmentOk: true, outcomeOk: true });
    }
    const one = await call('GET', `/wps/inhouse/rounds/${list[0]!.roundId}`, { token: demo01 });
    expect(one.json().value.fairness.serverSeed).toBe(previous.serverSeed);
    expect((await call('GET', `/wps/inhouse/rounds/${list[0]!.roundId}`, { token: broke })).statusCode).toBe(
      404,
    );

    const badSeed = await call('POST', '/wps/inhouse/seed/rotate', {
      token: demo01,
      payload: { clientSeed: 'has space' },
    });
    expect(badSeed.statusCode).toBe(400);
  });

  it('activates the pre-committed next seed on rotation and keeps unrevealed seeds out of the database in plain', async () => {
    const chosen = await addMember('seedpick', 'Seed Pick', 'Seed@1234');
    await seedDemoBalance(t.database.db, chosen.merchantId, chosen.memberId, 10_000_000n);
    const token = await login('seedpick', 'Seed@1234');
    // The browser picks the first client seed.
    const first = (await call('GET', '/wps/inhouse/seed?clientSeed=from-the-browser', { token })).json()
      .value;
    expect(first.clientSeed).toBe('from-the-browser');
    expect(first.nextServerSeedHash).not.toBe(first.serverSeedHash);
    expect((await spin(token, '5')).statusCode).toBe(200);

    const secrets = [(await secretSeed('seedpick')).serverSeed];
    const rows = () =>
      selectWhere(t.database.db, 'inhouse_seeds', { member_id: chosen.memberId })
        .selectAll()
        .orderBy('id')
        .execute();
    // Every column of every row, as text: neither the active nor the next seed appears.
    const dump = async () => JSON.stringify(await rows(), (_, v) => (typeof v === 'bigint' ? String(v) : v));
    expect(await dump()).not.toContain(secrets[0]);

    const rotated = (
      await call('POST', '/wps/inhouse/seed/rotate', { token, payload: { clientSeed: 'second-choice' } })
    ).json().value;
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(first.serverSeedHash);
    // The seed committed as "next" before the rotation is the one now in play.
    expect(rotated.current.serverSeedHash).toBe(first.nextServerSeedHash);
    expect(rotated.current.nextServerSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const active = await secretSeed('seedpick');
    expect(hashServerSeed(active.serverSeed)).toBe(first.nextServerSeedHash);
    const stored = await dump();
    expect(stored).toContain(rotated.previous.serverSeed);
    expect(stored).not.toContain(active.serverSeed);

    // A sealed seed copied onto another pair does not open there.
    const [retired, current] = await rows();
    await t.database.db
      .updateTable('inhouse_seeds')
      .set({ server_seed_enc: current!.next_seed_enc })
      .where('id', '=', current!.id)
      .execute();
    expect((await spin(token, '5')).statusCode).toBe(500);
    await t.database.db
      .updateTable('inhouse_seeds')
      .set({ server_seed_enc: current!.server_seed_enc })
      .where('id', '=', current!.id)
      .execute();
    expect(retired!.server_seed_enc).toBeNull();
    expect((await spin(token, '5')).statusCode).toBe(200);
  });

  it('keeps the committed order of seeds under a burst of 50 rotations at once', async () => {
    const token = await login('seedpick', 'Seed@1234');
    const start = (await seed(token)) as { serverSeedHash: string; nextServerSeedHash: string };
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', '/wps/inhouse/seed/rotate', { token, payload: { clientSeed: `burst-${i}` } }),
      ),
    );
    expect(burst.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const steps = burst.map(
      (r) =>
        r.json().value as {
          previous: { serverSeed: string; serverSeedHash: string };
          current: { serverSeedHash: string; nextServerSeedHash: string };
        },
    );
    // Whatever order they ran in, they form one chain: each rotation revealed the pair the one
    // before it activated, and activated the seed that pair had committed as next.
    const byRevealed = new Map(steps.map((s) => [s.previous.serverSeedHash, s]));
    let hash = start.serverSeedHash;
    let next = start.nextServerSeedHash;
    for (let i = 0; i < 50; i++) {
      const step = byRevealed.get(hash)!;
      expect(hashServerSeed(step.previous.serverSeed)).toBe(hash);
      expect(step.current.serverSeedHash).toBe(next);
      hash = step.current.serverSeedHash;
      next = step.current.nextServerSeedHash;
    }
    expect((await seed(token)).serverSeedHash).toBe(hash);
  });

  it('gives two players on the same seeds the same outcomes, whatever they stake', async () => {
    const db = t.database.db;
    const { merchantId, memberId: twinId } = await addMember('twin0001', 'Twin', 'Twin@1234');
    await seedDemoBalance(db, merchantId, twinId, 90_000_000n);
    const twin = await login('twin0001', 'Twin@1234');
    await seed(twin);
    // Hand the twin demo01's active pair and nonce: the only inputs an outcome may have.
    const shared = await secretSeed('demo01');
    await updateWhere(db, 'inhouse_seeds', { member_id: twinId, active: true })
      .set({
        server_seed_enc: shared.sealed,
        server_seed_hash: shared.hash,
        client_seed: shared.clientSeed,
        next_nonce: shared.nonce,
      })
      .execute();

    const small = (await spin(demo01, '5')).json().value.round as RoundView;
    const large = (await spin(twin, '25000')).json().value.round as RoundView;
    expect(large.stake).toBe('500000.00');
    expect(large.fairness.nonce).toBe(small.fairness.nonce);
    expect(large.outcome).toEqual(small.outcome);
    // Pays scale with the stake and nothing else.
    expect(minor(large.win)).toBe(minor(small.win) * 5_000n);

    const roll = async (token: string, stake: string, bet: { direction: string; target: number }) =>
      (
        await call('POST', '/wps/inhouse/dice/roll', { token, payload: { requestId: rid(), stake, ...bet } })
      ).json().value.round as RoundView;
    const a = await roll(demo01, '100', { direction: 'under', target: 5000 });
    const b = await roll(twin, '300000', { direction: 'over', target: 9000 });
    expect(b.outcome).toEqual(a.outcome);
  });

  it("lists the twin's rounds in the betting record under vendor BGS with the game's name", async () => {
    const twin = await login('twin0001', 'Twin@1234');
    const res = await call('POST', '/wps/relay/personalHistoryCopy', {
      token: twin,
      payload: { vassalage: 'BGS', language: 'EN' },
    });
    expect(res.statusCode).toBe(200);
    const { content, summary } = res.json().value as {
      content: { vassalage: string; gameName: string; stake: string; status: string; roundId: string }[];
      summary: { stake: string };
    };
    expect(content.map((r) => [r.vassalage, r.gameName, r.stake, r.status])).toEqual([
      ['BGS', 'Classic Dice', '300000.00', 'settled'],
      ['BGS', 'Fortune Reels', '500000.00', 'settled'],
    ]);
    expect(content.every((r) => /^IH\d+$/.test(r.roundId))).toBe(true);
    expect(summary.stake).toBe('800000.00');
  });
});
