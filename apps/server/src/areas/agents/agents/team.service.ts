import { formatMinorPlain, type Period } from '@pf/shared';
import { periodStart } from '../../money/index.ts';
import type { DownlineRepository } from './downline.repository.ts';
import { type AgentCaller, requireAgent } from './team.guard.ts';
import type { TeamStatsRepository } from './team-stats.repository.ts';

export interface TeamListQuery {
  username?: string | undefined;
  status?: 'active' | 'locked' | 'closed' | undefined;
  depth?: number | undefined;
  minBalance?: bigint | undefined;
  maxBalance?: bigint | undefined;
  pageNo: number;
  pageSize: number;
}

/** §2 Agent centre: team overview and team management, over the caller's own downline only. */
export function teamService(deps: {
  downlines: DownlineRepository;
  stats: TeamStatsRepository;
  now: () => Date;
}) {
  return {
    async overview(caller: AgentCaller, period: Period) {
      requireAgent(caller);
      const to = deps.now();
      const from = periodStart(period, to);
      const s = await deps.stats.overview(caller.merchantId, caller.memberId, from, to);
      return {
        period,
        from: from.toISOString(),
        to: to.toISOString(),
        members: s.members,
        newMembers: s.newMembers,
        activeMembers: s.activeMembers,
        deposits: formatMinorPlain(s.deposits),
        withdrawals: formatMinorPlain(s.withdrawals),
        validBets: formatMinorPlain(s.validBets),
        profit: formatMinorPlain(s.profit),
      };
    },

    async members(caller: AgentCaller & { currency: string }, q: TeamListQuery) {
      requireAgent(caller);
      const { rows, total } = await deps.downlines.page(
        {
          merchantId: caller.merchantId,
          agentId: caller.memberId,
          currency: caller.currency,
          username: q.username || undefined,
          status: q.status,
          depth: q.depth,
          minBalance: q.minBalance,
          maxBalance: q.maxBalance,
        },
        q.pageSize,
        (q.pageNo - 1) * q.pageSize,
      );
      return {
        list: rows.map((r) => ({
          username: r.username,
          nickname: r.nickname,
          type: r.type,
          depth: r.depth,
          upline: r.upline,
          status: r.status,
          balance: formatMinorPlain(r.balance),
          createdAt: r.created_at.toISOString(),
          lastLoginAt: r.last_login_at?.toISOString() ?? null,
        })),
        pageNo: q.pageNo,
        totalPages: Math.ceil(total / q.pageSize),
        total,
      };
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
