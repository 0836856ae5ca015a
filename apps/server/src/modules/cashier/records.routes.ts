import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MemberAuth } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { PERIODS, pageInput } from './cashier.input.ts';
import { ownerOf } from './owner.ts';
import { RECORD_TYPES } from './records.repository.ts';
import type { RecordsService } from './records.service.ts';

const tags = ['cashier'];
const period = z.enum(PERIODS).default('D');

/** transactionHistory, personalProfit and bonusDetails. */
export async function recordsRoutes(
  app: FastifyInstance,
  opts: { records: RecordsService; auth: MemberAuth },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { records, auth } = opts;

  r.get(
    '/wps/cashier/transactions',
    {
      schema: {
        tags,
        querystring: z.object({
          // An empty type (the web's "all") means no filter.
          type: z
            .union([z.enum(RECORD_TYPES), z.literal('')])
            .optional()
            .transform((t) => t || undefined),
          period,
          // The language game names are given in (the member's site language).
          language: z
            .string()
            .regex(/^[A-Za-z]{2,8}$/)
            .optional(),
          ...pageInput,
        }),
      },
      preHandler: auth.requireRealMember,
    },
    async (req) => ok(await records.transactions(await ownerOf(req), req.query)),
  );

  r.get(
    '/wps/cashier/profit',
    { schema: { tags, querystring: z.object({ period }) }, preHandler: auth.requireRealMember },
    async (req) => ok(await records.profit(await ownerOf(req), req.query.period)),
  );

  r.get(
    '/wps/cashier/bonus',
    { schema: { tags, querystring: z.object({ period, ...pageInput }) }, preHandler: auth.requireRealMember },
    async (req) => ok(await records.bonus(await ownerOf(req), req.query)),
  );
}
