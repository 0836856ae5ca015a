import { defineContract } from '../contract.ts';
import { payrollEndpoints as e } from './payroll.endpoints.ts';
import {
  payrollRunBodySchema,
  payrollRunResultSchema,
  payrollStatementListSchema,
  payrollStatementsQuerySchema,
} from './payroll.schema.ts';

const tags = ['agents'] as const;

/** The payout statements of the contracts a member gave or is paid on; nobody else's. */
export const payrollContracts = {
  'payroll.statements': defineContract({
    ...e['payroll.statements'],
    summary:
      "The member's payout statements as payer (contracts it gave) or payee (contracts it is paid on), newest first",
    auth: 'member',
    tags,
    query: payrollStatementsQuerySchema,
    response: payrollStatementListSchema,
    errors: [],
  }),
  'payroll.boRun': defineContract({
    ...e['payroll.boRun'],
    summary:
      "Runs one period of a brand's contracts of one type now (audit-logged): the latest closed period, or the running one closed early; a period already run pays nothing again",
    auth: 'staff',
    tags: ['back office'],
    body: payrollRunBodySchema,
    response: payrollRunResultSchema,
    errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
  }),
};
