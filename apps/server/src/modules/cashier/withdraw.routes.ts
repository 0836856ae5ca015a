import { IMAGE_MAX_BYTES } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { amountInput, pageInput, paymentPasswordInput, requestIdInput } from './cashier.input.ts';
import { ownerOf } from './owner.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';
import type { uplineService } from './upline.service.ts';
import type { WithdrawService } from './withdraw.service.ts';

const tags = ['cashier'];
const orderParams = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,64}$/) });

/** Payment password (securityCenter), withdrawals with receipt confirmation, transfer to upline. */
export async function withdrawRoutes(
  app: FastifyInstance,
  opts: {
    withdrawals: WithdrawService;
    passwords: PaymentPasswordService;
    upline: ReturnType<typeof uplineService>;
    auth: MemberAuth;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { withdrawals, passwords, auth } = opts;

  r.get(
    '/wps/member/paymentPassword',
    { schema: { tags }, preHandler: auth.requireRealMember },
    async (req) => ok({ isSet: await passwords.isSet(sessionOf(req).memberId) }),
  );

  r.post(
    '/wps/member/paymentPassword',
    {
      schema: {
        tags,
        body: z.object({
          oldPaymentPassword: z.string().max(64).optional(),
          paymentPassword: paymentPasswordInput,
          confirmPaymentPassword: z.string().max(64),
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await passwords.set(sessionOf(req).memberId, req.body)),
  );

  r.get(
    '/wps/cashier/withdraw/limits',
    { schema: { tags }, preHandler: auth.requireRealMember },
    async (req) => ok(await withdrawals.limits(await ownerOf(req))),
  );

  r.post(
    '/wps/cashier/withdraw',
    {
      schema: {
        tags,
        body: z.object({
          amount: amountInput,
          paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
          receivingAddress: z.string().trim().min(1, 'Input cannot be empty').max(200),
          requestId: requestIdInput.optional(),
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await withdrawals.request(await ownerOf(req), req.body)),
  );

  r.get(
    '/wps/cashier/withdrawals',
    { schema: { tags, querystring: z.object(pageInput) }, preHandler: auth.requireRealMember },
    async (req) => ok(await withdrawals.page(sessionOf(req).memberId, req.query.pageNo, req.query.pageSize)),
  );

  r.post(
    '/wps/cashier/withdraw/:orderNo/confirm',
    {
      // One proof image of up to 5 MB, base64 inside JSON.
      bodyLimit: Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags,
        params: orderParams,
        body: z.object({
          received: z.boolean(),
          partial: z.boolean().optional(),
          paidAmount: amountInput.optional(),
          proof: z
            .string()
            .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 200)
            .optional(),
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await withdrawals.confirm(sessionOf(req).memberId, req.params.orderNo, req.body)),
  );

  r.post(
    '/wps/cashier/transferUpline',
    {
      schema: {
        tags,
        body: z.object({
          amount: amountInput,
          paymentPassword: z.string().min(1, 'Input cannot be empty').max(64),
          toUpline: z.string().trim().min(1).max(64).optional(),
          requestId: requestIdInput.optional(),
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await opts.upline.transfer(await ownerOf(req), req.body)),
  );
}
