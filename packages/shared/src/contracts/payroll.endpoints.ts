import { endpoint } from './endpoint.ts';

/**
 * Payroll statements (§7 Payroll). The spec names only the contract calls; the statements list
 * follows their relay style.
 */
export const payrollEndpoints = {
  'payroll.statements': endpoint(['GET'], '/wps/relay/MCS2_getPayrollStatements'),
} as const;
