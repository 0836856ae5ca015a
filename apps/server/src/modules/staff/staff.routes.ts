import { staffLoginSchema } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type MemberAuth, staffOf } from '../../plugins/auth.ts';
import { envelopeOf, ok } from '../../plugins/envelope.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from './staff.service.ts';

const tags = ['back office'];

export async function staffRoutes(
  app: FastifyInstance,
  opts: { staff: StaffService; auth: MemberAuth; audit: AuditService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { staff, auth } = opts;

  r.post(
    '/bo/api/session/login',
    {
      schema: {
        tags,
        body: staffLoginSchema,
        response: { 200: envelopeOf(z.object({ token: z.string(), roles: z.array(z.string()) })) },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => ok(await staff.login(req.body.username, req.body.password, req.ip)),
  );

  r.delete('/bo/api/session/logout', { schema: { tags }, preHandler: auth.requireStaff() }, async (req) => {
    await staff.logout(staffOf(req), req.ip);
    return ok(null);
  });

  r.get('/bo/api/session/me', { schema: { tags }, preHandler: auth.requireStaff() }, async (req) => {
    const s = staffOf(req);
    return ok({
      staffId: s.staffId.toString(),
      username: s.username,
      roles: s.roles,
      merchantId: s.merchantId,
    });
  });

  r.get(
    '/bo/api/audit',
    {
      schema: {
        tags,
        querystring: z.object({
          targetType: z.string().max(32).optional(),
          targetId: z.string().max(64).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
      },
      preHandler: auth.requireStaff('admin'),
    },
    async (req) => {
      const rows = await opts.audit.list({
        ...(req.query.targetType ? { targetType: req.query.targetType } : {}),
        ...(req.query.targetId ? { targetId: req.query.targetId } : {}),
        limit: req.query.limit,
      });
      return ok(
        rows.map((a) => ({
          id: a.id.toString(),
          staffId: a.staff_id?.toString() ?? null,
          action: a.action,
          targetType: a.target_type,
          targetId: a.target_id,
          before: a.before,
          after: a.after,
          ip: a.ip,
          at: a.created_at.toISOString(),
        })),
      );
    },
  );
}
