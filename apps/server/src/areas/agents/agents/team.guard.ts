import { AGENT_CONSOLE_TYPES } from '@pf/shared';
import { agentError } from './agents.errors.ts';
import type { DownlineRepository } from './downline.repository.ts';

/** Who calls an agent endpoint: an agent of a brand. */
export interface AgentCaller {
  merchantId: number;
  memberId: bigint;
  type: number;
  username: string;
}

/** A member of the caller's team, found by the guard. */
export interface TeamMember {
  id: bigint;
  username: string;
  type: number;
  status: 'active' | 'locked' | 'closed';
  uplineId: bigint | null;
  /** 1 for a direct downline. */
  depth: number;
}

/** §6: the agent console is for agent types 1, 2, 41 and 42; anyone else is refused. */
export function requireAgent(caller: AgentCaller): void {
  if (!(AGENT_CONSOLE_TYPES as readonly number[]).includes(caller.type)) throw agentError('AGENT_ONLY');
}

/**
 * The one gate of every agent action on another account: the account must be in the caller's own
 * downline, at any depth, in the caller's brand. A sibling's downline, another brand's account, the
 * caller itself and an unknown name all get the same refusal, so nothing about them leaks.
 */
export function teamGuard(repo: DownlineRepository) {
  async function check(
    caller: AgentCaller,
    target: { username: string } | { id: bigint },
  ): Promise<TeamMember> {
    requireAgent(caller);
    const row =
      'id' in target
        ? await repo.byId(caller.merchantId, target.id)
        : await repo.byUsername(caller.merchantId, target.username);
    if (!row) throw agentError('AGENT_NOT_IN_TEAM');
    const depth = await repo.depthBelow(caller.merchantId, caller.memberId, row.id);
    if (depth === null) throw agentError('AGENT_NOT_IN_TEAM');
    return {
      id: row.id,
      username: row.username,
      type: row.type,
      status: row.status,
      uplineId: row.upline_id,
      depth,
    };
  }
  return { check };
}

export type TeamGuard = ReturnType<typeof teamGuard>;
