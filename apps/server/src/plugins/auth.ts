/**
 * Authentication for every feature. Identity builds one `auth` object and hands it to route
 * plugins; use its members as Fastify preHandlers:
 *
 *   r.get('/wps/x', { preHandler: auth.requireMember }, async (req) => {
 *     const s = sessionOf(req); // { memberId, merchantId, username, type, isAgent, demo, ... }
 *   });
 *
 * - `auth.requireMember`: a live member session token (`Authorization: Bearer <token>`) issued by
 *   this request's merchant, else 401 UNAUTHORIZED 'You are not logged in, please login'.
 *   Sets `request.session` (read it with `sessionOf(req)`). Demo (trial) sessions pass.
 * - `auth.requireRealMember`: as above, and a demo (trial, type 4) session gets 403 DEMO_ACCOUNT
 *   'Please Register An Account First'. Use it for games, member and account centres, money.
 * - `auth.requireStaff()`: a live back-office token, else 401 STAFF_UNAUTHORIZED; and roles that
 *   hold the permission the route's contract names (`ROLE_PERMISSIONS` in the shared package), else
 *   403 STAFF_FORBIDDEN, checked before the body is read or validated. Sets `request.staff` (read it
 *   with `staffOf(req)`).
 *
 * Member and staff tokens are different things: a member token never opens /bo/api and a staff
 * token never opens /wps.
 */
import { DEMO_ACCOUNT_FLAG, rolesMay } from '@pf/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { MemberSession, SessionReader, StaffReader, StaffSession } from './auth-sessions.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    session?: MemberSession;
    staff?: StaffSession;
    /** Looked up before the body was read (see `earlyHookFor`), reused by the full check. */
    earlySession?: MemberSession;
    earlyStaff?: StaffSession;
  }
}

/**
 * Declares the request fields the checks below set, so every request has them from the start
 * (one object shape). They live on the request rather than in weak maps keyed by it: those left
 * an entry per request for the full collector to walk (platform/shared-answers.ts).
 */
export const authRequestFields = fp(async (app: FastifyInstance) => {
  for (const field of ['session', 'staff', 'earlySession', 'earlyStaff'] as const) {
    app.decorateRequest(field, undefined);
  }
});

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Refuses a staff member whose roles lack the permission the route's contract names. A route
 * without one is refused too: a back-office call nobody listed in the table is open to nobody.
 */
function mayCall(request: FastifyRequest, session: StaffSession): void {
  const permission = request.routeOptions.config.contract?.permission;
  if (!permission || !rolesMay(session.roles, permission)) throw new AppError('STAFF_FORBIDDEN');
}

export function memberAuth(sessions: SessionReader, staff?: StaffReader) {
  const early = new Map<unknown, onRequestAsyncHookHandler>();

  async function requireMember(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearer(request);
    const session = request.earlySession ?? (token ? await sessions.resolve(token) : null);
    if (!session) throw new AppError('UNAUTHORIZED');
    // A token is valid only on the brand that issued it.
    if (session.merchantId !== (await request.merchant()).id) throw new AppError('UNAUTHORIZED');
    request.session = session;
  }

  async function requireRealMember(request: FastifyRequest, reply: FastifyReply) {
    await requireMember(request, reply);
    if (request.session?.type === DEMO_ACCOUNT_FLAG) throw new AppError('DEMO_ACCOUNT');
  }

  // Before the body is read: a request without a live token is refused without reading it. The
  // brand and role checks need the parsed request and stay in the preHandler.
  async function memberBeforeBody(request: FastifyRequest) {
    const token = bearer(request);
    const session = token ? await sessions.resolve(token) : null;
    if (!session) throw new AppError('UNAUTHORIZED');
    request.earlySession = session;
  }
  async function staffBeforeBody(request: FastifyRequest) {
    const token = bearer(request);
    const session = token && staff ? await staff.resolve(token) : null;
    if (!session) throw new AppError('STAFF_UNAUTHORIZED');
    mayCall(request, session);
    request.earlyStaff = session;
  }
  early.set(requireMember, memberBeforeBody);
  early.set(requireRealMember, memberBeforeBody);

  function requireStaff(): preHandlerAsyncHookHandler {
    const gate = async function staffGate(request: FastifyRequest) {
      const token = bearer(request);
      const session = request.earlyStaff ?? (token && staff ? await staff.resolve(token) : null);
      if (!session) throw new AppError('STAFF_UNAUTHORIZED');
      mayCall(request, session);
      request.staff = session;
    };
    early.set(gate, staffBeforeBody);
    return gate;
  }

  /**
   * The onRequest hook matching one of the preHandlers above, or undefined. `checkTokensBeforeBody` adds it to
   * every route guarded by them, so an unauthenticated body is refused before it is parsed.
   */
  function earlyHookFor(preHandler: unknown): onRequestAsyncHookHandler | undefined {
    return early.get(preHandler);
  }

  return { requireMember, requireRealMember, requireStaff, earlyHookFor };
}

export type MemberAuth = ReturnType<typeof memberAuth>;

/**
 * A route guarded by a session checks the token before its body is read, so a caller without one
 * cannot make the server parse anything. Added before any route is registered: the hook sees
 * only the routes registered after it.
 */
export function checkTokensBeforeBody(app: FastifyInstance, auth: MemberAuth): void {
  app.addHook('onRoute', (route) => {
    const handlers = [route.preHandler ?? []].flat();
    const early = handlers.map((h) => auth.earlyHookFor(h)).filter((h) => h !== undefined);
    if (early.length === 0) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), early[0] as onRequestAsyncHookHandler];
  });
}
/** The same object; the name reads better where only staff routes use it. */
export type Auth = MemberAuth;

/** The session set by requireMember; routes behind it may rely on it. */
export function sessionOf(request: FastifyRequest): MemberSession {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}

/** The operator set by requireStaff. */
export function staffOf(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new AppError('STAFF_UNAUTHORIZED');
  return request.staff;
}
