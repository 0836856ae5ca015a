import { missionsContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import { type MemberAuth, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { brandOf } from '../../brand/index.ts';
import { ownerOf } from '../../money/index.ts';
import type { Missions } from './missions.module.ts';

/**
 * §7 Missions for real members (relay calls read the query on GET and the body on POST), the claim,
 * and the brand's missions for finance staff, since each one pays out (admin passes).
 */
export async function missionsRoutes(app: FastifyInstance, opts: Missions & { auth: MemberAuth }) {
  const { missions, staff, auth } = opts;
  const member = { preHandler: auth.requireRealMember };
  contractRoute(app, c['missions.summary'], member, async ({ query, body }, req) =>
    missions.summary(await ownerOf(req), (body ?? c['missions.summary'].query.parse(query ?? {})).language),
  );
  contractRoute(app, c['missions.leaderboard'], member, async ({ query, body }, req) =>
    missions.leaderboard(
      await ownerOf(req),
      (body ?? c['missions.leaderboard'].query.parse(query ?? {})).missionId,
    ),
  );
  contractRoute(app, c['missions.claim'], member, async ({ body }, req) =>
    missions.claim(await ownerOf(req), body),
  );

  const finance = { preHandler: auth.requireStaff() };
  const writer = async (req: Parameters<typeof staffOf>[0]) => ({
    staff: staffOf(req),
    ip: req.ip,
    requestBrand: await brandOf(req),
  });
  contractRoute(app, c['missions.boList'], finance, async ({ query }, req) =>
    staff.list(staffOf(req), query, await brandOf(req)),
  );
  contractRoute(app, c['missions.boCreate'], finance, async ({ body }, req) =>
    staff.create(await writer(req), body),
  );
  contractRoute(app, c['missions.boUpdate'], finance, async ({ params, body }, req) =>
    staff.update(await writer(req), params.id, body),
  );
  contractRoute(app, c['missions.boArchive'], finance, async ({ params, query }, req) =>
    staff.archive(await writer(req), params.id, query.merchantCode),
  );
}
