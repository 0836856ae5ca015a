import { defineContract } from './contract.ts';
import { payrollEndpoints as e } from './payroll.endpoints.ts';
import { payrollStatementListSchema, payrollStatementsQuerySchema } from './schemas/payroll.schema.ts';

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
};
