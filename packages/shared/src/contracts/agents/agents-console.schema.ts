import { z } from 'zod';
import { digitsId, int, pageOf, pageQuery, textOrNull } from '../fields.ts';
import { CONTRACT_TYPES } from './agents-errors.ts';
import { payrollStatementSchema } from './payroll.schema.ts';

// The back office's agent tree and payroll runs.

/**
 * The tree's rows: the direct downlines of `parentId`; with `username`, the members whose name
 * holds it (any level); with neither, the top agents (no upline).
 */
export const agentTreeQuerySchema = z.object({
  parentId: digitsId.optional(),
  username: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export type AgentTreeQuery = z.infer<typeof agentTreeQuerySchema>;
export const agentTreeExportQuerySchema = agentTreeQuerySchema.omit({ pageNo: true, pageSize: true });

export const agentNodeSchema = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** 0 plain member, 1/2/41/42 agents, 4 demo. */
  type: int,
  uplineId: textOrNull,
  upline: textOrNull,
  status: z.string(),
  /** Direct downlines. */
  downlines: int,
  createdAt: z.string(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;
export const agentTreePageSchema = pageOf(agentNodeSchema);

export const agentMoveParamsSchema = z.object({ memberId: digitsId });
export const agentMoveBodySchema = z.object({
  uplineId: digitsId,
  reason: z.string().trim().min(1, 'Input cannot be empty').max(500),
});
export const agentMoveResultSchema = z.object({
  member: agentNodeSchema,
  previousUplineId: textOrNull,
});

export const PAYROLL_RUN_STATUSES = ['running', 'done'] as const;

export const payrollRunsQuerySchema = z.object({
  type: z.enum(CONTRACT_TYPES).optional(),
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  ...pageQuery,
});
export const payrollRunsExportQuerySchema = payrollRunsQuerySchema.omit({ pageNo: true, pageSize: true });

/** One period of one contract type run in a brand; `running` with failures: a rerun settles the rest. */
export const payrollRunSchema = z.object({
  id: z.string(),
  merchantCode: z.string(),
  type: z.enum(CONTRACT_TYPES),
  periodKind: z.enum(['D', 'W', 'H', 'M', '1h', '5m']),
  periodFrom: z.string(),
  periodTo: z.string(),
  periodLabel: z.string(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  contracts: int,
  paid: int,
  failed: int,
  /** What its statements paid, with two decimals. */
  total: z.string(),
  currency: z.string(),
  startedAt: z.string(),
  finishedAt: textOrNull,
});
export type PayrollRun = z.infer<typeof payrollRunSchema>;
export const payrollRunPageSchema = pageOf(payrollRunSchema);
export const payrollRunParamsSchema = z.object({ runId: digitsId });

export const boStatementsQuerySchema = z.object({
  runId: digitsId.optional(),
  type: z.enum(CONTRACT_TYPES).optional(),
  /** A party's username, upline or downline. */
  username: z.string().trim().min(1).max(64).optional(),
  ...pageQuery,
});
export const boStatementsExportQuerySchema = boStatementsQuerySchema.omit({ pageNo: true, pageSize: true });
export const statementParamsSchema = z.object({ statementId: digitsId });
export const boStatementSchema = payrollStatementSchema.extend({ runId: textOrNull });
export type BoStatement = z.infer<typeof boStatementSchema>;
export const boStatementPageSchema = pageOf(boStatementSchema);
