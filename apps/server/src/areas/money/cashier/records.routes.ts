import { moneyContracts as c } from '@pf/shared';
import type { FastifyInstance } from 'fastify';
import type { MemberAuth } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import { ownerOf } from './owner.ts';
import type { RecordsService } from './records.service.ts';

/** transactionHistory, personalProfit and bonusDetails. */
export async function recordsRoutes(
  app: FastifyInstance,
  opts: { records: RecordsService; auth: MemberAuth },
) {
  const { records, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['money.transactions'], member, async ({ query }, req) =>
    records.transactions(await ownerOf(req), query),
  );
  contractRoute(app, c['money.profit'], member, async ({ query }, req) =>
    records.profit(await ownerOf(req), query.period),
  );
  contractRoute(app, c['money.bonus'], member, async ({ query }, req) =>
    records.bonus(await ownerOf(req), query),
  );
}
