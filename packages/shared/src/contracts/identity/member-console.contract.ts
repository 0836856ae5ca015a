import { contractsOf, staffCall } from '../calls.ts';
import { memberConsoleEndpoints as e } from './member-console.endpoints.ts';
import {
  memberLoginsQuerySchema,
  memberLoginsSchema,
  memberNoteBodySchema,
  memberNoteSchema,
  memberNotesQuerySchema,
  memberNotesSchema,
  memberParamsSchema,
  memberProfileSchema,
  memberSearchQuerySchema,
  memberSearchResultSchema,
  passwordResetResultSchema,
  withdrawalsFrozenBodySchema,
  withdrawalsFrozenResultSchema,
} from './member-console.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * The console's members: the search and the member page. A brand's staff reach their brand's
 * members only; another brand's member answers NOT_FOUND, as one that does not exist.
 */
export const memberConsoleContracts = contractsOf(e, callTags, {
  'memberConsole.search': staffCall(
    'Members matching every filter given (partial username, phone and address), newest first, a page at a time',
    { permission: 'members.read', query: memberSearchQuerySchema, response: memberSearchResultSchema },
  ),
  'memberConsole.profile': staffCall(
    "A member's profile: KYC and its image ids, balances, the agent line up to the top, VIP level and status",
    {
      permission: 'members.read',
      params: memberParamsSchema,
      response: memberProfileSchema,
      errors: ['NOT_FOUND'],
    },
  ),
  'memberConsole.logins': staffCall("A member's sign-ins (time, address, device), newest first", {
    permission: 'members.read',
    params: memberParamsSchema,
    query: memberLoginsQuerySchema,
    response: memberLoginsSchema,
    errors: ['NOT_FOUND'],
  }),
  'memberConsole.notes': staffCall("Staff notes on a member's page, newest first", {
    permission: 'members.read',
    params: memberParamsSchema,
    query: memberNotesQuerySchema,
    response: memberNotesSchema,
    errors: ['NOT_FOUND'],
  }),
  'memberConsole.addNote': staffCall("Adds a staff note to a member's page (audit-logged)", {
    permission: 'members.notes',
    params: memberParamsSchema,
    body: memberNoteBodySchema,
    response: memberNoteSchema,
    errors: ['NOT_FOUND'],
  }),
  'memberConsole.freezeWithdrawals': staffCall(
    "Freezes or unfreezes a member's withdrawals; a frozen member's request is refused (risk, admin)",
    {
      permission: 'members.status',
      params: memberParamsSchema,
      body: withdrawalsFrozenBodySchema,
      response: withdrawalsFrozenResultSchema,
      errors: ['NOT_FOUND'],
    },
  ),
  'memberConsole.passwordReset': staffCall(
    'Sends the member the reset link (mail) or code (SMS) the player site sends (audit-logged)',
    {
      permission: 'members.password',
      params: memberParamsSchema,
      response: passwordResetResultSchema,
      errors: ['NOT_FOUND', 'MEMBER_NO_CONTACT'],
    },
  ),
});
