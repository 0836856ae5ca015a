import { minesPayout, placeMines, type RoundView } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inhouseKit, minor, rid, startInhouse } from './inhouse.test-kit.ts';

/** A Mines board from start to cash-out or a mine, and what its win puts on the winner board. */
describe.each(dbKinds)('in-house Mines on %s', (kind) => {
  let t: TestContext;
  const { call, balance, secretSeed } = inhouseKit(() => t);
  let demo01: string;
  let broke: string;

  beforeAll(async () => {
    // The board is read from the active seed, which the member's first look at it creates.
    ({ t, demo01, broke } = await startInhouse(kind, { broke: true, seed: true }));
  });
  afterAll(async () => t?.close());

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

  it('puts in-house wins on the winner board (the Mines cash-out above won)', async () => {
    const board = await call('GET', '/wps/relay/GCSGAME_getRankList?gameCategory=INHOUSE&limitNum=20');
    const entries = board.json().value.list as { vo: { customerName: string; gameName: string } }[];
    expect(entries.map((e) => e.vo)).toContainEqual(
      expect.objectContaining({ customerName: 'de***01', gameName: 'Mines' }),
    );
  });
});
