import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { walletKit } from '../../games/seamless/test-kit.ts';
import { createLedger, memberAccount } from '../../money/index.ts';
import { type Account, agentsKit } from './agents.test-kit.ts';

type Row = { username: string };
const names = (res: { json(): { value: { list: Row[] } } }) =>
  res
    .json()
    .value.list.map((r) => r.username)
    .sort();

describe.each(dbKinds)(
  'agent centre reports: team betting, user loss, income, account details on %s',
  (kind) => {
    let t: TestContext;
    const kit = agentsKit(() => t, 'rp');
    const vendor = walletKit(() => t);
    const { call } = kit;
    // top → sub → player; a sibling top agent with a downline of its own.
    let top: Account;
    let sub: Account;
    let player: Account;
    let sibling: Account;
    let siblingDown: Account;
    let seq = 0;

    async function settledRound(m: Account, stake: bigint, win: bigint) {
      seq += 1;
      const merchantId = await kit.merchantId();
      await vendor.settledRound({
        merchantId,
        memberId: m.id,
        stake,
        win,
        roundId: `rp-${Date.now()}-${seq}`,
      });
    }

    async function pay(from: Account, to: Account, amount: bigint, kind: string) {
      seq += 1;
      const mid = await kit.merchantId();
      await createLedger(t.database.db).transfer({
        merchantId: mid,
        debit: memberAccount(mid, from.id, 'VND', 'cash'),
        credit: memberAccount(mid, to.id, 'VND', 'cash'),
        amount,
        kind,
        reference: `test:${seq}`,
        idempotencyKey: `rp-test-${Date.now()}-${seq}`,
      });
    }

    const get = (token: string, path: string, host?: string) =>
      call('GET', path, { token, ...(host ? { headers: { host } } : {}) });

    beforeAll(async () => {
      t = await createTestApp(kind);
      [top, sub, player] = (await kit.chain([1, 2, 0], 1_000_000n)) as [Account, Account, Account];
      [sibling, siblingDown] = (await kit.chain([1, 0], 1_000_000n)) as [Account, Account];
      await settledRound(player, 10_000n, 4_000n); // player lost 60.00
      await settledRound(sub, 5_000n, 9_000n); // sub won 40.00
      await settledRound(siblingDown, 7_000n, 0n); // the sibling's team lost 70.00
      await pay(top, sub, 12_345n, 'salary');
      await pay(top, sub, 5_000n, 'dividend');
      await pay(sibling, siblingDown, 777n, 'salary');
    }, 180_000);
    afterAll(async () => t?.close());

    it('team betting: the whole team per member and category, with totals; one member on request', async () => {
      const res = await get(top.token, '/wps/agent/team/bets?period=D');
      expect(res.statusCode, res.body).toBe(200);
      const v = res.json().value;
      expect(names(res)).toEqual([player.username, sub.username].sort());
      expect(v.list.find((r: Row) => r.username === player.username)).toMatchObject({
        betCount: 1,
        validBet: '100.00',
        winLoss: '-60.00',
        category: expect.any(String),
      });
      expect(v.totals).toEqual({ betCount: 2, validBet: '150.00', winLoss: '-20.00' });
      const one = await get(top.token, `/wps/agent/team/bets?username=${sub.username}`);
      expect(names(one)).toEqual([sub.username]);
      expect(names(await get(sub.token, '/wps/agent/team/bets'))).toEqual([player.username]);
      expect(names(await get(top.token, '/wps/agent/team/bets?category=NOSUCH'))).toEqual([]);
    });

    it('user loss: only members that lost, the biggest first, with the total', async () => {
      const res = await get(top.token, '/wps/agent/team/loss?period=W');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({
        list: [{ username: player.username, validBet: '100.00', payout: '40.00', loss: '60.00' }],
        totalLoss: '60.00',
        total: 1,
      });
    });

    it('my income: the salary and dividend credited to the agent, per day; never what it paid', async () => {
      const mine = await get(sub.token, '/wps/agent/income?period=M');
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json().value.totals).toEqual({
        salary: '123.45',
        dividend: '50.00',
        rebate: '0.00',
        total: '173.45',
      });
      expect(mine.json().value.days).toHaveLength(1);
      // The payer's debit is not income.
      expect((await get(top.token, '/wps/agent/income')).json().value.totals.total).toBe('0.00');
    });

    it('account details: own cash lines, signed, filtered by type', async () => {
      const all = await get(sub.token, '/wps/agent/account/details');
      expect(all.statusCode, all.body).toBe(200);
      const kinds = all.json().value.list.map((l: { type: string }) => l.type);
      // The opening balance the kit funds agents with is money given, not a deposit.
      expect(kinds).toEqual(expect.arrayContaining(['salary', 'dividend', 'other']));
      const salary = await get(sub.token, '/wps/agent/account/details?type=salary');
      expect(salary.json().value.list).toMatchObject([
        { type: 'salary', kind: 'salary', amount: '123.45', counterparty: top.username },
      ]);
      const paid = await get(top.token, '/wps/agent/account/details?type=salary');
      expect(paid.json().value.list).toMatchObject([
        { type: 'salary', amount: '-123.45', counterparty: sub.username },
      ]);
      const opening = all.json().value.list.find((l: { type: string }) => l.type === 'other');
      expect(opening).toMatchObject({ kind: 'opening_balance', counterparty: null });
    });

    it('lets no sibling agent or other brand read a team member, and shows each agent only its own', async () => {
      for (const path of ['/wps/agent/team/bets', '/wps/agent/team/loss']) {
        for (const name of [player.username, sub.username, top.username, 'nobody-at-all']) {
          const res = await get(sibling.token, `${path}?username=${name}`);
          expect(res.statusCode, `${path} ${name}: ${res.body}`).toBe(403);
          expect(res.json().code).toBe('AGENT_NOT_IN_TEAM');
        }
        // Upwards and the caller itself are not its team either.
        expect((await get(sub.token, `${path}?username=${top.username}`)).json().code).toBe(
          'AGENT_NOT_IN_TEAM',
        );
        expect((await get(sub.token, `${path}?username=${sub.username}`)).json().code).toBe(
          'AGENT_NOT_IN_TEAM',
        );
        expect(names(await get(sibling.token, path))).toEqual(
          path.endsWith('loss') ? [siblingDown.username] : [siblingDown.username],
        );
      }
      expect((await get(sibling.token, '/wps/agent/income')).json().value.totals.salary).toBe('0.00');
      const sibLines = (await get(sibling.token, '/wps/agent/account/details?type=salary')).json().value.list;
      expect(sibLines).toMatchObject([{ amount: '-7.77' }]);
      // Another brand: its agent sees none of ours, by name or as a whole.
      const other = await kit.otherBrand();
      for (const path of ['/wps/agent/team/bets', '/wps/agent/team/loss']) {
        const res = await get(other.agent.token, `${path}?username=${player.username}`, other.host);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().code).toBe('AGENT_NOT_IN_TEAM');
        expect(names(await get(other.agent.token, path, other.host))).toEqual([]);
      }
      expect((await get(other.agent.token, '/wps/agent/income', other.host)).json().value.days).toEqual([]);
      expect(
        (await get(other.agent.token, '/wps/agent/account/details', other.host)).json().value.list,
      ).toEqual([]);
    });

    it('refuses members who are not agents and visitors', async () => {
      for (const path of [
        '/wps/agent/team/bets',
        '/wps/agent/team/loss',
        '/wps/agent/income',
        '/wps/agent/account/details',
      ]) {
        const res = await get(player.token, path);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
        expect(res.json().code).toBe('AGENT_ONLY');
        expect((await call('GET', path)).statusCode).toBe(401);
      }
    });
  },
);
