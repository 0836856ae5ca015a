import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, staffOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import type { DepositService } from './deposit.service.ts';
import { depositView } from './deposit.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

const tags = ['back office'];
const orderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });
const limit = z.coerce.number().int().min(1).max(500).default(100);

/** Finance desk of the back office: withdrawal review, deposits and the webhook log. */
export async function financeRoutes(
  app: FastifyInstance,
  opts: { withdrawals: WithdrawService; deposits: DepositService; auth: MemberAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Checked before validation: a caller without a finance session hears 401, never what a valid
  // body would look like.
  const finance = opts.auth.requireStaff('finance');
  const { withdrawals, deposits } = opts;

  r.get(
    '/bo/api/finance/withdrawals',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(['pending', 'rejected', 'paid', 'received', 'disputed']).optional(),
          limit,
        }),
      },
      preValidation: finance,
    },
    async (req) => ok(await withdrawals.listForStaff(staffOf(req), req.query.status, req.query.limit)),
  );

  r.post(
    '/bo/api/finance/withdrawals/:orderNo/approve',
    {
      schema: {
        tags,
        params: orderParams,
        // A bare POST (no body at all) is a plain approval; Fastify hands it over as null.
        body: z.object({ note: z.string().trim().max(500).optional() }).nullish(),
      },
      preValidation: finance,
    },
    async (req) =>
      ok(await withdrawals.approve(staffOf(req), req.params.orderNo, req.body?.note || null, req.ip)),
  );

  r.post(
    '/bo/api/finance/withdrawals/:orderNo/reject',
    {
      schema: {
        tags,
        params: orderParams,
        // The member is told why.
        body: z.object({ note: z.string().trim().min(1, 'Input cannot be empty').max(500) }),
      },
      preValidation: finance,
    },
    async (req) => ok(await withdrawals.reject(staffOf(req), req.params.orderNo, req.body.note, req.ip)),
  );

  r.get(
    '/bo/api/finance/withdrawals/:orderNo/proof',
    { schema: { tags, params: orderParams }, preValidation: finance },
    async (req, reply) => {
      const image = await withdrawals.proofForStaff(staffOf(req), req.params.orderNo);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(image.bytes);
    },
  );

  r.get(
    '/bo/api/finance/deposits',
    {
      schema: {
        tags,
        querystring: z.object({ status: z.enum(['pending', 'paid', 'failed', 'expired']).optional(), limit }),
      },
      preValidation: finance,
    },
    async (req) => {
      const rows = await deposits.orders.listForStaff(
        staffOf(req).merchantId,
        req.query.status,
        req.query.limit,
      );
      return ok(
        rows.map((o) => ({
          ...depositView(o),
          merchantId: o.merchant_id,
          memberId: o.member_id.toString(),
          username: o.username,
          provider: o.provider,
        })),
      );
    },
  );

  r.get(
    '/bo/api/finance/callbacks',
    {
      schema: { tags, querystring: z.object({ orderNo: orderParams.shape.orderNo.optional(), limit }) },
      preValidation: finance,
    },
    async (req) => {
      const rows = await deposits.orders.callbacks(
        staffOf(req).merchantId,
        req.query.orderNo,
        req.query.limit,
      );
      return ok(
        rows.map((c) => ({
          id: c.id.toString(),
          provider: c.provider,
          orderNo: c.order_no,
          outcome: c.outcome,
          detail: c.detail,
          ip: c.ip,
          at: c.created_at.toISOString(),
        })),
      );
    },
  );
}
