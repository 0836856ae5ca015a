import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { caller, testClock } from '../../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import type { PushHub } from '../../content/index.ts';
import { type Crash, createCrash } from '../crash/crash.module.ts';
import { crashKit, START } from '../crash/crash.test-kit.ts';

interface Row {
  roundId: string;
  vassalage: string;
  status: string;
  roundDetail: boolean;
  verify: { game: string; roundId: string } | null;
}

/**
 * Our own games are provably fair: a settled in-house round in the betting record has a detail
 * view, its verification, and the record names the round that view checks.
 */
describe.each(dbKinds)('in-house rounds in the betting record on %s', (kind) => {
  let t: TestContext;
  let crash: Crash;
  const clock = testClock(START);
  const call = caller(() => t);
  let token: string;
  let seq = 0;
  const rid = () => `fair-${kind}-${++seq}`;

  const record = async (): Promise<Row[]> => {
    const res = await call('POST', '/wps/relay/personalHistoryCopy', {
      token,
      payload: { vassalage: 'BGS', pageSize: 100 },
    });
    expect(res.statusCode).toBe(200);
    return res.json().value.content;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { now: clock.now });
    crash = createCrash({
      db: t.database.db,
      now: clock.now,
      hub: { publish: () => {} } as unknown as PushHub,
    });
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    token = login.json().value.token;
  });
  afterAll(async () => {
    crash?.close();
    await t?.close();
  });

  it('links a settled in-house round to its verification, and the round it names verifies', async () => {
    const roll = await call('POST', '/wps/inhouse/dice/roll', {
      token,
      payload: { requestId: rid(), stake: '100', direction: 'under', target: 5000 },
    });
    expect(roll.statusCode).toBe(200);
    const round = roll.json().value.round as { roundId: string };
    const row = (await record()).find((r) => r.roundId === `IH${round.roundId}`);
    expect(row).toMatchObject({
      status: 'settled',
      roundDetail: true,
      verify: { game: 'inhouse', roundId: round.roundId },
    });
    const view = await call('GET', `/wps/inhouse/rounds/${row?.verify?.roundId}`, { token });
    expect(view.statusCode).toBe(200);
    expect(view.json().value).toMatchObject({ roundId: round.roundId, status: 'settled' });
  });

  it('links a crash bet to its round once the round has crashed, not while it is open', async () => {
    const kit = crashKit(t.database.db, clock);
    const member = await selectWhere(t.database.db, 'members', { username: 'demo01' })
      .select(['id', 'merchant_id'])
      .executeTakeFirstOrThrow();
    const owner = { merchantId: member.merchant_id, memberId: member.id, currency: 'VND' };
    const { round, durationMs } = await kit.bettingRound(crash);
    const bet = await crash.service.placeBet(owner, rid(), 100_00n, null);
    const open = (await record()).find((r) => r.roundId === `CR${bet.bet.betId}`);
    expect(open).toMatchObject({ status: 'open', roundDetail: false, verify: null });

    kit.at(round, durationMs);
    await crash.clock.tick();
    const settled = (await record()).find((r) => r.roundId === `CR${bet.bet.betId}`);
    expect(settled).toMatchObject({
      status: 'settled',
      roundDetail: true,
      verify: { game: 'crash', roundId: String(round.id) },
    });
    const view = await call('GET', `/wps/inhouse/crash/rounds/${settled?.verify?.roundId}`, { token });
    expect(view.statusCode).toBe(200);
    expect(view.json().value.round.hash).toEqual(expect.any(String));
  });
});
