import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, staffOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { AppError } from '../../plugins/errors.ts';
import { lotteryError } from './lottery.errors.ts';
import type { Lottery } from './lottery.service.ts';

const tags = ['back office'];
const idParam = (name: string) => z.object({ [name]: z.string().regex(/^\d{1,18}$/, `${name}: a number`) });
const winningNumber = z.string().trim().min(1, 'Input cannot be empty').max(400);

/** Back office: draws, two-person result entry, imports, cancellations and two-person voids (every change audited). */
export async function lotteryBoRoutes(app: FastifyInstance, opts: { lottery: Lottery; auth: MemberAuth }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { results, holidays } = opts.lottery;
  const entrant = opts.auth.requireStaff('content', 'risk');
  const canceller = opts.auth.requireStaff('risk', 'finance');
  /** The calendar is the same for every merchant: only operators of the whole platform keep it. */
  const calendarKeeper = async (req: FastifyRequest, reply: FastifyReply) => {
    await canceller.call(app, req, reply);
    if (staffOf(req).merchantId !== null) throw new AppError('STAFF_FORBIDDEN');
  };
  const op = (req: FastifyRequest) => {
    const s = staffOf(req);
    return { staffId: s.staffId, merchantId: s.merchantId, ip: req.ip };
  };
  /** Staff of every merchant name the merchant; others work on their own. */
  const merchantFor = async (req: FastifyRequest) => staffOf(req).merchantId ?? (await req.merchant()).id;

  r.get(
    '/bo/api/lottery/draws',
    {
      schema: {
        tags,
        querystring: z.object({
          gameCode: z.string().trim().max(40).optional(),
          status: z.enum(['scheduled', 'open', 'locked', 'drawn', 'settled', 'cancelled']).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
      },
      preHandler: opts.auth.requireStaff(),
    },
    async (req) => ok(await results.list(op(req), req.query)),
  );

  r.post(
    '/bo/api/lottery/draws/:drawId/result',
    { schema: { tags, params: idParam('drawId'), body: z.object({ winningNumber }) }, preHandler: entrant },
    async (req) =>
      ok(await results.enter(BigInt(req.params.drawId as string), req.body.winningNumber, op(req))),
  );

  r.post(
    '/bo/api/lottery/results/import',
    {
      schema: {
        tags,
        body: z.object({
          gameCode: z.string().trim().min(1).max(40),
          results: z
            .array(z.object({ numero: z.string().trim().min(1).max(20), winningNumber }))
            .min(1)
            .max(200),
        }),
      },
      preHandler: entrant,
    },
    async (req) =>
      ok(await results.importMany(await merchantFor(req), req.body.gameCode, req.body.results, op(req))),
  );

  r.post(
    '/bo/api/lottery/results/:entryId/confirm',
    { schema: { tags, params: idParam('entryId') }, preHandler: entrant },
    async (req) => ok(await results.confirm(BigInt(req.params.entryId as string), op(req))),
  );

  r.post(
    '/bo/api/lottery/results/:entryId/reject',
    {
      schema: {
        tags,
        params: idParam('entryId'),
        body: z.object({ note: z.string().trim().min(1, 'Input cannot be empty').max(500) }),
      },
      preHandler: entrant,
    },
    async (req) => ok(await results.reject(BigInt(req.params.entryId as string), op(req), req.body.note)),
  );

  r.post(
    '/bo/api/lottery/draws/:drawId/cancel',
    {
      schema: {
        tags,
        params: idParam('drawId'),
        body: z.object({ reason: z.string().trim().min(1, 'Input cannot be empty').max(500) }),
      },
      preHandler: canceller,
    },
    async (req) => {
      if (!req.params.drawId) throw lotteryError('LOTTERY_DRAW_NOT_FOUND');
      return ok(await results.cancel(BigInt(req.params.drawId as string), req.body.reason, op(req)));
    },
  );

  const region = z.enum(['MB', 'MT', 'MN']);
  const day = z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'day: YYYY-MM-DD')
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'day: a calendar date',
    );

  r.get(
    '/bo/api/lottery/holidays',
    {
      schema: {
        tags,
        querystring: z.object({
          region: region.optional(),
          year: z.coerce.number().int().min(2000).max(2100).optional(),
        }),
      },
      preHandler: opts.auth.requireStaff(),
    },
    async (req) => ok({ list: await holidays.list(req.query) }),
  );

  r.put(
    '/bo/api/lottery/holidays/:region/:day',
    {
      schema: {
        tags,
        params: z.object({ region, day }),
        body: z.object({ name: z.string().trim().min(1, 'Input cannot be empty').max(100) }),
      },
      preHandler: calendarKeeper,
    },
    async (req) => ok(await holidays.put({ ...req.params, name: req.body.name }, op(req))),
  );

  r.delete(
    '/bo/api/lottery/holidays/:region/:day',
    { schema: { tags, params: z.object({ region, day }) }, preHandler: calendarKeeper },
    async (req) => ok(await holidays.remove(req.params.region, req.params.day, op(req))),
  );

  r.post(
    '/bo/api/lottery/draws/:drawId/void/confirm',
    { schema: { tags, params: idParam('drawId') }, preHandler: canceller },
    async (req) => ok(await results.confirmVoid(BigInt(req.params.drawId as string), op(req))),
  );
}
