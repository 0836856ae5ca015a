import type { ApiContract, ParsedBody, ParsedQuery } from '@pf/shared';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import { staffOf } from './auth.ts';
import type { StaffSession } from './auth-sessions.ts';
import { contractRoute, type HandlerResult } from './contract-route.ts';

/** A call on one row, named by the numeric `:id` of its path. */
type OnOne = ApiContract & { readonly params: z.ZodType<{ id: number | string }> };

/**
 * The `:id` of a call on one row, as a bigint key. `OnOne` holds every such contract to an id of
 * digits, but the parsed params of a contract still generic here are not known to have one.
 */
function pathId(params: unknown): bigint {
  return BigInt((params as { id: number | string }).id);
}

/**
 * Declares the calls staff keep a list of rows with (read it, add one, change one, delete one),
 * all behind `guard`. Each hands the signed-in operator, and for a change the caller's address the
 * audit row keeps, to the service: one line a call, whatever list it is.
 */
export function staffEditingRoutes(app: FastifyInstance, guard: { preHandler: preHandlerHookHandler }) {
  return {
    list<C extends ApiContract>(
      contract: C,
      read: (staff: StaffSession, query: ParsedQuery<C>) => Promise<HandlerResult<C>>,
    ) {
      contractRoute<C>(app, contract, guard, async ({ query }, req) => read(staffOf(req), query));
    },
    create<C extends ApiContract>(
      contract: C,
      add: (staff: StaffSession, body: ParsedBody<C>, ip: string) => Promise<HandlerResult<C>>,
    ) {
      contractRoute<C>(app, contract, guard, async ({ body }, req) => add(staffOf(req), body, req.ip));
    },
    update<C extends OnOne>(
      contract: C,
      change: (staff: StaffSession, id: bigint, body: ParsedBody<C>, ip: string) => Promise<HandlerResult<C>>,
    ) {
      contractRoute<C>(app, contract, guard, async ({ params, body }, req) =>
        change(staffOf(req), pathId(params), body, req.ip),
      );
    },
    remove<C extends OnOne>(
      contract: C,
      drop: (staff: StaffSession, id: bigint, ip: string) => Promise<HandlerResult<C>>,
    ) {
      contractRoute<C>(app, contract, guard, async ({ params }, req) =>
        drop(staffOf(req), pathId(params), req.ip),
      );
    },
  };
}
