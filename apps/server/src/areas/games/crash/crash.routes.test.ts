import type { CrashBetValue, CrashStateValue } from '@pf/shared/inhouse/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChangeBus } from '../../../platform/change-bus.ts';
import { caller } from '../../../test/member-kit.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { pushHub } from '../../content/index.ts';
import { reconcileLedger } from '../../money/index.ts';
import { type Crash, createCrash } from './crash.module.ts';

let seq = 0;
const rid = () => `route-${Date.now().toString(36)}-${++seq}`;

/**
 * /wps/inhouse/crash/* through the real app on PGlite and PostgreSQL (the contracts answer only their declared
 * codes), with a round clock of the test's own on the same database and the real time.
 */
describe.each(dbKinds)('crash routes on %s', (kind) => {
  let t: TestContext;
  let clock: Crash;
  const call = caller(() => t);
  const heard: { merchantId: number; memberId: string; event: string }[] = [];
  let demo: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // A push hub of its own with one open channel of demo01's brand (a member of no bet).
    const hub = pushHub(createChangeBus());
    const brand = await t.database.db
      .selectFrom('merchants')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    hub.open({
      merchantId: brand.id,
      memberId: '0',
      send: (event) => heard.push({ merchantId: brand.id, memberId: '0', event }),
    });
    clock = createCrash({ db: t.database.db, hub });
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'demo01', password: 'Demo@1234', type: 'username' },
    });
    demo = login.json().value.token;
  });
  afterAll(async () => {
    clock?.close();
    await t?.close();
  });

  it('lets only real members in, and refuses a bet before any round opens', async () => {
    expect((await call('GET', '/wps/inhouse/crash/state')).statusCode).toBe(401);
    const trial = (await call('POST', '/wps/session/login/freeplay', { payload: { os: 'web' } })).json().value
      .token;
    expect((await call('GET', '/wps/inhouse/crash/state', { token: trial })).statusCode).toBe(403);
    const state = (await call('GET', '/wps/inhouse/crash/state', { token: demo })).json()
      .value as CrashStateValue;
    expect(state).toMatchObject({ round: null, bets: [], history: [] });
    const early = await call('POST', '/wps/inhouse/crash/bet', {
      token: demo,
      payload: { requestId: rid(), stake: '100.00' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CRASH_BETTING_CLOSED');
  });

  it('takes a bet in the betting phase, shows it in the state and tells the brand on its push channels', async () => {
    await clock.clock.tick();
    // Round changes reach the brand's channels on the next turn of the event loop.
    await new Promise((r) => setTimeout(r, 20));
    expect(heard.map((m) => m.event)).toEqual(['crash']);
    const bad = await call('POST', '/wps/inhouse/crash/bet', {
      token: demo,
      payload: { requestId: rid(), stake: '100.00', autoCashOut: 100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION');
    const res = await call('POST', '/wps/inhouse/crash/bet', {
      token: demo,
      payload: { requestId: rid(), stake: '150.00', autoCashOut: 250 },
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value as CrashBetValue;
    expect(value.bet).toMatchObject({ stake: '150.00', autoCashOut: 250, status: 'open', mine: true });
    const state = (await call('GET', '/wps/inhouse/crash/state', { token: demo })).json()
      .value as CrashStateValue;
    expect(state.round).toMatchObject({ phase: 'betting', hash: null, crashPoint: null, chainIndex: 1 });
    expect(state.round?.previousHash).toBe(state.round?.terminalHash);
    expect(state.bets).toEqual([value.bet]);
    expect(state.balance).toBe(value.balance);
    // Not running yet; and a cash-out of an unknown bet is not found.
    const soon = await call('POST', '/wps/inhouse/crash/cashout', {
      token: demo,
      payload: { betId: value.bet.betId },
    });
    expect(soon.json().code).toBe('CRASH_NOT_RUNNING');
    const none = await call('POST', '/wps/inhouse/crash/cashout', {
      token: demo,
      payload: { betId: '999999' },
    });
    expect(none.statusCode).toBe(404);
    // The live round has nothing to verify yet.
    const verify = await call('GET', `/wps/inhouse/crash/rounds/${state.round?.roundId}`, { token: demo });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().code).toBe('CRASH_ROUND_NOT_FOUND');
    expect((await reconcileLedger(t.database.db)).problems).toEqual([]);
  });
});
