import { describe, expect, it } from 'vitest';
import { createChangeBus } from '../../../platform/change-bus.ts';
import { cachedSessions, SESSION_MEMORY_MS } from './session.cache.ts';
import type { MemberSession, SessionService } from './session.service.ts';

function fakeSessions(clock: { t: number }) {
  const live = new Map<string, MemberSession>();
  const calls = { resolve: 0 };
  const session = (memberId: bigint, sessionId: bigint, expiresIn = 3_600_000): MemberSession => ({
    sessionId,
    memberId,
    merchantId: 1,
    username: `m${memberId}`,
    type: 0,
    isAgent: 0,
    demo: false,
    loginType: 'username',
    expiresAt: new Date(clock.t + expiresIn),
  });
  const service: SessionService = {
    async create() {
      return { token: 'unused', expiresAt: new Date(clock.t).toISOString() };
    },
    async resolve(token) {
      calls.resolve++;
      const s = live.get(token);
      return s && s.expiresAt.getTime() > clock.t ? s : null;
    },
    async revokeAllOf(memberId, except) {
      for (const [k, s] of live) if (s.memberId === memberId && s.sessionId !== except) live.delete(k);
    },
    async revoke(sessionId) {
      for (const [k, s] of live) if (s.sessionId === sessionId) live.delete(k);
    },
  };
  return { live, calls, session, service };
}

describe('cachedSessions', () => {
  it('verifies a session from memory after the first check', async () => {
    const clock = { t: 1_000_000 };
    const f = fakeSessions(clock);
    f.live.set('tok', f.session(7n, 1n));
    const sessions = cachedSessions(f.service, createChangeBus(), () => new Date(clock.t));
    for (let i = 0; i < 20; i++) expect((await sessions.resolve('tok'))?.memberId).toBe(7n);
    expect(f.calls.resolve).toBe(1);
    clock.t += SESSION_MEMORY_MS;
    await sessions.resolve('tok');
    expect(f.calls.resolve).toBe(2);
  });

  it('forgets a session at logout, password change or a heard revocation, at once', async () => {
    const clock = { t: 1_000_000 };
    const f = fakeSessions(clock);
    const bus = createChangeBus();
    const sessions = cachedSessions(f.service, bus, () => new Date(clock.t));
    f.live.set('a', f.session(7n, 1n));
    f.live.set('b', f.session(7n, 2n));
    f.live.set('c', f.session(8n, 3n));
    for (const t of ['a', 'b', 'c']) await sessions.resolve(t);

    await sessions.revoke(1n, 7n);
    expect(await sessions.resolve('a')).toBeNull();
    expect((await sessions.resolve('b'))?.sessionId).toBe(2n);

    await sessions.revokeAllOf(7n);
    expect(await sessions.resolve('b')).toBeNull();

    // Another instance, or the database, revoked member 8 (e.g. staff locked the account).
    f.live.delete('c');
    bus.receive('session:8');
    expect(await sessions.resolve('c')).toBeNull();
  });

  it('never serves a session past its expiry, nor one looked up across a revocation', async () => {
    const clock = { t: 1_000_000 };
    const f = fakeSessions(clock);
    const bus = createChangeBus();
    const sessions = cachedSessions(f.service, bus, () => new Date(clock.t));
    f.live.set('short', f.session(9n, 4n, 5_000));
    await sessions.resolve('short');
    clock.t += 5_000;
    expect(await sessions.resolve('short')).toBeNull();

    f.live.set('race', f.session(10n, 5n));
    const slow = f.service.resolve;
    f.service.resolve = async (token) => {
      const s = await slow(token);
      bus.receive('session:10');
      return s;
    };
    const racing = cachedSessions(f.service, bus, () => new Date(clock.t));
    await racing.resolve('race');
    f.live.delete('race');
    expect(await racing.resolve('race')).toBeNull();
  });

  it('asks the database every time while the bus is down', async () => {
    const clock = { t: 1_000_000 };
    const f = fakeSessions(clock);
    const bus = createChangeBus();
    const sessions = cachedSessions(f.service, bus, () => new Date(clock.t));
    f.live.set('tok', f.session(7n, 1n));
    bus.transportState('redis', false);
    await sessions.resolve('tok');
    await sessions.resolve('tok');
    expect(f.calls.resolve).toBe(2);
  });
});
