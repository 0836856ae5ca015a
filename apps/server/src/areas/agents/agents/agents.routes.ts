import { type ContractType, agentsContracts as c, agentsReportsContracts as r } from '@pf/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type MemberAuth, sessionOf } from '../../../plugins/auth.ts';
import { contractRoute } from '../../../plugins/contract-route.ts';
import type { Agents } from './agents.module.ts';
import type { AgentCaller } from './team.guard.ts';

async function callerOf(req: FastifyRequest): Promise<AgentCaller & { currency: string }> {
  const s = sessionOf(req);
  return {
    merchantId: s.merchantId,
    memberId: s.memberId,
    type: s.type,
    username: s.username,
    currency: (await req.merchant()).currency,
  };
}

const PAYROLL: ReadonlyArray<[keyof typeof c, ContractType]> = [
  ['agents.dividend', 'dividend'],
  ['agents.dailySalary', 'daily'],
  ['agents.hourlySalary', 'hourly'],
  ['agents.realtimeSalary', 'realtime'],
];

/** §2 Agent centre and §7 Payroll, for real accounts; each service refuses what is not the caller's. */
export async function agentsRoutes(app: FastifyInstance, opts: { agents: Agents; auth: MemberAuth }) {
  const { agents, auth } = opts;
  const member = { preHandler: auth.requireRealMember };

  contractRoute(app, c['agents.overview'], member, async ({ query }, req) =>
    agents.team.overview(await callerOf(req), query.period),
  );
  contractRoute(app, c['agents.members'], member, async ({ query }, req) =>
    agents.team.members(await callerOf(req), query),
  );
  contractRoute(app, c['agents.register'], member, async ({ body }, req) =>
    agents.register.register(await callerOf(req), (await req.merchant()).register_config, body),
  );
  contractRoute(app, c['agents.transfer'], member, async ({ body }, req) =>
    agents.transfer.transfer(await callerOf(req), body),
  );
  contractRoute(app, r['agents.teamBets'], member, async ({ query }, req) =>
    agents.reports.teamBets(await callerOf(req), query),
  );
  contractRoute(app, r['agents.userLoss'], member, async ({ query }, req) =>
    agents.reports.userLoss(await callerOf(req), query),
  );
  contractRoute(app, r['agents.income'], member, async ({ query }, req) =>
    agents.money.income(await callerOf(req), query.period),
  );
  contractRoute(app, r['agents.accountDetails'], member, async ({ query }, req) =>
    agents.money.accountDetails(await callerOf(req), query),
  );
  contractRoute(app, c['agents.consolidated'], member, async (_input, req) => {
    const s = sessionOf(req);
    return agents.contracts.consolidated(s.merchantId, s.memberId);
  });
  // The four payroll contracts share one request and answer shape; only path and type differ.
  for (const [name, type] of PAYROLL) {
    contractRoute(app, c[name as 'agents.dividend'], member, async ({ body }, req) =>
      agents.contracts.act(await callerOf(req), type, body),
    );
  }
}
