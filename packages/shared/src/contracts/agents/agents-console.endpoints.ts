import { endpointTable } from '../endpoint.ts';

/** Back office: the agent tree, moving a member to another upline, payroll runs and their statements. */
export const agentsConsoleEndpoints = endpointTable({
  'agentsConsole.tree': 'GET /bo/api/agents/tree',
  'agentsConsole.treeCsv': 'GET /bo/api/agents/tree.csv',
  'agentsConsole.move': 'POST /bo/api/agents/:memberId/move',
  'agentsConsole.runs': 'GET /bo/api/payroll/runs',
  'agentsConsole.runsCsv': 'GET /bo/api/payroll/runs.csv',
  'agentsConsole.rerun': 'POST /bo/api/payroll/runs/:runId/rerun',
  'agentsConsole.statements': 'GET /bo/api/payroll/statements',
  'agentsConsole.statementsCsv': 'GET /bo/api/payroll/statements.csv',
  'agentsConsole.statement': 'GET /bo/api/payroll/statements/:statementId',
});
