// The rebate feature's public surface for the shell.
export { useRebateSummary } from './api/rebate';
