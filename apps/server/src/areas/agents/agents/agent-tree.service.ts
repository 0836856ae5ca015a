import { AGENT_CONSOLE_TYPES, type AgentNode, type AgentTreeQuery } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { StaffSession } from '../../../plugins/auth-sessions.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { AuditService } from '../../identity/index.ts';
import { agentTreeRepository, type TreeFilter, type TreeRow } from './agent-tree.repository.ts';

export const TREE_HEADER = [
  'id',
  'username',
  'nickname',
  'type',
  'upline',
  'status',
  'downlines',
  'created_at',
];

export function nodeView(r: TreeRow): AgentNode {
  return {
    id: r.id.toString(),
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    uplineId: r.upline_id?.toString() ?? null,
    upline: r.upline ?? null,
    status: r.status,
    downlines: r.downlines,
    createdAt: r.created_at.toISOString(),
  };
}

const filterOf = (staff: StaffSession, q: Omit<AgentTreeQuery, 'pageNo' | 'pageSize'>): TreeFilter => ({
  merchantId: staff.merchantId,
  parentId: q.parentId === undefined ? undefined : BigInt(q.parentId),
  username: q.username,
});

export interface MoveRequest {
  memberId: bigint;
  uplineId: bigint;
  reason: string;
}

/** Staff read the agent tree level by level and move a member, with its downline, to another upline. */
export function agentTreeService(deps: { db: Db; audit: AuditService }) {
  const repo = agentTreeRepository(deps.db);
  return {
    async page(staff: StaffSession, q: AgentTreeQuery) {
      const { rows, total } = await repo.page(filterOf(staff, q), q);
      return { list: rows.map(nodeView), pageNo: q.pageNo, totalPages: Math.ceil(total / q.pageSize), total };
    },

    async *csvRows(staff: StaffSession, q: Omit<AgentTreeQuery, 'pageNo' | 'pageSize'>) {
      for await (const r of repo.all(filterOf(staff, q))) {
        const n = nodeView(r);
        yield [n.id, n.username, n.nickname, n.type, n.upline ?? '', n.status, n.downlines, n.createdAt];
      }
    },

    /**
     * One move at a time per brand (an advisory lock held to the commit), so two moves that would
     * each be fine alone but make a loop together are decided one after the other: the second sees
     * the first and is refused.
     */
    async move(staff: StaffSession, m: MoveRequest, ip: string) {
      return deps.db.transaction().execute(async (trx) => {
        const tree = agentTreeRepository(trx);
        const member = await tree.node(m.memberId, staff.merchantId);
        if (!member) throw new AppError('NOT_FOUND', 'Member not found');
        await tree.lockMoves(member.merchant_id);
        const now = await tree.node(m.memberId, member.merchant_id);
        const upline = await tree.node(m.uplineId, member.merchant_id);
        if (!now || !upline) throw new AppError('NOT_FOUND', 'Member not found');
        if (now.upline_id === upline.id) throw new AppError('AGENT_MOVE_SAME');
        if (!(AGENT_CONSOLE_TYPES as readonly number[]).includes(upline.type)) {
          throw new AppError('AGENT_MOVE_UPLINE_TYPE');
        }
        if (await tree.isInLineOf(upline.id, now.id)) throw new AppError('AGENT_MOVE_CYCLE');
        await tree.setUpline(now.id, upline.id);
        await deps.audit.record(
          {
            staffId: staff.staffId,
            action: 'agent.move',
            targetType: 'member',
            targetId: now.id,
            before: { uplineId: now.upline_id?.toString() ?? null, upline: now.upline },
            after: { uplineId: upline.id.toString(), upline: upline.username, reason: m.reason },
            ip,
          },
          trx,
        );
        const moved = await tree.node(now.id, member.merchant_id);
        return { member: nodeView(moved as TreeRow), previousUplineId: now.upline_id?.toString() ?? null };
      });
    },
  };
}

export type AgentTreeService = ReturnType<typeof agentTreeService>;
