/**
 * Member authentication for every feature:
 * - `auth.requireMember`: a live session token (`Authorization: Bearer <token>`) of this
 *   request's merchant, else 401 'You are not logged in, please login'. Sets `request.session`.
 * - `auth.requireRealMember`: as above, and a demo (trial, type 4) account gets 403
 *   'Please Register An Account First' (games, member and account centres).
 */
import { DEMO_ACCOUNT_FLAG } from '@pf/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberSession, SessionService } from '../modules/session/session.service.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session?: MemberSession;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export function memberAuth(sessions: SessionService) {
  async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    // A token is valid only on the brand that issued it.
    if (session.merchantId !== (await request.merchant()).id) throw new AppError('UNAUTHORIZED');
    request.session = session;
  }

  async function requireRealMember(request: FastifyRequest, reply: FastifyReply) {
    await requireMember(request, reply);
    if (request.session?.type === DEMO_ACCOUNT_FLAG) throw new AppError('DEMO_ACCOUNT');
  }

  return { requireMember, requireRealMember };
}

export type MemberAuth = ReturnType<typeof memberAuth>;

/** The session set by requireMember; routes behind it may rely on it. */
export function sessionOf(request: FastifyRequest): MemberSession {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}
