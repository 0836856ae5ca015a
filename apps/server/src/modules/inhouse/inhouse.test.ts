import { hashServerSeed, parseAmountToMinor } from '@pf/shared';
import {
  dicePayout,
  evaluateStops,
  minesPayout,
  placeMines,
  type RoundView,
  slotStops,
  verifyInhouseRound,
} from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { dbKinds } from '../../test/test-db.ts';
import { seedDemoBalance } from '../ledger/ledger.seed.ts';
import { hashPassword, TEST_COST } from '../member/password.ts';

const minor = (s: string | null) => parseAmountToMinor(s ?? '') as bigint;
let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

describe.each(dbKinds)('in-house games on %s', (kind) => {
  let t: TestContext;
  const call = caller(() => t);
  let demo01: string;
  let broke: string;
  let trial: string;

  const login = async (username: string, password: string) => {
    const res = await call('POST', '/wps/session/login', {
      payload: { username, password, type: 'username' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const balance = async (token: string) =>
    minor((await call('GET', '/wps/v2/wallets/balance', { token })).json().value.cash);
  const seed = async (token: string) => (await call('GET', '/wps/inhouse/seed', { token })).json().value;
  const spin = (token: string, lineBet: string, requestId = rid()) =>
    call('POST', '/wps/inhouse/slot/spin', { token, payload: { requestId, lineBet } });
  const recall = async (token: string, game: string) =>
    (await call('GET', `/wps/inhouse/rounds?game=${game}`, { token })).json().value.list as RoundView[];
  /** The active server seed, read where the server keeps it (a player only ever sees its hash). */
  const secretSeed = async (username: string) => {
    const row = await t.database.db
      .selectFrom('inhouse_seeds as s')
      .innerJoin('members as m', 'm.id', 's.member_id')
      .select(['s.server_seed', 's.client_seed', 's.next_nonce'])
      .where('m.username', '=', username)
      .where('s.active', '=', true)
      .executeTakeFirstOrThrow();
    return { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.next_nonce };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    demo01 = await login('demo01', 'Demo@1234');
    const { id: merchantId } = await t.database.db
      .selectFrom('merchants')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'nomoney1',
        nickname: 'No Money',
        password_hash: await hashPassword('Broke@1234', TEST_COST),
        last_login_at: new Date(),
      })
      .execute();
    broke = await login('nomoney1', 'Broke@1234');
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
    expect(round.fairness).toEqual({ ...committed, serverSeed: null });
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
    const rows = await t.database.db
      .selectFrom('inhouse_rounds')
      .select('id')
      .where('request_id', '=', twin)
      .execute();
    expect(rows).toHaveLength(1);
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

  it('plays Mines: hidden board, safe tiles, cash-out, a mine, and no rotation while a board is open', async () => {
    const params = await secretSeed('demo01');
    const mines = placeMines(params, 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !mines.includes(i));
    const before = await balance(demo01);
    const start = await call('POST', '/wps/inhouse/mines/start', {
      token: demo01,
      payload: { requestId: rid(), stake: '1000', mines: 3 },
    });
    expect(start.statusCode).toBe(200);
    const open = start.json().value.round as RoundView;
    expect(open).toMatchObject({ status: 'open', outcome: null, balanceAfter: null, revealed: [] });
    expect(JSON.stringify(start.json())).not.toContain(JSON.stringify(mines));
    expect(await balance(demo01)).toBe(before - 100_000n);

    const rotate = await call('POST', '/wps/inhouse/seed/rotate', { token: demo01, payload: {} });
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().code).toBe('INHOUSE_ROUND_OPEN');
    const second = await call('POST', '/wps/inhouse/mines/start', {
      token: demo01,
      payload: { requestId: rid(), stake: '1000', mines: 3 },
    });
    expect(second.json().code).toBe('INHOUSE_ROUND_OPEN');
    const early = await call('POST', '/wps/inhouse/mines/cashout', {
      token: demo01,
      payload: { roundId: open.roundId },
    });
    expect(early.json().code).toBe('INHOUSE_NOTHING_TO_CASH_OUT');

    for (const tile of safe.slice(0, 2)) {
      const res = await call('POST', '/wps/inhouse/mines/reveal', {
        token: demo01,
        payload: { roundId: open.roundId, tile },
      });
      expect(res.json().value.round).toMatchObject({ status: 'open', outcome: null });
    }
    const resumed = (await call('GET', '/wps/inhouse/mines/open', { token: demo01 })).json().value.round;
    expect(resumed).toMatchObject({
      roundId: open.roundId,
      revealed: safe.slice(0, 2),
      multiplierBp: 12_857,
    });

    const cash = await call('POST', '/wps/inhouse/mines/cashout', {
      token: demo01,
      payload: { roundId: open.roundId },
    });
    const done = cash.json().value.round as RoundView;
    expect(done).toMatchObject({
      status: 'settled',
      outcome: { game: 'mines', mines: [...mines].sort((a, b) => a - b) },
    });
    expect(minor(done.win)).toBe(minesPayout(3, 2, 100_000n));
    expect(await balance(demo01)).toBe(before - 100_000n + minesPayout(3, 2, 100_000n));
    const retry = await call('POST', '/wps/inhouse/mines/cashout', {
      token: demo01,
      payload: { roundId: open.roundId },
    });
    expect(retry.json().value).toMatchObject({ replayed: true, round: done });
    expect(await balance(demo01)).toBe(before - 100_000n + minesPayout(3, 2, 100_000n));

    // The next board: step on a mine.
    const next = await secretSeed('demo01');
    const boom = placeMines(next, 5)[0]!;
    const round = (
      await call('POST', '/wps/inhouse/mines/start', {
        token: demo01,
        payload: { requestId: rid(), stake: '100', mines: 5 },
      })
    ).json().value.round as RoundView;
    const lost = await call('POST', '/wps/inhouse/mines/reveal', {
      token: demo01,
      payload: { roundId: round.roundId, tile: boom },
    });
    expect(lost.json().value.round).toMatchObject({ status: 'settled', win: '0.00', revealed: [boom] });
    const late = await call('POST', '/wps/inhouse/mines/reveal', {
      token: demo01,
      payload: { roundId: round.roundId, tile: (boom + 1) % 25 },
    });
    expect(late.json().code).toBe('INHOUSE_ROUND_SETTLED');
    // Another member cannot touch it.
    const foreign = await call('POST', '/wps/inhouse/mines/cashout', {
      token: broke,
      payload: { roundId: round.roundId },
    });
    expect(foreign.statusCode).toBe(404);
  });

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

  it('gives two players on the same seeds the same outcomes, whatever they stake', async () => {
    const db = t.database.db;
    const { id: merchantId } = await db
      .selectFrom('merchants')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: twinId } = await db
      .insertInto('members')
      .values({
        merchant_id: merchantId,
        username: 'twin0001',
        nickname: 'Twin',
        password_hash: await hashPassword('Twin@1234', TEST_COST),
        last_login_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedDemoBalance(db, merchantId, twinId, 90_000_000n);
    const twin = await login('twin0001', 'Twin@1234');
    await seed(twin);
    // Hand the twin demo01's active pair and nonce: the only inputs an outcome may have.
    const shared = await secretSeed('demo01');
    await db
      .updateTable('inhouse_seeds')
      .set({
        server_seed: shared.serverSeed,
        server_seed_hash: hashServerSeed(shared.serverSeed),
        client_seed: shared.clientSeed,
        next_nonce: shared.nonce,
      })
      .where('member_id', '=', twinId)
      .where('active', '=', true)
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

  it('puts in-house wins on the winner board (the Mines cash-out above won)', async () => {
    const board = await call('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=INHOUSE&limitNum=20');
    const entries = board.json().value.list as { vo: { customerName: string; gameName: string } }[];
    expect(entries.map((e) => e.vo)).toContainEqual(
      expect.objectContaining({ customerName: 'de***01', gameName: 'Mines' }),
    );
  });
});
