import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { agentsConsoleEndpoints as e } from './agents-console.endpoints.ts';
import {
  agentMoveBodySchema,
  agentMoveParamsSchema,
  agentMoveResultSchema,
  agentTreeExportQuerySchema,
  agentTreePageSchema,
  agentTreeQuerySchema,
  boStatementPageSchema,
  boStatementSchema,
  boStatementsExportQuerySchema,
  boStatementsQuerySchema,
  payrollRunPageSchema,
  payrollRunParamsSchema,
  payrollRunSchema,
  payrollRunsExportQuerySchema,
  payrollRunsQuerySchema,
  statementParamsSchema,
} from './agents-console.schema.ts';

const callTags = { staff: ['back office'] } as const;
const csv = (rows: string) => fileAnswer(['text/csv'], `One header line, then a line per ${rows}`);

/** The agent manager's desk: the tree and its moves, payroll runs and every statement they wrote. */
export const agentsConsoleContracts = contractsOf(e, callTags, {
  'agentsConsole.tree': staffCall(
    'A level of the agent tree, or the members whose username holds the search',
    {
      permission: 'members.read',
      query: agentTreeQuerySchema,
      response: agentTreePageSchema,
    },
  ),
  'agentsConsole.treeCsv': staffCall('The same level or search as CSV; the export is audit-logged', {
    permission: 'members.read',
    query: agentTreeExportQuerySchema,
    ...csv('member'),
  }),
  'agentsConsole.move': staffCall(
    'Moves a member (and its whole downline) under another upline of the brand, audit-logged; never under its own downline',
    {
      permission: 'agents.manage',
      params: agentMoveParamsSchema,
      body: agentMoveBodySchema,
      response: agentMoveResultSchema,
      errors: ['NOT_FOUND', 'AGENT_MOVE_CYCLE', 'AGENT_MOVE_SAME', 'AGENT_MOVE_UPLINE_TYPE'],
    },
  ),
  'agentsConsole.runs': staffCall('Payroll runs, newest period first, by type and status', {
    permission: 'payroll.read',
    query: payrollRunsQuerySchema,
    response: payrollRunPageSchema,
  }),
  'agentsConsole.runsCsv': staffCall('The payroll runs matching the filters as CSV; audit-logged', {
    permission: 'payroll.read',
    query: payrollRunsExportQuerySchema,
    ...csv('run'),
  }),
  'agentsConsole.rerun': staffCall(
    'Runs a period again that had contracts left unpaid (audit-logged); what was paid is not paid twice',
    {
      permission: 'payroll.run',
      params: payrollRunParamsSchema,
      response: payrollRunSchema,
      errors: ['NOT_FOUND', 'PAYROLL_RUN_DONE'],
    },
  ),
  'agentsConsole.statements': staffCall(
    "Payroll statements, newest period first: a run's, a type's or a party's",
    {
      permission: 'payroll.read',
      query: boStatementsQuerySchema,
      response: boStatementPageSchema,
    },
  ),
  'agentsConsole.statementsCsv': staffCall('The statements matching the filters as CSV; audit-logged', {
    permission: 'payroll.read',
    query: boStatementsExportQuerySchema,
    ...csv('statement'),
  }),
  'agentsConsole.statement': staffCall('One statement and every figure it was computed from', {
    permission: 'payroll.read',
    params: statementParamsSchema,
    response: boStatementSchema,
    errors: ['NOT_FOUND'],
  }),
});
