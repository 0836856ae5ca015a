import { beforeAll, describe, expect, it } from 'vitest';
import { selectWhere } from '../../../db/select-where.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { inboxKit } from '../../content/messages/messages.test-kit.ts';

describe.each(dbKinds)('member VIP level on %s', (kind) => {
  const t = suiteApp(kind);
  let risk: string;
  const kit = inboxKit(() => t, 'vip');
  const { call } = kit;
  beforeAll(async () => {
    risk = await kit.staff('vipRisk', ['risk']);
  });

  const setLevel = (token: string, memberId: bigint | string, payload: object) =>
    call('POST', `/bo/api/members/${memberId}/vip-level`, { token, payload });
  const clubLabel = async (token: string) =>
    (await call('GET', '/wps/member/info', { token })).json().value.clubLabel;
  const levelOf = async (id: bigint) =>
    (await selectWhere(t.database.db, 'members', { id }).select('vip_level').executeTakeFirstOrThrow())
      .vip_level;

  it('starts a member at level 1 and shows the level staff set, audit-logged with before and after', async () => {
    const m = await kit.member();
    expect(await clubLabel(m.token)).toMatchObject({ labelName: 'Member', rankLevel: 1 });

    const res = await setLevel(risk, m.id, { level: 5, reason: 'high roller' });
    expect(res.json()).toMatchObject({
      success: true,
      value: { memberId: String(m.id), level: 5, previous: 1 },
    });
    expect(await clubLabel(m.token)).toEqual({
      labelName: 'Platinum',
      color: '#67e8f9',
      color2: '#0e7490',
      rankLevel: 5,
    });

    const audit = await selectWhere(t.database.db, 'audit_log', { target_type: 'member' })
      .select(['action', 'before', 'after'])
      .where('target_id', '=', String(m.id))
      .execute();
    expect(audit).toEqual([
      {
        action: 'member.vipLevel',
        before: { vipLevel: 1 },
        after: { vipLevel: 5, reason: 'high roller' },
      },
    ]);
  });

  it('seeds vip01 at level 5, whose info shows Platinum', async () => {
    const login = await call('POST', '/wps/session/login', {
      payload: { username: 'vip01', password: 'Vip@12345', type: 'username' },
      ip: '10.8.1.1',
    });
    const label = await clubLabel(login.json().value.token);
    expect(label).toMatchObject({ labelName: 'Platinum', rankLevel: 5 });
  });

  it('refuses other roles, another brand’s operator and bad levels, changing nothing', async () => {
    const m = await kit.member();
    const content = await kit.staff('vipContent', ['content']);
    expect((await setLevel(content, m.id, { level: 3 })).json().code).toBe('STAFF_FORBIDDEN');
    expect((await setLevel(m.token, m.id, { level: 3 })).statusCode).toBe(401);

    const otherRisk = await kit.staff('vipRiskOther', ['risk'], await kit.otherBrand('vipother'));
    const foreign = await setLevel(otherRisk, m.id, { level: 3 });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');

    for (const level of [0, 11, 2.5, '3']) {
      const bad = await setLevel(risk, m.id, { level });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION');
    }
    expect((await setLevel(risk, '999999999', { level: 3 })).json().code).toBe('NOT_FOUND');

    expect(await levelOf(m.id)).toBe(1);
    const audit = await selectWhere(t.database.db, 'audit_log', { action: 'member.vipLevel' })
      .select('id')
      .where('target_id', '=', String(m.id))
      .execute();
    expect(audit).toHaveLength(0);
  });

  it('delivers a message to a VIP level to exactly the members of that level', async () => {
    const content = await kit.staff('vipMsgContent', ['content']);
    const [gold1, gold2, plain] = [await kit.member(), await kit.member(), await kit.member()];
    // A level nobody else in the brand holds, so the count is exact.
    for (const m of [gold1, gold2]) expect((await setLevel(risk, m.id, { level: 9 })).statusCode).toBe(200);

    const res = await call('POST', '/bo/api/messages', {
      token: content,
      payload: { audience: { kind: 'vipLevel', level: 9 }, title: 'Royal gift', content: 'For you' },
    });
    expect(res.json()).toMatchObject({ success: true, value: { sent: 2 } });
    const titles = async (token: string) =>
      (await call('GET', '/wps/messageV2', { token }))
        .json()
        .value.list.map((x: { title: string }) => x.title);
    expect(await titles(gold1.token)).toContain('Royal gift');
    expect(await titles(gold2.token)).toContain('Royal gift');
    expect(await titles(plain.token)).not.toContain('Royal gift');

    const none = await call('POST', '/bo/api/messages', {
      token: content,
      payload: { audience: { kind: 'vipLevel', level: 10 }, title: 'x', content: 'y' },
    });
    expect(none.json().code).toBe('MESSAGE_NO_RECIPIENTS');
    const bad = await call('POST', '/bo/api/messages', {
      token: content,
      payload: { audience: { kind: 'vipLevel', level: 11 }, title: 'x', content: 'y' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
