import { hashServerSeed } from '@pf/shared';
import {
  dicePayout,
  evaluateStops,
  type RoundView,
  slotStops,
  verifyInhouseRound,
} from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inhouseExpect, inhouseKit, minor, rid, startInhouse } from './inhouse.test-kit.ts';

/** Who may play, and a slot spin or a dice roll from the committed seeds to the ledger. */
describe.each(dbKinds)('in-house slot and dice play on %s', (kind) => {
  let t: TestContext;
  const { call, balance, seed, spin, recall, secretSeed } = inhouseKit(() => t);
  let demo01: string;
  let broke: string;
  let trial: string;

  beforeAll(async () => {
    ({ t, demo01, broke } = await startInhouse(kind, { broke: true }));
    trial = (await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } })).json().value
      .token;
  });
  afterAll(async () => t?.close());

  it('lets only real members play: no token 401, demo account 403', async () => {
    const noToken = await call('POST', '/wps/inhouse/slot/spin', {
      payload: { requestId: rid(), lineBet: '5' },
    });
    expect(noToken.statusCode).toBe(401);
    const demo = await spin(trial, '5');
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toMatchObject({ code: 'DEMO_ACCOUNT', message: 'Please Register An Account First' });
    expect((await call('GET', '/wps/inhouse/seed', { token: trial })).statusCode).toBe(403);
  });

  it('commits the server seed hash before play and settles a spin through the ledger', async () => {
    const committed = await seed(demo01);
    expect(committed).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      nextServerSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
      nonce: 0,
    });
    expect(JSON.stringify(committed)).not.toContain((await secretSeed('demo01')).serverSeed);
    const params = await secretSeed('demo01');
    const before = await balance(demo01);

    const res = await spin(demo01, '5.00');
    expect(res.statusCode).toBe(200);
    const {
      round,
      balance: after,
      replayed,
    } = res.json().value as { round: RoundView; balance: string; replayed: boolean };
    const expected = evaluateStops(slotStops(params));
    expect(replayed).toBe(false);
    expect(round).toMatchObject({
      game: 'slot',
      status: 'settled',
      stake: '100.00',
      bet: { lineBet: '5.00' },
    });
    expect(round.outcome).toEqual({ game: 'slot', stops: expected.stops });
    expect(minor(round.win)).toBe(500n * BigInt(expected.totalLineBets));
    const { nextServerSeedHash: _next, ...pair } = committed;
    expect(round.fairness).toEqual({ ...pair, serverSeed: null });
    expect(minor(round.balanceBefore)).toBe(before);
    expect(minor(round.balanceAfter)).toBe(before - 10_000n + minor(round.win));
    expect(minor(after)).toBe(await balance(demo01));
    expect(minor(after)).toBe(minor(round.balanceAfter));
    expect((await seed(demo01)).nonce).toBe(1);

    // The catalog's round table carries it for the winner board and the betting record.
    const copy = await t.database.db
      .selectFrom('game_rounds as r')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .select(['r.vendor', 'g.code', 'r.stake', 'r.win', 'r.status'])
      .where('r.round_id', '=', `IH${round.roundId}`)
      .executeTakeFirstOrThrow();
    expect(copy).toEqual({
      vendor: 'BGS',
      code: 'fortune-reels',
      stake: 10_000n,
      win: minor(round.win),
      status: 'settled',
    });
  });

  it('answers a retried request with the first result and refuses the id for another bet', async () => {
    const requestId = rid();
    const first = await spin(demo01, '10', requestId);
    const after = await balance(demo01);
    const again = await spin(demo01, '10.00', requestId);
    expect(again.statusCode).toBe(200);
    expect(again.json().value.replayed).toBe(true);
    expect(again.json().value.round).toEqual(first.json().value.round);
    expect(await balance(demo01)).toBe(after);
    const other = await spin(demo01, '20', requestId);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_CONFLICT');

    // Two copies of one request at once still play one round.
    const twin = rid();
    const both = await Promise.all([spin(demo01, '5', twin), spin(demo01, '5', twin)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().value.replayed).sort()).toEqual([false, true]);
    const rows = await selectWhere(t.database.db, 'inhouse_rounds', { request_id: twin })
      .select('id')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('replays a retried dice roll and Mines start although the stored bet reads back in another key order', async () => {
    const roll = (requestId: string, target: number) =>
      call('POST', '/wps/inhouse/dice/roll', {
        token: demo01,
        payload: { requestId, stake: '100', direction: 'over', target },
      });
    const requestId = rid();
    const before = await balance(demo01);
    // A burst of 50 copies of one request at once: one round is played, every other copy replays it.
    const round = await inhouseExpect.playedOnce(() => roll(requestId, 4999));
    const after = await balance(demo01);
    expect(after).toBe(before - minor(round.stake) + minor(round.win));
    const retries = await Promise.all(Array.from({ length: 5 }, () => roll(requestId, 4999)));
    for (const again of retries) {
      expect(again.statusCode).toBe(200);
      expect(again.json().value).toMatchObject({ replayed: true, round });
    }
    expect(await balance(demo01)).toBe(after);
    expect((await roll(requestId, 5000)).json().code).toBe('IDEMPOTENCY_CONFLICT');

    const start = (id: string) =>
      call('POST', '/wps/inhouse/mines/start', {
        token: demo01,
        payload: { requestId: id, stake: '100', mines: 3 },
      });
    const minesId = rid();
    const opened = await start(minesId);
    expect(opened.statusCode).toBe(200);
    const reopened = await start(minesId);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().value.replayed).toBe(true);
    await call('POST', '/wps/inhouse/mines/reveal', {
      token: demo01,
      payload: { roundId: opened.json().value.round.roundId, tile: 0 },
    });
    const open = (await call('GET', '/wps/inhouse/mines/open', { token: demo01 })).json().value.round;
    if (open)
      await call('POST', '/wps/inhouse/mines/cashout', { token: demo01, payload: { roundId: open.roundId } });
  });

  it('refuses stakes outside the limits and stakes above the balance, changing nothing', async () => {
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const low = await spin(demo01, '4.99');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      code: 'INHOUSE_STAKE_RANGE',
      value: { min: '100.00', max: '1000000.00' },
    });
    const high = await call('POST', '/wps/inhouse/dice/roll', {
      token: demo01,
      payload: { requestId: rid(), stake: '1000000.01', direction: 'under', target: 5000 },
    });
    expect(high.json().code).toBe('INHOUSE_STAKE_RANGE');
    const bad = await spin(demo01, '-5');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');

    const poor = await spin(broke, '5');
    expect(poor.statusCode).toBe(409);
    expect(poor.json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await recall(broke, 'slot')).toEqual([]);
    expect((await seed(broke)).nonce).toBe(0);
    expect(await balance(demo01)).toBe(before);
    expect((await seed(demo01)).nonce).toBe(nonce);
  });

  it('rolls dice from the seeds and pays the stated multiplier', async () => {
    const outOfRange = await call('POST', '/wps/inhouse/dice/roll', {
      token: demo01,
      payload: { requestId: rid(), stake: '100', direction: 'under', target: 50 },
    });
    expect(outOfRange.json().code).toBe('INHOUSE_DICE_TARGET');
    for (const bet of [
      { direction: 'under', target: 5000 },
      { direction: 'over', target: 2500 },
      { direction: 'under', target: 900 },
    ] as const) {
      const params = await secretSeed('demo01');
      const res = await call('POST', '/wps/inhouse/dice/roll', {
        token: demo01,
        payload: { requestId: rid(), stake: '250.50', ...bet },
      });
      expect(res.statusCode).toBe(200);
      const round = res.json().value.round as RoundView;
      const roll = (round.outcome as { roll: number }).roll;
      expect(
        verifyInhouseRound(
          { ...params, committedHash: hashServerSeed(params.serverSeed) },
          { game: 'dice' },
          round.outcome!,
        ).outcomeOk,
      ).toBe(true);
      expect(minor(round.win)).toBe(dicePayout(bet, roll, 25_050n));
    }
  });
});
