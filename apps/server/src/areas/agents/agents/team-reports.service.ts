import { formatMinorPlain, type Period } from '@pf/shared';
import { periodStart } from '../../money/index.ts';
import { type AgentCaller, requireAgent, type TeamGuard } from './team.guard.ts';
import type { TeamReportsRepository, TeamScope } from './team-reports.repository.ts';

interface Paged {
  pageNo: number;
  pageSize: number;
}

const pageOf = (q: Paged) => ({ limit: q.pageSize, offset: (q.pageNo - 1) * q.pageSize });
const pages = (total: number, q: Paged) => ({
  pageNo: q.pageNo,
  totalPages: Math.ceil(total / q.pageSize),
  total,
});

/**
 * §2 Agent centre reports: team betting and user loss read the caller's own downline only; a named
 * member goes through the guard first, so a sibling's or another brand's account is refused the
 * same way as an unknown one.
 */
export function teamReportsService(deps: {
  guard: TeamGuard;
  reports: TeamReportsRepository;
  now: () => Date;
}) {
  function window(period: Period) {
    const to = deps.now();
    return { from: periodStart(period, to), to };
  }

  async function scopeOf(caller: AgentCaller, username: string | undefined): Promise<TeamScope> {
    requireAgent(caller);
    const scope: TeamScope = { merchantId: caller.merchantId, agentId: caller.memberId };
    if (username) scope.memberId = (await deps.guard.check(caller, { username })).id;
    return scope;
  }

  /** The caller's scope and the period's window, with the fields an answer names the period by. */
  async function reportOf(caller: AgentCaller, q: { period: Period; username?: string | undefined }) {
    const scope = await scopeOf(caller, q.username);
    const { from, to } = window(q.period);
    const named = { period: q.period, from: from.toISOString(), to: to.toISOString() };
    return { scope, from, to, named };
  }

  return {
    async teamBets(
      caller: AgentCaller,
      q: Paged & { period: Period; username?: string | undefined; category?: string | undefined },
    ) {
      const { scope, from, to, named } = await reportOf(caller, q);
      const r = await deps.reports.bets(scope, from, to, q.category || undefined, pageOf(q));
      return {
        ...named,
        list: r.rows.map((row) => ({
          username: row.username,
          category: row.category,
          betCount: Number(row.bet_count),
          validBet: formatMinorPlain(BigInt(row.valid_bet)),
          winLoss: formatMinorPlain(BigInt(row.payout) - BigInt(row.valid_bet)),
        })),
        totals: {
          betCount: Number(r.betCount),
          validBet: formatMinorPlain(r.validBet),
          winLoss: formatMinorPlain(r.payout - r.validBet),
        },
        ...pages(r.total, q),
      };
    },

    async userLoss(caller: AgentCaller, q: Paged & { period: Period; username?: string | undefined }) {
      const { scope, from, to, named } = await reportOf(caller, q);
      const r = await deps.reports.losses(scope, from, to, pageOf(q));
      return {
        ...named,
        list: r.rows.map((row) => ({
          username: row.username,
          validBet: formatMinorPlain(BigInt(row.valid_bet)),
          payout: formatMinorPlain(BigInt(row.payout)),
          loss: formatMinorPlain(BigInt(row.valid_bet) - BigInt(row.payout)),
        })),
        totalLoss: formatMinorPlain(r.loss),
        ...pages(r.total, q),
      };
    },
  };
}

export type TeamReportsService = ReturnType<typeof teamReportsService>;
