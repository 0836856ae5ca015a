import { z } from 'zod';
import { parseAmountToMinor } from '../../money.ts';
import { amount, digitsId, int, pageFields, pageOf, textOrNull } from '../fields.ts';
import {
  amountInput,
  PERIODS,
  pageInput,
  paymentPasswordInput,
  requestIdInput,
} from '../money/cashier.schema.ts';
import {
  CONTRACT_END_REASONS,
  CONTRACT_RATE_MAX_BP,
  CONTRACT_STATUSES,
  CONTRACT_TIERS_MAX,
  CONTRACT_TYPES,
} from './agents-errors.ts';

const id = digitsId;
const username = z.string().trim().min(1).max(64);
/** Amounts answer as plain decimals with two places ('1234.50'). */
const rate = z
  .number()
  .int()
  .min(0)
  .max(CONTRACT_RATE_MAX_BP)
  .meta({ description: 'basis points: 100 is 1%' });
/** An amount that may be zero (a tier's threshold), as minor units. */
const thresholdInput = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'minValidBet: a decimal with at most two places')
  .transform((s) => parseAmountToMinor(s) ?? 0n);

// ---- team ------------------------------------------------------------------------------------

export const teamOverviewQuerySchema = z.object({ period: z.enum(PERIODS).default('D') });

/** The team (every downline at any depth, the agent left out) over the period so far. */
export const teamOverviewSchema = z.object({
  period: z.enum(PERIODS),
  from: z.string(),
  to: z.string(),
  /** Downline accounts now. */
  members: int,
  /** Downline accounts created in the period. */
  newMembers: int,
  /** Downline accounts with a valid bet in the period. */
  activeMembers: int,
  deposits: amount,
  withdrawals: amount,
  /** Stakes of bets settled in the period (void and refunded bets left out). */
  validBets: amount,
  /** What the team won less what it staked on those bets; negative when the team lost. */
  profit: amount,
});

export const teamMembersQuerySchema = z.object({
  username: z.string().trim().max(64).optional(),
  status: z.enum(['active', 'locked', 'closed']).optional(),
  /** 1 for direct downlines, 2 for theirs, and so on. */
  depth: z.coerce.number().int().min(1).max(64).optional(),
  minBalance: thresholdInput.optional(),
  maxBalance: thresholdInput.optional(),
  ...pageInput,
});

export const teamMemberSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  /** §6 agent type (0 member). */
  type: int,
  depth: int,
  upline: z.string(),
  status: z.enum(['active', 'locked', 'closed']),
  balance: amount,
  createdAt: z.string(),
  lastLoginAt: textOrNull,
});

export const teamMembersPageSchema = pageOf(teamMemberSchema);

export const registerDownlineSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  confirmPassword: z.string().max(64),
  nickname: z.string().trim().max(64).optional(),
  /** A plain member, or an agent who may build a team of its own. */
  accountType: z.enum(['member', 'agent']).default('member'),
});

export const registeredDownlineSchema = z.object({
  username: z.string(),
  type: int,
  upline: z.string(),
});

export const transferDownlineSchema = z.object({
  downline: username,
  amount: amountInput,
  paymentPassword: paymentPasswordInput,
  requestId: requestIdInput,
});

export const downlineTransferResultSchema = z.object({
  downline: z.string(),
  amount,
  /** The agent's cash left after the transfer. */
  balance: amount.nullable(),
});

/** §3 consolidated contract flags (client storage 'consolidated') and the brand's contract switches. */
export const agentConsolidatedSchema = z.object({
  /** A daily-salary request waits for this member's answer. */
  dailysalreqtype: z.boolean(),
  /** A dividend request waits for this member's answer. */
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  enableContract: z.boolean(),
  enableSalary: z.boolean(),
  enableHourSalary: z.boolean(),
  enableRealtimeSalary: z.boolean(),
});

// ---- contracts -------------------------------------------------------------------------------

/** One rate tier: the rate applies once both thresholds are reached in the period. */
export const contractTierInput = z.object({
  minValidBet: thresholdInput,
  minActiveMembers: z.number().int().min(0).max(1_000_000),
  rate,
});

const tiersInput = z
  .array(contractTierInput)
  .min(1)
  .max(CONTRACT_TIERS_MAX)
  .superRefine((tiers, ctx) => {
    for (let i = 1; i < tiers.length; i += 1) {
      const [a, b] = [tiers[i - 1], tiers[i]];
      if (!a || !b) continue;
      const higher = b.minValidBet > a.minValidBet || b.minActiveMembers > a.minActiveMembers;
      const lower = b.minValidBet < a.minValidBet || b.minActiveMembers < a.minActiveMembers;
      if (!higher || lower || b.rate < a.rate) {
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: 'tiers: each tier needs higher thresholds and no lower rate than the one before',
        });
      }
    }
  });

const contractId = { contractId: id };

export const contractActionSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('offer'),
    downline: username,
    tiers: tiersInput,
    /** §3 Periods (dividend only; salaries run daily, hourly or in real time). */
    period: z.enum(PERIODS).optional(),
  }),
  z.object({
    action: z.literal('accept'),
    ...contractId,
    /** Go ahead although own downline contracts above the new rate will be terminated (§4). */
    proceed: z.boolean().default(false),
  }),
  z.object({ action: z.literal('reject'), ...contractId }),
  z.object({ action: z.literal('requestTermination'), ...contractId }),
  z.object({ action: z.literal('terminate'), ...contractId }),
  z.object({
    action: z.literal('list'),
    role: z.enum(['upline', 'downline', 'all']).default('all'),
    status: z.enum(CONTRACT_STATUSES).optional(),
    ...pageInput,
  }),
  z.object({ action: z.literal('view'), contractId: id.optional() }),
]);

export const contractTierSchema = z.object({
  minValidBet: amount,
  minActiveMembers: int,
  rate: int,
});

export const agentContractSchema = z.object({
  id: z.string(),
  type: z.enum(CONTRACT_TYPES),
  upline: z.string(),
  downline: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  tiers: z.array(contractTierSchema),
  /** The highest rate of the tiers: what the cap rules compare. */
  rate: int,
  period: z.enum(PERIODS).nullable(),
  offeredAt: z.string(),
  validFrom: textOrNull,
  validTo: textOrNull,
  terminationRequestedBy: textOrNull,
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  /** A request on it waits for the caller's answer. */
  awaitingMe: z.boolean(),
});

export const contractResultSchema = z.object({
  action: z.string(),
  /** The contract the action worked on or showed. */
  contract: agentContractSchema.nullable(),
  /** Lower contracts ended because the accepted rate became their cap (§4). */
  autoTerminated: z.array(agentContractSchema),
  list: z.array(agentContractSchema),
  ...pageFields,
  /** The caller's own contract of this type with its upline, in force now. */
  mine: agentContractSchema.nullable(),
  /** The highest rate the caller may offer its downline; null when it may not offer any. */
  cap: z.number().int().nullable(),
  enabled: z.boolean(),
});
