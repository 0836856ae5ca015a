import { bettingRecordContracts as c, roundDetailContracts as d } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/kysely.ts';
import { type MemberAuth, sessionOf, staffOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { RoundDetailAdapter } from '../vendors/round-detail.ts';
import { bettingRecordRepository } from './betting-record.repository.ts';
import { bettingRecordService } from './betting-record.service.ts';
import { roundDetailService } from './round-detail.service.ts';

/**
 * /wps/relay/personalHistoryCopy: the member centre's betting record (real members only), and
 * /wps/relay/roundDetailLink: the vendor's detail page of one of its rounds.
 */
export async function bettingRecordRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; roundDetails?: readonly RoundDetailAdapter[]; now?: () => Date },
) {
  const repo = bettingRecordRepository(opts.db);
  const details = roundDetailService(repo, opts.roundDetails ?? []);
  const service = bettingRecordService(repo, opts.now, details.vendors);
  contractRoute(
    app,
    c['money.bettingRecord'],
    { preHandler: opts.auth.requireRealMember },
    async ({ query, body }, req) => service.list(await req.merchant(), sessionOf(req), body ?? query),
  );
  contractRoute(
    app,
    c['bets.staffMember'],
    { preValidation: opts.auth.requireStaff() },
    async ({ params, query }, req) => {
      const memberId = BigInt(params.memberId);
      const brand = await repo.memberBrand(memberId, staffOf(req).merchantId);
      if (!brand) throw new AppError('NOT_FOUND', 'Member not found');
      return service.ofMember(brand, memberId, query);
    },
  );
  contractRoute(
    app,
    d['rounds.detailLink'],
    { preHandler: opts.auth.requireRealMember },
    async ({ body }, req) =>
      details.link(await req.merchant(), sessionOf(req), body.id, `${req.protocol}://${req.host}`),
  );
}
