import { allowedErrorCodes } from '@pf/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Every failure a contract route answers must carry a code its contract declares (or one every
 * call may answer). An undeclared code is logged; in strict mode (tests) the answer becomes a 500
 * naming it, so a test that reaches it fails instead of the web meeting a code it cannot expect.
 */
export function registerContractGuard(app: FastifyInstance, strict: boolean) {
  const allowed = new WeakMap<object, ReadonlySet<string>>();
  app.addHook('onSend', (request, reply, payload, done) => {
    const contract = request.routeOptions.config.contract;
    if (!contract || reply.statusCode < 400 || typeof payload !== 'string') return done(null, payload);
    let codes = allowed.get(contract);
    if (!codes) {
      codes = allowedErrorCodes(contract);
      allowed.set(contract, codes);
    }
    let code: unknown;
    try {
      code = (JSON.parse(payload) as { code?: unknown }).code;
    } catch {
      code = undefined;
    }
    if (typeof code === 'string' && codes.has(code)) return done(null, payload);
    request.log.warn({ code, route: contract.path }, 'error code not declared by the contract');
    if (!strict) return done(null, payload);
    const status = reply.statusCode;
    reply.code(500);
    done(
      null,
      JSON.stringify({
        success: false,
        code: 'CONTRACT_UNDECLARED_ERROR',
        message: `${String(code)} (${status}) is not declared by the contract of ${contract.path}`,
        value: null,
      }),
    );
  });
}
