import { STAFF_IDLE_TIMEOUT_MS } from '@pf/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandId } from '../../../test/brand-kit.ts';
import { caller } from '../../../test/member-kit.ts';
import { staffKit } from '../../../test/staff-kit.ts';
import { suiteApp } from '../../../test/test-app.ts';
import { dbKinds } from '../../../test/test-db.ts';
import { STAFF_LAST_SEEN_STEP_MS } from './staff.service.ts';

describe.each(dbKinds)('staff sessions on %s', (kind) => {
  const t = suiteApp(kind);
  const call = caller(() => t);
  const staff = staffKit(() => t, '10.44.0.1');
  let admin = '';
  let demo = 0;
  beforeAll(async () => {
    admin = await staff.login();
    demo = await brandId(t.database.db);
  });
  const me = async (token: string) => (await call('GET', '/bo/api/session/me', { token })).json().value;
  const db = () => t.database.db;
  /** Moves the session's last use back by `ms`, as if that long had passed since. */
  const unusedFor = async (token: string, ms: number) => {
    const { sessionId } = await sessionOf(token);
    await db()
      .updateTable('staff_sessions')
      .set({ last_seen_at: new Date(Date.now() - ms) })
      .where('id', '=', BigInt(sessionId))
      .execute();
    return sessionId;
  };
  const sessionOf = async (token: string) => {
    const mine = (await call('GET', '/bo/api/session/sessions', { token })).json().value as {
      id: string;
      current: boolean;
    }[];
    return { sessionId: mine.find((s) => s.current)?.id as string, all: mine };
  };
  const lastSeen = async (id: string) =>
    (
      await db()
        .selectFrom('staff_sessions')
        .select('last_seen_at')
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow()
    ).last_seen_at;

  it('lists my live sessions with their address and device, the current one marked, and ends one', async () => {
    const first = await staff.withRoles('ss_me', ['content'], demo);
    const second = await staff.login('ss_me', 'Staff@1234');
    const list = (
      await call('GET', '/bo/api/session/sessions', { token: second, headers: { 'user-agent': 'Tablet/1' } })
    ).json().value;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(list[0]).toMatchObject({ ip: '10.44.0.1', merchantId: demo, createdAt: expect.any(String) });
    const other = list.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/bo/api/session/sessions/${other}`, { token: second })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/bo/api/session/me', { token: first })).statusCode).toBe(401);
    expect((await call('GET', '/bo/api/session/me', { token: second })).statusCode).toBe(200);
    // Another operator's session is not mine to end.
    const adminSession = (await sessionOf(admin)).sessionId;
    const foreign = await call('DELETE', `/bo/api/session/sessions/${adminSession}`, { token: second });
    expect(foreign.json().code).toBe('NOT_FOUND');
  });

  it("lets an admin list and end another operator's sessions", async () => {
    const token = await staff.withRoles('ss_target', ['risk'], demo);
    const { staffId } = await me(token);
    const listed = await call('GET', `/bo/api/staff/${staffId}/sessions`, { token: admin });
    expect(listed.json().value).toHaveLength(1);
    expect(listed.json().value[0].current).toBe(false);
    const id = listed.json().value[0].id;
    expect(
      (await call('DELETE', `/bo/api/staff/${staffId}/sessions/${id}`, { token: admin })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/bo/api/session/me', { token })).statusCode).toBe(401);
    const again = await call('DELETE', `/bo/api/staff/${staffId}/sessions/${id}`, { token: admin });
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('stops a session unused for 30 minutes with its own code; a call within them moves it on', async () => {
    const token = await staff.withRoles('ss_idle', ['finance'], demo);
    const kept = await unusedFor(token, STAFF_IDLE_TIMEOUT_MS - 60_000);
    expect((await call('GET', '/bo/api/session/me', { token })).statusCode).toBe(200);
    expect(Date.now() - (await lastSeen(kept)).getTime()).toBeLessThan(10_000);
    await unusedFor(token, STAFF_IDLE_TIMEOUT_MS + 1000);
    const idle = await call('GET', '/bo/api/session/me', { token });
    expect(idle.statusCode).toBe(401);
    expect(idle.json().code).toBe('STAFF_SESSION_IDLE');
    const other = await staff.login('ss_idle', 'Staff@1234');
    expect((await sessionOf(other)).all).toHaveLength(1);
  });

  it('writes the last use at most once a minute', async () => {
    const token = await staff.withRoles('ss_cheap', ['finance'], demo);
    const id = await unusedFor(token, STAFF_LAST_SEEN_STEP_MS / 2);
    const before = await lastSeen(id);
    for (let i = 0; i < 3; i++) await call('GET', '/bo/api/session/me', { token });
    expect((await lastSeen(id)).getTime()).toBe(before.getTime());
    await unusedFor(token, STAFF_LAST_SEEN_STEP_MS + 1000);
    await call('GET', '/bo/api/session/me', { token });
    expect(Date.now() - (await lastSeen(id)).getTime()).toBeLessThan(10_000);
  });
});
