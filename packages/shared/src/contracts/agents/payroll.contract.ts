import { contractsOf, memberCall, staffCall } from '../calls.ts';
import { payrollEndpoints as e } from './payroll.endpoints.ts';
import {
  payrollRunBodySchema,
  payrollRunResultSchema,
  payrollStatementListSchema,
  payrollStatementsQuerySchema,
} from './payroll.schema.ts';

const callTags = { member: ['agents'], staff: ['back office'] } as const;

/** The payout statements of the contracts a member gave or is paid on; nobody else's. */
export const payrollContracts = contractsOf(e, callTags, {
  'payroll.statements': memberCall(
    "The member's payout statements as payer (contracts it gave) or payee (contracts it is paid on), newest first",
    { query: payrollStatementsQuerySchema, response: payrollStatementListSchema },
  ),
  'payroll.boRun': staffCall(
    "Runs one period of a brand's contracts of one type now (audit-logged): the latest closed period, or the running one closed early; a period already run pays nothing again",
    {
      permission: 'payroll.run',
      body: payrollRunBodySchema,
      response: payrollRunResultSchema,
      errors: ['MERCHANT_REQUIRED', 'NOT_FOUND'],
    },
  ),
});
