import type { ContractStatus, ContractType, Period } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { agentError } from './agents.errors.ts';
import {
  accept,
  type ChangeContext,
  capOf,
  changeContext,
  offer,
  reject,
  requestTermination,
  terminate,
} from './contract-changes.ts';
import { type ContractView, contractView, type TierInput } from './contract-view.ts';
import { type ContractRecord, contractsRepository } from './contracts.repository.ts';
import { type AgentCaller, requireAgent, type TeamGuard } from './team.guard.ts';

export type ContractAction =
  | { action: 'offer'; downline: string; tiers: TierInput[]; period?: Period | undefined }
  | { action: 'accept'; contractId: string; proceed: boolean }
  | { action: 'reject' | 'requestTermination' | 'terminate'; contractId: string }
  | {
      action: 'list';
      role: 'upline' | 'downline' | 'all';
      status?: ContractStatus | undefined;
      pageNo: number;
      pageSize: number;
    }
  | { action: 'view'; contractId?: string | undefined };

interface Outcome {
  contractId?: bigint;
  autoTerminated?: ContractRecord[];
  page?: { rows: ContractRecord[]; total: number; pageNo: number; pageSize: number };
}

type Deps = { db: Db; guard: TeamGuard; now: () => Date };

/** A contract the caller is a party to; anyone else's reads as not found. */
async function partyContract(ctx: ChangeContext, caller: AgentCaller, id: string): Promise<ContractRecord> {
  const c = await ctx.contracts.byId(caller.merchantId, ctx.type, BigInt(id));
  if (!c || (c.upline_id !== caller.memberId && c.downline_id !== caller.memberId)) {
    throw agentError('CONTRACT_NOT_FOUND');
  }
  return c;
}

/** list: a page of the caller's contracts of the type; view: one of them (or none). */
async function read(
  deps: Deps,
  caller: AgentCaller,
  type: ContractType,
  input: ContractAction,
): Promise<Outcome> {
  const reads = contractsRepository(deps.db);
  if (input.action === 'list') {
    const { rows, total } = await reads.page({
      merchantId: caller.merchantId,
      memberId: caller.memberId,
      type,
      role: input.role,
      status: input.status,
      limit: input.pageSize,
      offset: (input.pageNo - 1) * input.pageSize,
    });
    return { page: { rows, total, pageNo: input.pageNo, pageSize: input.pageSize } };
  }
  if (input.action === 'view' && input.contractId !== undefined) {
    const ctx = changeContext(deps.db, deps.now(), caller.merchantId, type);
    return { contractId: (await partyContract(ctx, caller, input.contractId)).id };
  }
  return {};
}

/** Every payroll answer has one shape: the contract acted on, what ended with it, a page, the caller's own terms. */
async function answer(deps: Deps, caller: AgentCaller, type: ContractType, action: string, o: Outcome) {
  const reads = contractsRepository(deps.db);
  const ctx = changeContext(deps.db, deps.now(), caller.merchantId, type);
  const view = (c: ContractRecord): ContractView => contractView(c, caller.memberId);
  const [contract, mine, cap, settings] = await Promise.all([
    o.contractId === undefined ? undefined : reads.byId(caller.merchantId, type, o.contractId),
    reads.inForceAsDownline(caller.memberId, type),
    capOf(ctx, caller.memberId),
    reads.settings(caller.merchantId),
  ]);
  const page = o.page;
  return {
    action,
    contract: contract ? view(contract) : null,
    autoTerminated: (o.autoTerminated ?? []).map(view),
    list: (page?.rows ?? []).map(view),
    pageNo: page?.pageNo ?? 1,
    totalPages: page ? Math.ceil(page.total / page.pageSize) : 0,
    total: page?.total ?? 0,
    mine: mine ? view(mine) : null,
    cap,
    enabled: settings.some((s) => s.contract_type === type && s.enabled),
  };
}

/** §7 Payroll: every request action of one contract type, for either party of a contract. */
export function contractsService(deps: Deps) {
  const reads = contractsRepository(deps.db);

  /** Changes run one at a time per brand and type (see lockType), each in one transaction. */
  async function change(caller: AgentCaller, type: ContractType, input: ContractAction): Promise<Outcome> {
    // The team check reads outside the lock: membership of the tree does not depend on contracts.
    const target =
      input.action === 'offer' ? await deps.guard.check(caller, { username: input.downline }) : null;
    return deps.db.transaction().execute(async (trx) => {
      const ctx = changeContext(trx, deps.now(), caller.merchantId, type);
      await ctx.contracts.lockType(caller.merchantId, type);
      if (input.action === 'offer' && target) {
        return { contractId: await offer(ctx, caller, target, input) };
      }
      if (!('contractId' in input) || input.contractId === undefined) throw agentError('CONTRACT_NOT_FOUND');
      const c = await partyContract(ctx, caller, input.contractId);
      const ended = await applyAnswer(ctx, caller, c, input);
      // Re-read after the change so the answer shows the ended contracts as they are now.
      const autoTerminated = await Promise.all(
        ended.map(async (e) => (await ctx.contracts.byId(caller.merchantId, type, e.id)) ?? e),
      );
      return { contractId: c.id, autoTerminated };
    });
  }

  async function applyAnswer(
    ctx: ChangeContext,
    caller: AgentCaller,
    c: ContractRecord,
    input: ContractAction,
  ): Promise<ContractRecord[]> {
    switch (input.action) {
      case 'accept':
        return accept(ctx, caller, c, input.proceed);
      case 'reject':
        await reject(ctx, caller, c);
        return [];
      case 'requestTermination':
        await requestTermination(ctx, caller, c);
        return [];
      case 'terminate':
        return terminate(ctx, caller, c);
      default:
        throw agentError('CONTRACT_STATE');
    }
  }

  return {
    async act(caller: AgentCaller, type: ContractType, input: ContractAction) {
      if (input.action === 'offer') requireAgent(caller);
      const read_ = input.action === 'list' || input.action === 'view';
      const outcome = read_ ? await read(deps, caller, type, input) : await change(caller, type, input);
      return answer(deps, caller, type, input.action, outcome);
    },

    /** §3 consolidated flags: which contract types have a request waiting for this member. */
    async consolidated(merchantId: number, memberId: bigint) {
      const [waiting, settings] = await Promise.all([
        reads.awaiting(merchantId, memberId),
        reads.settings(merchantId),
      ]);
      const on = (t: ContractType) => settings.some((s) => s.contract_type === t && s.enabled);
      return {
        dailysalreqtype: waiting.includes('daily'),
        divtypereq: waiting.includes('dividend'),
        contracthoursalreq: waiting.includes('hourly'),
        realtimesalreqtype: waiting.includes('realtime'),
        enableContract: on('dividend'),
        enableSalary: on('daily'),
        enableHourSalary: on('hourly'),
        enableRealtimeSalary: on('realtime'),
      };
    },
  };
}

export type ContractsService = ReturnType<typeof contractsService>;
