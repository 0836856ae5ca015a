import type { ContractType, Period } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { agentError } from './agents.errors.ts';
import { capFrom, contractView, periodFor, storedTiers, type TierInput } from './contract-view.ts';
import {
  type ContractRecord,
  type ContractsRepository,
  contractsRepository,
} from './contracts.repository.ts';
import { type DownlineRepository, downlineRepository } from './downline.repository.ts';
import type { AgentCaller } from './team.guard.ts';

/** One change's transaction: its repositories, its clock, the brand and the contract type. */
export interface ChangeContext {
  trx: Db;
  contracts: ContractsRepository;
  members: DownlineRepository;
  at: Date;
  merchantId: number;
  type: ContractType;
}

export function changeContext(trx: Db, at: Date, merchantId: number, type: ContractType): ChangeContext {
  return { trx, contracts: contractsRepository(trx), members: downlineRepository(trx), at, merchantId, type };
}

async function settingsOf(ctx: ChangeContext) {
  return (await ctx.contracts.settings(ctx.merchantId)).find((s) => s.contract_type === ctx.type);
}

/** Whether the brand offers this contract type (dividend: enableCt; the salaries their flags). */
export async function requireEnabled(ctx: ChangeContext): Promise<void> {
  if (!(await settingsOf(ctx))?.enabled) throw agentError('CONTRACT_DISABLED');
}

/** The highest rate `memberId` may give its downline now; null when it has none to give. */
export async function capOf(ctx: ChangeContext, memberId: bigint): Promise<number | null> {
  const member = await ctx.members.byId(ctx.merchantId, memberId);
  if (!member) return null;
  const isTop = member.upline_id === null;
  const own = isTop ? undefined : await ctx.contracts.inForceAsDownline(memberId, ctx.type);
  return capFrom(isTop, (await settingsOf(ctx))?.top_rate_cap, own);
}

function requireWithinCap(rate: number, cap: number | null): void {
  if (cap === null || rate > cap) throw agentError('CONTRACT_RATE_ABOVE_CAP', { cap: cap ?? 0 });
}

/**
 * §4: once a member's rate drops to `cap`, its own open contracts and requests above it end, and
 * each of those downlines, left without a contract, ends its own in turn (no rate to give).
 * Answers every contract ended, in the order it ended.
 */
export async function enforceCap(
  ctx: ChangeContext,
  memberId: bigint,
  cap: number,
): Promise<ContractRecord[]> {
  const ended: ContractRecord[] = [];
  for (const c of await ctx.contracts.openAbove(memberId, ctx.type, cap)) {
    const inForce = c.status !== 'pending';
    await ctx.contracts.end(c.id, inForce ? 'terminated' : 'rejected', 'rate_cap', ctx.at);
    ended.push(c);
    if (inForce) ended.push(...(await enforceCap(ctx, c.downline_id, -1)));
  }
  return ended;
}

/** New-contract request (§4) from an agent to a direct downline, within the agent's own rate. */
export async function offer(
  ctx: ChangeContext,
  caller: AgentCaller,
  target: { id: bigint; depth: number },
  input: { tiers: TierInput[]; period?: Period | undefined },
): Promise<bigint> {
  await requireEnabled(ctx);
  if (target.depth !== 1) throw agentError('CONTRACT_NOT_DIRECT');
  const { tiers, rate } = storedTiers(input.tiers);
  const period = periodFor(ctx.type, input.period);
  requireWithinCap(rate, await capOf(ctx, caller.memberId));
  if (await ctx.contracts.pendingBetween(caller.memberId, target.id, ctx.type)) {
    throw agentError('CONTRACT_PENDING_EXISTS');
  }
  return ctx.contracts.insertOffer({
    merchantId: ctx.merchantId,
    type: ctx.type,
    uplineId: caller.memberId,
    downlineId: target.id,
    tiers,
    rate,
    period,
    at: ctx.at,
  });
}

/**
 * The downline accepts a new-contract request: it comes into force now, replacing the pair's
 * current contract. Own downline contracts above the new rate end too, but only once the caller
 * says to proceed; until then the answer lists them and nothing changes.
 */
export async function accept(
  ctx: ChangeContext,
  caller: AgentCaller,
  c: ContractRecord,
  proceed: boolean,
): Promise<ContractRecord[]> {
  if (c.status !== 'pending') throw agentError('CONTRACT_STATE');
  if (c.downline_id !== caller.memberId) throw agentError('CONTRACT_NOT_YOURS');
  await requireEnabled(ctx);
  const downline = await ctx.members.byId(ctx.merchantId, c.downline_id);
  if (downline?.upline_id !== c.upline_id) throw agentError('CONTRACT_STATE');
  requireWithinCap(c.rate, await capOf(ctx, c.upline_id));
  const above = await ctx.contracts.openAbove(caller.memberId, ctx.type, c.rate);
  if (above.length > 0 && !proceed) {
    throw agentError(
      'CONTRACT_DOWNLINE_RATE_ABOVE',
      {},
      { contracts: above.map((a) => contractView(a, caller.memberId)) },
    );
  }
  const current = await ctx.contracts.inForceBetween(c.upline_id, c.downline_id, ctx.type);
  if (current) await ctx.contracts.end(current.id, 'replaced', 'replaced', ctx.at);
  await ctx.contracts.activate(c.id, ctx.at);
  return enforceCap(ctx, caller.memberId, c.rate);
}

/** Refuses a waiting request: a new contract is never made; a termination leaves it in force. */
export async function reject(ctx: ChangeContext, caller: AgentCaller, c: ContractRecord): Promise<void> {
  if (c.status === 'pending') {
    if (c.downline_id !== caller.memberId) throw agentError('CONTRACT_NOT_YOURS');
    await ctx.contracts.end(c.id, 'rejected', 'rejected', ctx.at);
    return;
  }
  if (c.status !== 'terminating') throw agentError('CONTRACT_STATE');
  if (c.termination_requested_by === caller.memberId) throw agentError('CONTRACT_NOT_YOURS');
  await ctx.contracts.keep(c.id);
}

/** Either party asks to end a contract in force; it stays in force until the other agrees. */
export async function requestTermination(
  ctx: ChangeContext,
  caller: AgentCaller,
  c: ContractRecord,
): Promise<void> {
  if (c.status === 'terminating') throw agentError('CONTRACT_PENDING_EXISTS');
  if (c.status !== 'active') throw agentError('CONTRACT_STATE');
  await ctx.contracts.requestTermination(c.id, caller.memberId, ctx.at);
}

/**
 * The other party agrees to a termination request: the contract ends now. The downline has no
 * rate of this type left, so its own contracts of the type end with it.
 */
export async function terminate(
  ctx: ChangeContext,
  caller: AgentCaller,
  c: ContractRecord,
): Promise<ContractRecord[]> {
  if (c.status !== 'terminating') throw agentError('CONTRACT_STATE');
  if (c.termination_requested_by === caller.memberId) throw agentError('CONTRACT_NOT_YOURS');
  await ctx.contracts.end(c.id, 'terminated', 'terminated', ctx.at);
  return enforceCap(ctx, c.downline_id, -1);
}
