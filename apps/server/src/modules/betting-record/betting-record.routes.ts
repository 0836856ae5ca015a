import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.ts';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { contractRoute } from '../../plugins/contract-route.ts';
import { bettingRecordRepository } from './betting-record.repository.ts';
import { bettingRecordService } from './betting-record.service.ts';

/** /wps/relay/personalHistoryCopy: the member centre's betting record (real members only). */
export async function bettingRecordRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; now?: () => Date },
) {
  const service = bettingRecordService(bettingRecordRepository(opts.db), opts.now);
  contractRoute(
    app,
    c['money.bettingRecord'],
    { preHandler: opts.auth.requireRealMember },
    async ({ query, body }, req) => service.list(await req.merchant(), sessionOf(req), body ?? query),
  );
}
