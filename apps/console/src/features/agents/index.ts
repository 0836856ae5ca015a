export { PayrollRunsPage } from './payroll/payroll-runs-page';
export { StatementsPage } from './payroll/statements-page';
export { AgentTreePage } from './tree/agent-tree-page';
