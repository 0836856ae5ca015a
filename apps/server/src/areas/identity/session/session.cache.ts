import type { ChangeBus } from '../../../platform/change-bus.ts';
import { hashToken, type MemberSession, type SessionService } from './session.service.ts';

/** How long a verified session is trusted from memory before the database is asked again. */
export const SESSION_MEMORY_MS = 30_000;

interface Held {
  session: MemberSession;
  until: number;
}

/**
 * Session verification without a database round trip. A live session is remembered for up to
 * SESSION_MEMORY_MS (never past its own expiry); revocation is heard on the change bus as
 * `session:<member id>` — from this instance's logout and password calls before they answer, from
 * other instances through Redis, and from the database's triggers when a session is revoked or a
 * member's status or type changes (migration 0016) — and forgets every session of that member on
 * every instance. While the bus is not live, every check goes to the database.
 */
export function cachedSessions(sessions: SessionService, bus: ChangeBus, now: () => Date): SessionService {
  const held = new Map<string, Held>();
  const byMember = new Map<bigint, Set<string>>();
  // Bumped by every revocation: a lookup that began before one is answered but not remembered.
  let generation = 0;

  function forgetMember(memberId: bigint) {
    for (const hash of byMember.get(memberId) ?? []) held.delete(hash);
    byMember.delete(memberId);
  }
  bus.subscribe('session', (key) => {
    generation++;
    if (key === undefined) {
      held.clear();
      byMember.clear();
      return;
    }
    try {
      forgetMember(BigInt(key));
    } catch {
      held.clear();
      byMember.clear();
    }
  });

  return {
    ...sessions,
    async resolve(token) {
      if (!bus.live) return sessions.resolve(token);
      const hash = hashToken(token);
      const at = now().getTime();
      const hit = held.get(hash);
      if (hit && hit.until > at) return hit.session;
      if (hit) held.delete(hash);
      const started = generation;
      const session = await sessions.resolve(token);
      if (session && generation === started && bus.live) {
        held.set(hash, { session, until: Math.min(at + SESSION_MEMORY_MS, session.expiresAt.getTime()) });
        const mine = byMember.get(session.memberId) ?? new Set<string>();
        mine.add(hash);
        byMember.set(session.memberId, mine);
      }
      return session;
    },
    async revoke(sessionId, memberId) {
      await sessions.revoke(sessionId, memberId);
      if (memberId !== undefined) bus.publish('session', String(memberId));
      else bus.publish('session');
    },
    async revokeAllOf(memberId, exceptSessionId) {
      await sessions.revokeAllOf(memberId, exceptSessionId);
      bus.publish('session', String(memberId));
    },
  };
}
