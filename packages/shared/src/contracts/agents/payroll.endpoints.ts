import { endpointTable } from '../endpoint.ts';

/**
 * Payroll statements (§7 Payroll). The spec names only the contract calls; the statements list
 * follows their relay style.
 */
export const payrollEndpoints = endpointTable({
  'payroll.statements': 'GET /wps/relay/MCS2_getPayrollStatements',
  /** Back office: runs one period of one contract type now, as the schedule would. */
  'payroll.boRun': 'POST /bo/api/payroll/run',
});
