import { type BaccaratBet, baccaratHands, baccaratPayout } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inhouseExpect, inhouseKit, minor, playedRound, rid, startInhouse } from './inhouse.test-kit.ts';

type WireBet = { spot: string; stake: string };

/** A chip on every spot, written out of table order. */
const TABLE: WireBet[] = [
  { spot: 'tie', stake: '10' },
  { spot: 'banker', stake: '40.10' },
  { spot: 'player', stake: '30' },
  { spot: 'bankerPair', stake: '9.90' },
  { spot: 'playerPair', stake: '10' },
];
const TABLE_STAKE = 100_00n;
const asBets = (bets: WireBet[]) =>
  bets.map((b) => ({ spot: b.spot, stake: minor(b.stake) })) as BaccaratBet[];

/** Baccarat: launch, one coup of many bets through the ledger, retries, refusals, verification. */
describe.each(dbKinds)('in-house baccarat on %s', (kind) => {
  let t: TestContext;
  const {
    call,
    balance,
    seed,
    recall,
    secretSeed,
    brokeMember,
    expectOwnPage,
    expectBetAndPayout,
    revealed,
  } = inhouseKit(() => t);
  let demo01: string;

  const deal = (token: string, bets: WireBet[], requestId = rid()) =>
    call('POST', '/wps/inhouse/baccarat/deal', { token, payload: { requestId, bets } });

  beforeAll(async () => {
    ({ t, demo01 } = await startInhouse(kind, { seed: true }));
  });
  afterAll(async () => t?.close());

  it('opens from its demo catalog tile on its own page', async () => {
    await expectOwnPage(demo01, 'baccarat');
  });

  it('deals the committed hands and settles every bet with one debit and one credit', async () => {
    for (let i = 0; i < 4; i++) {
      const params = await secretSeed('demo01');
      const before = await balance(demo01);
      const requestId = rid();
      const { round, balance: after } = playedRound(await deal(demo01, TABLE, requestId));
      const hands = baccaratHands(params);
      expect(round).toMatchObject({
        game: 'baccarat',
        status: 'settled',
        stake: '100.00',
        outcome: { game: 'baccarat', ...hands },
      });
      // Stored in table order.
      expect((round.bet.bets as WireBet[]).map((b) => b.spot)).toEqual([
        'player',
        'banker',
        'tie',
        'playerPair',
        'bankerPair',
      ]);
      const win = baccaratPayout(asBets(TABLE), hands);
      expect(minor(round.win)).toBe(win);
      expect(minor(after)).toBe(before - TABLE_STAKE + win);
      expect(await balance(demo01)).toBe(minor(after));
      await expectBetAndPayout(requestId, TABLE_STAKE, win);
    }
  });

  it('plays one round for 50 concurrent copies of a coup and replays a retry without moving money', async () => {
    const requestId = rid();
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const round = await inhouseExpect.playedOnce(() => deal(demo01, TABLE, requestId));
    const after = await balance(demo01);
    expect(after).toBe(before - TABLE_STAKE + minor(round.win));
    expect((await seed(demo01)).nonce).toBe(nonce + 1);

    // The same bets in another order are the same coup; other bets are not.
    const reordered = [...TABLE].reverse();
    expect((await deal(demo01, reordered, requestId)).json().value).toMatchObject({ replayed: true, round });
    const changed = TABLE.map((b) => (b.spot === 'tie' ? { ...b, stake: '11' } : b));
    expect((await deal(demo01, changed, requestId)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await balance(demo01)).toBe(after);
    expect(await recall(demo01, 'baccarat')).toContainEqual(round);
  });

  it('refuses unknown or repeated spots, empty tables, stakes out of range and unpaid stakes, changing nothing', async () => {
    const broke = await brokeMember();
    const before = await balance(demo01);
    const nonce = (await seed(demo01)).nonce;
    const played = (await recall(demo01, 'baccarat')).length;
    for (const bad of [
      [],
      [{ spot: 'dragon', stake: '100' }],
      [{ spot: 'player', stake: '0' }],
      [
        { spot: 'player', stake: '50' },
        { spot: 'player', stake: '50' },
      ],
      [...TABLE, { spot: 'tie', stake: '10' }],
    ]) {
      const res = await deal(demo01, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await deal(demo01, [{ spot: 'banker', stake: '99.99' }])).json().code).toBe(
      'INHOUSE_STAKE_RANGE',
    );
    const tooMuch = [
      { spot: 'player', stake: '500000' },
      { spot: 'banker', stake: '500000.01' },
    ];
    expect((await deal(demo01, tooMuch)).json().code).toBe('INHOUSE_STAKE_RANGE');
    expect((await deal(broke, [{ spot: 'player', stake: '100' }])).json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await recall(broke, 'baccarat')).toEqual([]);
    expect(await balance(demo01)).toBe(before);
    expect((await seed(demo01)).nonce).toBe(nonce);
    expect(await recall(demo01, 'baccarat')).toHaveLength(played);
  });

  it('verifies every coup from the seed revealed by rotation', async () => {
    const rounds = await revealed(demo01, 'baccarat');
    expect(rounds.length).toBe(5);
    for (const r of rounds) {
      const shown = r.outcome as { game: 'baccarat'; player: number[]; banker: number[] };
      const forged = { ...shown, banker: [(shown.banker[0]! + 1) % 52, ...shown.banker.slice(1)] };
      inhouseExpect.verifies(r, { game: 'baccarat' }, forged);
    }
  });
});
