import { type RouletteBet, roulettePayout, roulettePocket } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inhouseExpect, inhouseKit, minor, playedRound, rid, startInhouse } from './inhouse.test-kit.ts';

type WireBet = { type: string; numbers?: number[]; index?: number; stake: string };

/** A table covering inside, outside and even-money bets at once. */
const TABLE: WireBet[] = [
  { type: 'straight', numbers: [17], stake: '10' },
  { type: 'split', numbers: [20, 17], stake: '10.50' },
  { type: 'street', numbers: [0, 2, 3], stake: '5' },
  { type: 'corner', numbers: [0, 1, 2, 3], stake: '5' },
  { type: 'line', numbers: [31, 32, 33, 34, 35, 36], stake: '6' },
  { type: 'dozen', index: 2, stake: '12' },
  { type: 'column', index: 3, stake: '12' },
  { type: 'red', stake: '20' },
  { type: 'odd', stake: '10' },
  { type: 'high', stake: '9.50' },
];
const TABLE_STAKE = 100_00n;

/** The same bets as the server reads them: stakes in minor units. */
const asBets = (bets: WireBet[]) =>
  bets.map((b) => ({ ...b, stake: minor(b.stake) })) as unknown as RouletteBet[];

/** European roulette: launch, one spin of many bets through the ledger, retries, refusals, verification. */
describe.each(dbKinds)('in-house roulette on %s', (kind) => {
  let t: TestContext;
  const { call, balance, seed, recall, secretSeed, expectOwnPage, expectBetAndPayout, revealed } = inhouseKit(
    () => t,
  );
  let demo01: string;

  const spin = (token: string, bets: WireBet[], requestId = rid()) =>
    call('POST', '/wps/inhouse/roulette/spin', { token, payload: { requestId, bets } });

  beforeAll(async () => {
    ({ t, demo01 } = await startInhouse(kind, { seed: true }));
  });
  afterAll(async () => t?.close());

  it('opens from its demo catalog tile on its own page', async () => {
    await expectOwnPage(demo01, 'roulette');
  });

  it('spins the committed pocket and settles every bet with one debit and one credit', async () => {
    for (let i = 0; i < 4; i++) {
      const params = await secretSeed('demo01');
      const before = await balance(demo01);
      const requestId = rid();
      const { round, balance: after } = playedRound(await spin(demo01, TABLE, requestId));
      const pocket = roulettePocket(params);
      expect(round).toMatchObject({
        game: 'roulette',
        status: 'settled',
        stake: '100.00',
        outcome: { game: 'roulette', pocket },
      });
      // Inside numbers are kept in ascending order.
      expect((round.bet.bets as WireBet[])[1]).toEqual({ type: 'split', numbers: [17, 20], stake: '10.50' });
      const win = roulettePayout(asBets(TABLE), pocket);
      expect(minor(round.win)).toBe(win);
      expect(minor(after)).toBe(before - TABLE_STAKE + win);
      expect(await balance(demo01)).toBe(minor(after));
      await expectBetAndPayout(requestId, TABLE_STAKE, win);
    }
  });

  it('plays one round for 50 concurrent copies of a spin and replays a retry without moving money', async () => {
    const requestId = rid();
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const round = await inhouseExpect.playedOnce(() => spin(demo01, TABLE, requestId));
    const after = await balance(demo01);
    expect(after).toBe(before - TABLE_STAKE + minor(round.win));
    expect((await seed(demo01)).nonce).toBe(nonce + 1);

    // The same bets in another order of numbers are the same spin; other bets are not.
    const reordered = TABLE.map((b) => (b.type === 'split' ? { ...b, numbers: [17, 20] } : b));
    expect((await spin(demo01, reordered, requestId)).json().value).toMatchObject({ replayed: true, round });
    const changed = TABLE.map((b) => (b.type === 'red' ? { ...b, type: 'black' } : b));
    expect((await spin(demo01, changed, requestId)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balance(demo01)).toBe(after);
    expect(await recall(demo01, 'roulette')).toContainEqual(round);
  });

  it('refuses bets that are not on the table, too many bets and stakes out of range, changing nothing', async () => {
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const played = (await recall(demo01, 'roulette')).length;
    for (const bad of [
      [{ type: 'split', numbers: [3, 4], stake: '100' }],
      [{ type: 'corner', numbers: [1, 2, 3, 4], stake: '100' }],
      [{ type: 'street', numbers: [2, 3, 4], stake: '100' }],
      [{ type: 'straight', numbers: [37], stake: '100' }],
      [{ type: 'dozen', index: 4, stake: '100' }],
      [{ type: 'red', stake: '0' }],
      [{ type: 'basket', stake: '100' }],
      [],
      Array.from({ length: 21 }, () => ({ type: 'red', stake: '10' })),
      // One bad bet spoils the whole spin.
      [...TABLE.slice(0, 3), { type: 'line', numbers: [2, 3, 4, 5, 6, 7], stake: '10' }],
    ]) {
      const res = await spin(demo01, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await spin(demo01, [{ type: 'red', stake: '99.99' }])).json().code).toBe('INHOUSE_STAKE_RANGE');
    const tooMuch = Array.from({ length: 2 }, () => ({ type: 'black', stake: '500000.01' }));
    expect((await spin(demo01, tooMuch)).json().code).toBe('INHOUSE_STAKE_RANGE');
    expect(await balance(demo01)).toBe(before);
    expect((await seed(demo01)).nonce).toBe(nonce);
    expect(await recall(demo01, 'roulette')).toHaveLength(played);
  });

  it('verifies every spin from the seed revealed by rotation', async () => {
    const rounds = await revealed(demo01, 'roulette');
    expect(rounds.length).toBe(5);
    for (const r of rounds) {
      const pocket = (r.outcome as { pocket: number }).pocket;
      const forged = { game: 'roulette' as const, pocket: (pocket + 1) % 37 };
      inhouseExpect.verifies(r, { game: 'roulette' }, forged);
    }
  });
});
