import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely.ts';
import { type MemberAuth, sessionOf } from '../../plugins/auth.ts';
import { ok } from '../../plugins/envelope.ts';
import { relayRoute } from '../../plugins/relay.ts';
import { bettingRecordRepository } from './betting-record.repository.ts';
import { bettingRecordQuerySchema } from './betting-record.schema.ts';
import { bettingRecordService } from './betting-record.service.ts';

/** /wps/relay/personalHistoryCopy: the member centre's betting record (real members only). */
export async function bettingRecordRoutes(
  app: FastifyInstance,
  opts: { db: Db; auth: MemberAuth; now?: () => Date },
) {
  const service = bettingRecordService(bettingRecordRepository(opts.db), opts.now);
  relayRoute(app, 'personalHistoryCopy', {
    input: bettingRecordQuerySchema,
    tags: ['games'],
    preHandler: opts.auth.requireRealMember,
    handler: async (q, req) => ok(await service.list(await req.merchant(), sessionOf(req), q)),
  });
}
