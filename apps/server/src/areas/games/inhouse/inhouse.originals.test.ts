import {
  limboPayout,
  limboResult,
  plinkoMultiplier,
  plinkoPath,
  plinkoPayout,
  plinkoSlot,
  type RoundView,
} from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inhouseExpect, inhouseKit, minor, playedRound, rid, startInhouse } from './inhouse.test-kit.ts';

/** Limbo and Plinko: launch from the catalog, play through the ledger, retries, and verification. */
describe.each(dbKinds)('in-house limbo and plinko on %s', (kind) => {
  let t: TestContext;
  const { call, balance, seed, recall, secretSeed, expectOwnPage, legs, revealed } = inhouseKit(() => t);
  let demo01: string;
  let broke: string;

  const limbo = (token: string, stake: string, target: number, requestId = rid()) =>
    call('POST', '/wps/inhouse/limbo/play', { token, payload: { requestId, stake, target } });
  const plinko = (token: string, stake: string, rows: number, risk: string, requestId = rid()) =>
    call('POST', '/wps/inhouse/plinko/drop', { token, payload: { requestId, stake, rows, risk } });

  beforeAll(async () => {
    // The first visit creates the member's seed pair.
    ({ t, demo01, broke } = await startInhouse(kind, { broke: true, seed: true }));
  });
  afterAll(async () => t?.close());

  it('opens both games from their demo catalog tiles on their own pages', async () => {
    for (const code of ['limbo', 'plinko']) {
      await expectOwnPage(demo01, code);
    }
  });

  it('plays limbo from the committed seed and pays stake × target through the ledger', async () => {
    for (const target of [101, 200, 1_000, 100_000_000]) {
      const params = await secretSeed('demo01');
      const before = await balance(demo01);
      const { round, balance: after } = playedRound(await limbo(demo01, '150.05', target));
      const result = limboResult(params);
      expect(round).toMatchObject({
        game: 'limbo',
        status: 'settled',
        stake: '150.05',
        bet: { target },
        outcome: { game: 'limbo', result },
      });
      expect(minor(round.win)).toBe(limboPayout(target, result, 15_005n));
      expect(minor(round.balanceBefore)).toBe(before);
      expect(minor(after)).toBe(before - 15_005n + minor(round.win));
      expect(minor(after)).toBe(await balance(demo01));
    }
    const copy = await t.database.db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select(['r.vendor', 'g.code'])
      .where('r.round_id', '=', `IH${(await recall(demo01, 'limbo'))[0]!.roundId}`)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({ vendor: 'BGS', code: 'limbo' });
  });

  it('drops a plinko ball down the seed path and pays its slot', async () => {
    for (const [rows, risk] of [
      [8, 'low'],
      [12, 'medium'],
      [16, 'high'],
    ] as const) {
      const params = await secretSeed('demo01');
      const res = await plinko(demo01, '100', rows, risk);
      expect(res.statusCode).toBe(200);
      const round = res.json().value.round as RoundView;
      const path = plinkoPath(params, rows);
      expect(round).toMatchObject({ game: 'plinko', bet: { rows, risk }, outcome: { game: 'plinko', path } });
      expect(minor(round.win)).toBe(plinkoPayout({ rows, risk }, path, 10_000n));
      expect(round.multiplierBp).toBe(plinkoMultiplier({ rows, risk }, plinkoSlot(path)) * 100);
    }
  });

  it('plays one round for 50 concurrent copies of a request and replays retries without moving money', async () => {
    for (const play of [
      (id: string, stake = '100') => limbo(demo01, stake, 150, id),
      (id: string, stake = '100') => plinko(demo01, stake, 8, 'high', id),
    ]) {
      const requestId = rid();
      const before = await balance(demo01);
      const nonce = (await seed(demo01)).nonce;
      const round = await inhouseExpect.playedOnce(() => play(requestId));
      const after = await balance(demo01);
      expect(after).toBe(before - minor(round.stake) + minor(round.win));
      expect((await seed(demo01)).nonce).toBe(nonce + 1);
      const again = await play(requestId);
      expect(again.json().value).toMatchObject({ replayed: true, round });
      expect(await balance(demo01)).toBe(after);
      expect((await play(requestId, '200')).json().code).toBe('IDEMPOTENCY_CONFLICT');
      expect(await legs(requestId)).toHaveLength(minor(round.win) > 0n ? 2 : 1);
    }
  });

  it('settles 60 different rounds sent at once with gapless nonces and a balance that adds up', async () => {
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 ? limbo(demo01, '100', 300) : plinko(demo01, '100', 16, 'low'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const rounds = answers.map((r) => r.json().value.round as RoundView);
    expect(rounds.map((r) => r.fairness.nonce).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => nonce + i),
    );
    const won = rounds.reduce((sum, r) => sum + minor(r.win), 0n);
    expect(await balance(demo01)).toBe(before - 60n * 10_000n + won);
    expect((await seed(demo01)).nonce).toBe(nonce + 60);
  });

  it('refuses bad targets, rows, risks, stakes and unpaid stakes, changing nothing', async () => {
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    for (const res of [
      await limbo(demo01, '100', 100),
      await limbo(demo01, '100', 100_000_001),
      await limbo(demo01, '100', 2.5),
      await plinko(demo01, '100', 10, 'low'),
      await plinko(demo01, '100', 8, 'extreme'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await limbo(demo01, '1000000.01', 200)).json().code).toBe('INHOUSE_STAKE_RANGE');
    expect((await plinko(demo01, '99.99', 8, 'low')).json().code).toBe('INHOUSE_STAKE_RANGE');
    expect((await plinko(broke, '100', 8, 'low')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await recall(broke, 'plinko')).toEqual([]);
    expect(await balance(demo01)).toBe(before);
    expect((await seed(demo01)).nonce).toBe(nonce);
  });

  it("verifies each round's result from the seeds revealed by rotation", async () => {
    const rounds = [...(await revealed(demo01, 'limbo')), ...(await recall(demo01, 'plinko'))];
    expect(rounds.length).toBeGreaterThanOrEqual(7);
    for (const r of rounds) {
      const kind =
        r.game === 'plinko'
          ? { game: 'plinko' as const, rows: Number(r.bet.rows) as 8 }
          : { game: 'limbo' as const };
      // A shown result that the seeds did not produce fails.
      const forged =
        r.outcome!.game === 'limbo'
          ? { game: 'limbo' as const, result: r.outcome!.result + 1 }
          : { game: 'plinko' as const, path: (r.outcome as { path: number[] }).path.map((b) => 1 - b) };
      inhouseExpect.verifies(r, kind, forged);
    }
  });
});
