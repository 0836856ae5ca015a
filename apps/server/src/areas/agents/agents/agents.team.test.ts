import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { reconcileLedger } from '../../money/index.ts';
import { type Account, agentsKit } from './agents.test-kit.ts';

const list = (res: { json(): { value: { list: Array<{ username: string; depth: number }> } } }) =>
  res
    .json()
    .value.list.map((m) => `${m.username}@${m.depth}`)
    .sort();

describe.each(dbKinds)('agent team: tree, overview, register and transfer on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = agentsKit(() => t, 'ag');
  const { call } = kit;
  // top → sub → sub2 → player (depth 1, 2, 3); a sibling top agent with a downline of its own.
  let top: Account;
  let sub: Account;
  let sub2: Account;
  let player: Account;
  let sibling: Account;
  let siblingDown: Account;

  beforeAll(async () => {
    [top, sub, sub2, player] = (await kit.chain([1, 2, 2, 0], 100_000n)) as [
      Account,
      Account,
      Account,
      Account,
    ];
    [sibling, siblingDown] = (await kit.chain([1, 0], 100_000n)) as [Account, Account];
  });

  const members = (token: string, query = '', host?: string) =>
    call('GET', `/wps/agent/team/members${query}`, { token, ...(host ? { headers: { host } } : {}) });
  const transfer = (token: string, payload: object, host?: string) =>
    call('POST', '/wps/agent/team/transfer', { token, payload, ...(host ? { headers: { host } } : {}) });

  it('shows an agent its whole downline to depth 3, and nobody else', async () => {
    const mine = await members(top.token);
    expect(mine.statusCode).toBe(200);
    expect(list(mine)).toEqual([`${player.username}@3`, `${sub.username}@1`, `${sub2.username}@2`].sort());
    expect(
      mine.json().value.list.find((m: { username: string }) => m.username === player.username),
    ).toMatchObject({
      upline: sub2.username,
      type: 0,
      balance: '1000.00',
      status: 'active',
    });
    expect(list(await members(sub.token))).toEqual([`${player.username}@2`, `${sub2.username}@1`].sort());
    expect(list(await members(sibling.token))).toEqual([`${siblingDown.username}@1`]);
    // Filters: depth, username, status, balance.
    expect(list(await members(top.token, '?depth=3'))).toEqual([`${player.username}@3`]);
    expect(list(await members(top.token, `?username=${sub2.username.toUpperCase()}`))).toEqual([
      `${sub2.username}@2`,
    ]);
    expect(list(await members(top.token, '?status=locked'))).toEqual([]);
    expect(list(await members(top.token, '?minBalance=1000.01'))).toEqual([]);
    expect(list(await members(top.token, '?maxBalance=1000&depth=1'))).toEqual([`${sub.username}@1`]);
    // The demo agent's tree: demo01 and agent02 directly below agent01.
    const demo = (
      await kit.call('POST', '/wps/session/login', {
        payload: { username: 'agent01', password: 'Agent@1234', type: 'username' },
        ip: '10.78.0.1',
      })
    ).json().value.token as string;
    expect(list(await members(demo))).toEqual(['agent02@1', 'demo01@1']);
    // …and the seeded daily salary agent01 → agent02, in force.
    const daily = (await kit.contract(demo, 'daily', { action: 'list' })).json().value;
    expect(daily.list).toMatchObject([
      { upline: 'agent01', downline: 'agent02', status: 'active', rate: 150, period: 'D' },
    ]);
    expect(daily.cap).toBe(200);
  });

  it('refuses non-agents on every agent call', async () => {
    const calls = [
      call('GET', '/wps/agent/team/overview', { token: player.token }),
      members(player.token),
      call('POST', '/wps/agent/team/register', {
        token: player.token,
        payload: { username: 'agnoagent1', password: 'Secret@123', confirmPassword: 'Secret@123' },
      }),
      transfer(player.token, {
        downline: sub.username,
        amount: '1',
        paymentPassword: '123456',
        requestId: 'noagent-1',
      }),
      kit.contract(player.token, 'daily', { action: 'offer', downline: sub.username, tiers: kit.tiers(1) }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('AGENT_ONLY');
    }
    expect((await call('GET', '/wps/agent/team/members')).statusCode).toBe(401);
  });

  it('lets no sibling agent, upline or other brand act on a team member, and changes nothing', async () => {
    await kit.setPaymentPassword(sibling.token);
    await kit.setPaymentPassword(sub.token);
    const before = await kit.balance(player.token);
    const sibBefore = await kit.balance(sibling.token);
    const pay = (token: string, downline: string, requestId: string, host?: string) =>
      transfer(token, { downline, amount: '10', paymentPassword: '123456', requestId }, host);
    // Sideways, upwards, the caller itself.
    for (const res of [
      await pay(sibling.token, player.username, 'idor-sib-1'),
      await pay(sibling.token, sub.username, 'idor-sib-2'),
      await pay(sub.token, top.username, 'idor-up-1'),
      await pay(sub.token, sub.username, 'idor-self-1'),
      await pay(sibling.token, 'nobody-at-all', 'idor-none-1'),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('AGENT_NOT_IN_TEAM');
    }
    // Every payroll call: the sibling can neither offer to top's downline nor see or answer top's contracts.
    const ids: Record<string, string> = {};
    for (const type of ['dividend', 'daily', 'hourly', 'realtime'] as const) {
      const offer = await kit.contract(sibling.token, type, {
        action: 'offer',
        downline: sub.username,
        tiers: kit.tiers(10),
      });
      expect(offer.json().code).toBe('AGENT_NOT_IN_TEAM');
      const id = await kit.offered(top, sub, type, 50);
      ids[type] = id;
      for (const action of ['accept', 'reject', 'requestTermination', 'terminate', 'view']) {
        const res = await kit.contract(sibling.token, type, { action, contractId: id });
        expect(res.statusCode, `${type} ${action}: ${res.body}`).toBe(404);
        expect(res.json().code).toBe('CONTRACT_NOT_FOUND');
      }
      expect((await kit.contract(sibling.token, type, { action: 'list' })).json().value.list).toEqual([]);
    }
    const id = ids.daily as string;
    const siblingOverview = await call('GET', '/wps/agent/team/overview', { token: sibling.token });
    expect(siblingOverview.json().value).toMatchObject({ members: 1 });
    const siblingFlags = await call('GET', '/wps/agent/consolidated', { token: sibling.token });
    expect(siblingFlags.json().value).toMatchObject({ dailysalreqtype: false, divtypereq: false });
    expect(list(await members(sibling.token))).not.toContain(`${player.username}@3`);

    // Another brand's agent: same refusals; the first brand's token does not open the other brand.
    const other = await kit.otherBrand();
    await kit.call('POST', '/wps/member/paymentPassword', {
      token: other.agent.token,
      payload: { paymentPassword: '123456', confirmPaymentPassword: '123456' },
      headers: { host: other.host },
    });
    expect((await pay(other.agent.token, player.username, 'idor-brand-1', other.host)).json().code).toBe(
      'AGENT_NOT_IN_TEAM',
    );
    const brandOffer = await kit.contract(
      other.agent.token,
      'daily',
      { action: 'offer', downline: sub.username, tiers: kit.tiers(1) },
      other.host,
    );
    expect(brandOffer.json().code).toBe('AGENT_NOT_IN_TEAM');
    const brandAccept = await kit.contract(
      other.agent.token,
      'daily',
      { action: 'accept', contractId: id },
      other.host,
    );
    expect(brandAccept.json().code).toBe('CONTRACT_NOT_FOUND');
    expect((await members(other.agent.token, '', other.host)).json().value.list).toEqual([]);
    const brandOverview = await call('GET', '/wps/agent/team/overview', {
      token: other.agent.token,
      headers: { host: other.host },
    });
    expect(brandOverview.json().value).toMatchObject({ members: 0, validBets: '0.00' });
    expect((await members(top.token, '', other.host)).statusCode).toBe(401);

    expect(await kit.balance(player.token)).toEqual(before);
    expect(await kit.balance(sibling.token)).toEqual(sibBefore);
    for (const pending of Object.values(ids)) expect((await kit.contractRow(pending)).status).toBe('pending');
  });

  it('registers a downline account below the agent with the registration rules', async () => {
    const reg = (token: string, payload: object) =>
      call('POST', '/wps/agent/team/register', { token, payload });
    const ok = await reg(sub.token, {
      username: 'agnewbie1',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
      accountType: 'agent',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value).toEqual({ username: 'agnewbie1', type: 2, upline: sub.username });
    const row = await selectWhere(t.database.db, 'members', { username: 'agnewbie1' })
      .select(['upline_id', 'password_hash', 'type'])
      .executeTakeFirstOrThrow();
    expect(row.upline_id).toBe(sub.id);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'agnewbie1', password: 'Secret@123', type: 'username' },
      ip: '10.78.0.2',
    });
    expect(login.statusCode).toBe(200);
    expect(list(await members(top.token, '?username=agnewbie1'))).toEqual(['agnewbie1@2']);

    expect(
      (
        await reg(sub.token, { username: 'agnewbie1', password: 'Secret@123', confirmPassword: 'Secret@123' })
      ).json().code,
    ).toBe('USERNAME_TAKEN');
    expect(
      (await reg(sub.token, { username: 'agnewbie2', password: 'short', confirmPassword: 'short' })).json()
        .code,
    ).toBe('PASSWORD_LENGTH');
    expect(
      (
        await reg(sub.token, { username: 'agnewbie2', password: 'Secret@123', confirmPassword: 'Secret@124' })
      ).json().code,
    ).toBe('CONFIRM_MISMATCH');
    expect(
      (
        await reg(sub.token, { username: 'a b', password: 'Secret@123', confirmPassword: 'Secret@123' })
      ).json().code,
    ).toBe('FIELD_PATTERN');
    const plain = await reg(top.token, {
      username: 'agnewbie3',
      password: 'Secret@123',
      confirmPassword: 'Secret@123',
    });
    expect(plain.json().value).toMatchObject({ type: 0, upline: top.username });
  });

  it('sums the team overview from settled rounds and paid deposits of the team only', async () => {
    const db = t.database.db;
    const game = await db.selectFrom('games').select(['id', 'vendor_code']).executeTakeFirstOrThrow();
    const now = new Date();
    const mid = await kit.merchantId();
    const round = (memberId: bigint, n: number, stake: bigint, win: bigint, status: 'settled' | 'void') => ({
      merchant_id: mid,
      member_id: memberId,
      vendor: game.vendor_code,
      game_id: game.id,
      round_id: `agov-${memberId}-${n}`,
      stake,
      win,
      status,
      settled_at: now,
    });
    await db
      .insertInto('game_rounds')
      .values([
        { ...round(player.id, 1, 10_000n, 2_500n, 'settled') },
        { ...round(player.id, 2, 5_000n, 0n, 'settled') },
        { ...round(sub2.id, 3, 20_000n, 30_000n, 'settled') },
        // Void rounds and the sibling's team count for nothing.
        { ...round(sub2.id, 4, 99_000n, 0n, 'void') },
        { ...round(siblingDown.id, 5, 70_000n, 0n, 'settled') },
        // The agent's own bets are not its team's.
        { ...round(top.id, 6, 70_000n, 0n, 'settled') },
      ])
      .execute();
    const method = await db.selectFrom('payment_methods').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('deposit_orders')
      .values({
        order_no: 'AGOV0001',
        merchant_id: mid,
        member_id: player.id,
        method_id: method.id,
        provider: 'sandbox',
        amount: 123_400n,
        currency: 'VND',
        status: 'paid',
        return_url: '/',
        paid_at: now,
      })
      .execute();
    const res = await call('GET', '/wps/agent/team/overview?period=D', { token: top.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      period: 'D',
      // sub, sub2, player and the two accounts registered above.
      members: 5,
      newMembers: 5,
      activeMembers: 2,
      deposits: '1234.00',
      withdrawals: '0.00',
      validBets: '350.00',
      profit: '-25.00',
    });
    const subView = (await call('GET', '/wps/agent/team/overview?period=M', { token: sub.token })).json()
      .value;
    expect(subView).toMatchObject({ members: 3, activeMembers: 2, validBets: '350.00' });
    const bad = await call('GET', '/wps/agent/team/overview?period=X', { token: top.token });
    expect(bad.json().code).toBe('VALIDATION');
  });

  it('sends cash down the tree once per requestId under 50 concurrent retries, ledger balanced', async () => {
    await kit.setPaymentPassword(top.token);
    const topBefore = await kit.balance(top.token);
    const playerBefore = await kit.balance(player.token);
    const body = {
      downline: player.username,
      amount: '12.34',
      paymentPassword: '123456',
      requestId: 'down-race-01',
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(top.token, body)));
    for (const r of results) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().value).toMatchObject({ downline: player.username, amount: '12.34' });
    }
    // Retries after the first answer the same and spend no password guesses.
    for (let i = 0; i < 8; i += 1) expect((await transfer(top.token, body)).statusCode).toBe(200);
    expect([topBefore.cash, playerBefore.cash]).toEqual(['1000.00', '1000.00']);
    expect((await kit.balance(top.token)).cash).toBe('987.66');
    expect((await kit.balance(player.token)).cash).toBe('1012.34');
    const moves = await selectWhere(t.database.db, 'ledger_transfers', { kind: 'downline_transfer' })
      .select(['amount', 'reference'])
      .where('idempotency_key', '=', `downline:${top.id}:down-race-01`)
      .execute();
    expect(moves).toEqual([{ amount: 1234n, reference: `downline:${player.id}` }]);

    // The same request id for another amount is a conflict; a wrong password moves nothing.
    const conflict = await transfer(top.token, { ...body, amount: '1.00' });
    expect(conflict.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const wrong = await transfer(top.token, {
      ...body,
      requestId: 'down-wrong-1',
      paymentPassword: '000000',
    });
    expect(wrong.json().code).toBe('PAYMENT_PASSWORD_WRONG');
    const tooMuch = await transfer(top.token, { ...body, requestId: 'down-much-1', amount: '999999' });
    expect(tooMuch.json().code).toBe('INSUFFICIENT_FUNDS');
    expect((await kit.balance(player.token)).cash).toBe('1012.34');
    expect((await kit.balance(top.token)).cash).toBe('987.66');

    const report = await reconcileLedger(t.database.db);
    expect(report.problems).toEqual([]);
  });
});
