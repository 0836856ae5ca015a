import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { updateWhere } from '../../../db/update-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { type Account, agentsKit } from './agents.test-kit.ts';

describe.each(dbKinds)('agent contracts on %s', (kind) => {
  const t = suiteApp(kind);
  const kit = agentsKit(() => t, 'ac');
  const { contract, offered, contractRow } = kit;
  // top (type 1, under the brand) → mid → low → leaf; the demo brand caps daily salaries at 200.
  let top: Account;
  let mid: Account;
  let low: Account;
  let leaf: Account;

  beforeAll(async () => {
    [top, mid, low, leaf] = (await kit.chain([1, 2, 2, 2])) as [Account, Account, Account, Account];
  });

  const act = async (
    who: Account,
    payload: object,
    type: 'daily' | 'dividend' | 'hourly' | 'realtime' = 'daily',
  ) => {
    const res = await contract(who.token, type, payload);
    return {
      status: res.statusCode,
      code: res.json().code as string,
      value: res.json().value,
      body: res.body,
    };
  };

  it('offers only to a direct downline, within the offering agent’s own rate', async () => {
    expect((await act(top, { action: 'offer', downline: low.username, tiers: kit.tiers(10) })).code).toBe(
      'CONTRACT_NOT_DIRECT',
    );
    const above = await act(top, { action: 'offer', downline: mid.username, tiers: kit.tiers(201) });
    expect(above).toMatchObject({ status: 409, code: 'CONTRACT_RATE_ABOVE_CAP', value: { cap: 200 } });
    // mid has no daily salary yet: nothing to give.
    expect((await act(mid, { action: 'offer', downline: low.username, tiers: kit.tiers(1) })).code).toBe(
      'CONTRACT_RATE_ABOVE_CAP',
    );
    const bad = await act(top, {
      action: 'offer',
      downline: mid.username,
      tiers: [
        { minValidBet: '100', minActiveMembers: 1, rate: 50 },
        { minValidBet: '50', minActiveMembers: 1, rate: 60 },
      ],
    });
    expect(bad.code).toBe('VALIDATION');
    expect(
      (await act(top, { action: 'offer', downline: mid.username, tiers: kit.tiers(10), period: 'W' })).code,
    ).toBe('VALIDATION');
    const ok = await act(top, {
      action: 'offer',
      downline: mid.username,
      tiers: [
        { minValidBet: '0', minActiveMembers: 1, rate: 100 },
        { minValidBet: '10000.50', minActiveMembers: 3, rate: 180 },
      ],
    });
    expect(ok.status, ok.body).toBe(200);
    expect(ok.value.contract).toMatchObject({
      upline: top.username,
      downline: mid.username,
      status: 'pending',
      rate: 180,
      period: 'D',
      validFrom: null,
      awaitingMe: false,
      tiers: [
        { minValidBet: '0.00', minActiveMembers: 1, rate: 100 },
        { minValidBet: '10000.50', minActiveMembers: 3, rate: 180 },
      ],
    });
    expect(ok.value.cap).toBe(200);
    expect((await act(top, { action: 'offer', downline: mid.username, tiers: kit.tiers(5) })).code).toBe(
      'CONTRACT_PENDING_EXISTS',
    );
    const flags = (await kit.call('GET', '/wps/agent/consolidated', { token: mid.token })).json().value;
    expect(flags).toEqual({
      dailysalreqtype: true,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
      enableContract: true,
      enableSalary: true,
      enableHourSalary: true,
      enableRealtimeSalary: true,
    });
  });

  it('makes exactly one contract of 50 concurrent identical accepts; the offerer cannot accept', async () => {
    const pending = (await act(mid, { action: 'list', status: 'pending' })).value.list;
    expect(pending).toHaveLength(1);
    const id = pending[0].id as string;
    expect(pending[0].awaitingMe).toBe(true);
    expect((await act(top, { action: 'accept', contractId: id })).code).toBe('CONTRACT_NOT_YOURS');

    const burst = await Promise.all(
      Array.from({ length: 50 }, () => act(mid, { action: 'accept', contractId: id })),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of burst.filter((x) => x.status !== 200)) expect(r.code).toBe('CONTRACT_STATE');
    const rows = await selectWhere(t.database.db, 'agent_contracts', { downline_id: mid.id })
      .select(['status', 'valid_from'])
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('active');
    expect(rows[0]?.valid_from).toBeInstanceOf(Date);
    const view = await act(mid, { action: 'view' });
    expect(view.value).toMatchObject({ mine: { id, status: 'active', rate: 180 }, cap: 180, enabled: true });
    expect(
      (await kit.call('GET', '/wps/agent/consolidated', { token: mid.token })).json().value.dailysalreqtype,
    ).toBe(false);
    // Accepting again, rejecting or terminating an accepted contract are not moves of this state.
    expect((await act(mid, { action: 'accept', contractId: id })).code).toBe('CONTRACT_STATE');
    expect((await act(mid, { action: 'reject', contractId: id })).code).toBe('CONTRACT_STATE');
    expect((await act(mid, { action: 'terminate', contractId: id })).code).toBe('CONTRACT_STATE');
  });

  it('caps each level by the one above and ends higher lower contracts when an agent proceeds', async () => {
    expect((await act(mid, { action: 'offer', downline: low.username, tiers: kit.tiers(181) })).code).toBe(
      'CONTRACT_RATE_ABOVE_CAP',
    );
    const midLow = await offered(mid, low, 'daily', 150);
    expect((await act(low, { action: 'accept', contractId: midLow })).status).toBe(200);
    const lowLeaf = await offered(low, leaf, 'daily', 120);
    expect((await act(leaf, { action: 'accept', contractId: lowLeaf })).status).toBe(200);
    // A waiting change request of low's ends with it (refused, never in force).
    const lowLeafAsked = await offered(low, leaf, 'daily', 110);
    const before = await contractRow(midLow);

    // top lowers mid's rate to 100: mid's contract with low (150) is above it.
    const change = await offered(top, mid, 'daily', 100);
    const warned = await act(mid, { action: 'accept', contractId: change });
    expect(warned).toMatchObject({ status: 409, code: 'CONTRACT_DOWNLINE_RATE_ABOVE' });
    expect(warned.value.contracts.map((c: { id: string }) => c.id)).toEqual([midLow]);
    expect(await contractRow(midLow)).toEqual(before);
    expect((await contractRow(change)).status).toBe('pending');

    const proceeded = await act(mid, { action: 'accept', contractId: change, proceed: true });
    expect(proceeded.status, proceeded.body).toBe(200);
    expect(proceeded.value.contract).toMatchObject({ id: change, status: 'active', rate: 100 });
    // mid→low ended by the cap; low, left without a rate, ends its own below.
    expect(
      proceeded.value.autoTerminated.map((c: { id: string; status: string; endReason: string }) => [
        c.id,
        c.status,
        c.endReason,
      ]),
    ).toEqual([
      [midLow, 'terminated', 'rate_cap'],
      [lowLeaf, 'terminated', 'rate_cap'],
      [lowLeafAsked, 'rejected', 'rate_cap'],
    ]);
    const old = await selectWhere(t.database.db, 'agent_contracts', { downline_id: mid.id })
      .select(['status', 'end_reason', 'valid_to'])
      .where('id', '<>', BigInt(change))
      .executeTakeFirstOrThrow();
    expect(old).toMatchObject({ status: 'replaced', end_reason: 'replaced' });
    expect(old.valid_to).toBeInstanceOf(Date);
    expect((await contractRow(midLow)).valid_to).toBeInstanceOf(Date);

    // The payroll engine's question: which daily contract of (top, mid) was in force at a moment.
    const inForceAt = async (at: Date) =>
      (
        await sql<{ rate: number }>`select rate from agent_contracts where upline_id = ${top.id}
          and downline_id = ${mid.id} and contract_type = 'daily' and valid_from <= ${at}
          and (valid_to is null or valid_to > ${at})`.execute(t.database.db)
      ).rows.map((r) => r.rate);
    expect(await inForceAt(new Date(Date.now() + 1000))).toEqual([100]);
    expect(await inForceAt((await contractRow(change)).valid_from as Date)).toEqual([100]);
  });

  it('walks a termination request through reject and terminate, each by the other party only', async () => {
    const id = (await act(mid, { action: 'view' })).value.mine.id as string;
    const asked = await act(mid, { action: 'requestTermination', contractId: id });
    expect(asked.value.contract).toMatchObject({
      status: 'terminating',
      terminationRequestedBy: mid.username,
    });
    expect((await act(mid, { action: 'requestTermination', contractId: id })).code).toBe(
      'CONTRACT_PENDING_EXISTS',
    );
    expect((await act(mid, { action: 'terminate', contractId: id })).code).toBe('CONTRACT_NOT_YOURS');
    expect((await act(mid, { action: 'reject', contractId: id })).code).toBe('CONTRACT_NOT_YOURS');
    expect(
      (await kit.call('GET', '/wps/agent/consolidated', { token: top.token })).json().value.dailysalreqtype,
    ).toBe(true);
    // Still in force while it waits.
    expect((await contractRow(id)).valid_to).toBeNull();
    expect((await act(top, { action: 'reject', contractId: id })).value.contract).toMatchObject({
      status: 'active',
      terminationRequestedBy: null,
    });

    await act(top, { action: 'requestTermination', contractId: id });
    const ended = await act(mid, { action: 'terminate', contractId: id });
    expect(ended.value.contract).toMatchObject({ status: 'terminated', endReason: 'terminated' });
    expect(ended.value.contract.validTo).not.toBeNull();
    expect(ended.value.mine).toBeNull();
    expect(ended.value.cap).toBeNull();
    for (const action of ['accept', 'reject', 'requestTermination', 'terminate']) {
      expect((await act(top, { action, contractId: id })).code, action).toBe('CONTRACT_STATE');
    }
  });

  it('lets the downline reject a new request, after which it cannot be accepted', async () => {
    const id = await offered(top, mid, 'dividend', 3000);
    expect((await contractRow(id)).period).toBe('M');
    expect((await act(top, { action: 'reject', contractId: id }, 'dividend')).code).toBe(
      'CONTRACT_NOT_YOURS',
    );
    const rejected = await act(mid, { action: 'reject', contractId: id }, 'dividend');
    expect(rejected.value.contract).toMatchObject({
      status: 'rejected',
      endReason: 'rejected',
      validFrom: null,
    });
    expect((await act(mid, { action: 'accept', contractId: id }, 'dividend')).code).toBe('CONTRACT_STATE');
    // Another type's call does not see it.
    expect((await act(mid, { action: 'view', contractId: id }, 'hourly')).code).toBe('CONTRACT_NOT_FOUND');
    const listed = await act(top, { action: 'list', role: 'upline' }, 'dividend');
    expect(listed.value).toMatchObject({ total: 1, totalPages: 1, list: [{ id, status: 'rejected' }] });
  });

  it('refuses a type the brand has switched off, and needs the caller to be an agent to offer', async () => {
    const db = t.database.db;
    await updateWhere(db, 'agent_contract_settings', { contract_type: 'realtime' })
      .set({ enabled: false })
      .execute();
    try {
      const off = await act(
        top,
        { action: 'offer', downline: mid.username, tiers: kit.tiers(10) },
        'realtime',
      );
      expect(off.code).toBe('CONTRACT_DISABLED');
      expect(
        (await kit.call('GET', '/wps/agent/consolidated', { token: top.token })).json().value,
      ).toMatchObject({
        enableRealtimeSalary: false,
        enableContract: true,
      });
    } finally {
      await updateWhere(db, 'agent_contract_settings', { contract_type: 'realtime' })
        .set({ enabled: true })
        .execute();
    }
    const hourly = await act(
      top,
      { action: 'offer', downline: mid.username, tiers: kit.tiers(100) },
      'hourly',
    );
    expect(hourly.value.contract).toMatchObject({ type: 'hourly', period: null, rate: 100 });
    expect(
      (await act(top, { action: 'offer', downline: mid.username, tiers: kit.tiers(101) }, 'realtime')).code,
    ).toBe('CONTRACT_RATE_ABOVE_CAP');
    expect((await act(top, { action: 'explode' })).code).toBe('VALIDATION');
  });
});
