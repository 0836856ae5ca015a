import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { type Account, agentsKit } from './agents.test-kit.ts';

describe.each(dbKinds)('the agent tree in the back office on %s', (kind) => {
  let t: TestContext;
  const kit = agentsKit(() => t, 'atr');
  let manager = '';
  let desk = '';
  let top: Account;
  let sub: Account;
  let leaf: Account;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [top, sub, leaf] = (await kit.chain([1, 2, 0])) as [Account, Account, Account];
    manager = await kit.staffWith(['agent_manager']);
    desk = await kit.staffWith(['customer_service']);
  }, 180_000);
  afterAll(async () => t?.close());

  const get = (url: string, token = manager) => kit.call('GET', url, { token });
  const move = (member: Account, uplineId: string, token = manager) =>
    kit.call('POST', `/bo/api/agents/${member.id}/move`, {
      token,
      payload: { uplineId, reason: 'Team reshuffle' },
    });
  const uplineOf = async (a: Account) =>
    (await selectWhere(t.database.db, 'members', { id: a.id }).select('upline_id').executeTakeFirstOrThrow())
      .upline_id;

  it('lists the top agents, a level below one, and finds a member by username', async () => {
    const tops = (await get('/bo/api/agents/tree?pageSize=50')).json().value;
    expect(tops.list.map((n: { username: string }) => n.username)).toContain(top.username);
    const below = (await get(`/bo/api/agents/tree?parentId=${top.id}`)).json().value;
    expect(below.list).toMatchObject([{ username: sub.username, uplineId: String(top.id), downlines: 1 }]);
    const found = (await get(`/bo/api/agents/tree?username=${leaf.username}`)).json().value;
    expect(found).toMatchObject({ total: 1, list: [{ username: leaf.username, upline: sub.username }] });
    const csv = await get(`/bo/api/agents/tree.csv?parentId=${top.id}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(sub.username);
  });

  it('moves a member under another agent and records who did it and why', async () => {
    const res = await move(leaf, String(top.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      member: { upline: top.username },
      previousUplineId: String(sub.id),
    });
    const audit = await selectWhere(t.database.db, 'audit_log', {
      action: 'agent.move',
      target_id: String(leaf.id),
    })
      .select(['before', 'after'])
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ upline: top.username, reason: 'Team reshuffle' });
    expect((await move(leaf, String(top.id))).json().code).toBe('AGENT_MOVE_SAME');
  });

  it('refuses a move under its own downline, bad input and a role without the permission', async () => {
    expect((await move(top, String(sub.id))).json().code).toBe('AGENT_MOVE_CYCLE');
    expect((await move(sub, String(leaf.id))).json().code).toBe('AGENT_MOVE_UPLINE_TYPE');
    const bad = await kit.call('POST', `/bo/api/agents/${sub.id}/move`, {
      token: manager,
      payload: { uplineId: 'x', reason: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await move(sub, String(leaf.id), desk)).json().code).toBe('STAFF_FORBIDDEN');
    expect(await uplineOf(sub)).toBe(top.id);
    expect(await uplineOf(top)).toBeNull();
  });

  it('decides two moves that would make a loop together one after the other', async () => {
    const [a, b] = (await Promise.all([
      kit.member({ type: 2, uplineId: top.id }),
      kit.member({ type: 2, uplineId: top.id }),
    ])) as [Account, Account];
    const answers = await Promise.all([move(a, String(b.id)), move(b, String(a.id))]);
    const codes = answers.map((r) => (r.statusCode === 200 ? 'moved' : r.json().code)).sort();
    expect(codes).toEqual(['AGENT_MOVE_CYCLE', 'moved']);
    const uplines = [await uplineOf(a), await uplineOf(b)];
    expect(uplines.filter((u) => u === top.id)).toHaveLength(1);
  });
});
