/** The query keys of the agent desk's screens. */
export const agentKeys = {
  tree: ['agents', 'tree'] as const,
  level: (query: object) => ['agents', 'tree', query] as const,
  runs: ['agents', 'payroll-runs'] as const,
  runPage: (query: object) => ['agents', 'payroll-runs', query] as const,
  statements: ['agents', 'statements'] as const,
  statementPage: (query: object) => ['agents', 'statements', query] as const,
  statement: (id: string) => ['agents', 'statement', id] as const,
};
