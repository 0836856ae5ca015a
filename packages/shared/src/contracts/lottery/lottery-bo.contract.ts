import { contractsOf, staffCall } from '../calls.ts';
import { fileAnswer } from '../contract.ts';
import { lotteryEndpoints as e } from './lottery.endpoints.ts';
import {
  boCancelDrawBody,
  boCancelDrawSchema,
  boConfirmResultBody,
  boDrawIdParams,
  boDrawListSchema,
  boDrawsFilter,
  boDrawsQuery,
  boEnterResultBody,
  boEntryIdParams,
  boHolidayBody,
  boHolidayListSchema,
  boHolidayParams,
  boHolidayPutSchema,
  boHolidayRemoveSchema,
  boHolidaysQuery,
  boImportResultsBody,
  boImportResultsSchema,
  boIncidentIdParams,
  boIncidentListSchema,
  boIncidentSchema,
  boIncidentsQuery,
  boOpenIncidentBody,
  boRejectResultBody,
  boResultEntrySchema,
  boSandboxDrawNowBody,
  boSandboxDrawNowSchema,
} from './lottery-bo.schema.ts';

const callTags = { staff: ['back office'] } as const;

/**
 * /bo/api/lottery/*: draws, two-person result entry, imports, cancellations, two-person voids,
 * two-person platform incidents and the non-draw-day calendar. Every change is audited.
 */
export const lotteryBoContracts = contractsOf(e, callTags, {
  'lottery.boDraws': staffCall('Draws, latest first, with the result entry waiting for a second operator', {
    permission: 'lottery.read',
    query: boDrawsQuery,
    response: boDrawListSchema,
  }),
  'lottery.boDrawsCsv': staffCall(
    "The draws matching the list's filters as CSV, latest first; the export is audit-logged",
    {
      permission: 'lottery.read',
      query: boDrawsFilter,
      ...fileAnswer(['text/csv'], 'One header line, then a line per draw'),
    },
  ),
  'lottery.boEnterResult': staffCall("Enters a traditional draw's result; another operator confirms it", {
    permission: 'lottery.results',
    params: boDrawIdParams,
    body: boEnterResultBody,
    response: boResultEntrySchema,
    errors: ['LOTTERY_DRAW_NOT_FOUND', 'LOTTERY_DRAW_STATE', 'LOTTERY_RESULT_EXISTS'],
  }),
  'lottery.boImportResults': staffCall(
    'Enters many results of one game by draw number; each line answers its entry or its code',
    {
      permission: 'lottery.results',
      body: boImportResultsBody,
      response: boImportResultsSchema,
      errors: ['LOTTERY_GAME_NOT_FOUND'],
    },
  ),
  'lottery.boConfirmResult': staffCall(
    "Confirms a result entered by another operator, with the confirmer's own reading when given: equal, the draw is drawn and settles; different, the entry stays pending and the answer lists the rows that differ",
    {
      permission: 'lottery.results',
      params: boEntryIdParams,
      body: boConfirmResultBody,
      response: boResultEntrySchema,
      errors: [
        'LOTTERY_ENTRY_NOT_FOUND',
        'LOTTERY_DRAW_NOT_FOUND',
        'LOTTERY_DRAW_STATE',
        'LOTTERY_SAME_OPERATOR',
      ],
    },
  ),
  'lottery.boRejectResult': staffCall('Rejects an entered result with a note', {
    permission: 'lottery.results',
    params: boEntryIdParams,
    body: boRejectResultBody,
    response: boResultEntrySchema,
    errors: ['LOTTERY_ENTRY_NOT_FOUND', 'LOTTERY_DRAW_NOT_FOUND', 'LOTTERY_DRAW_STATE'],
  }),
  'lottery.boCancelDraw': staffCall(
    'Cancels a draw and refunds its bets, or asks for a void a second operator confirms',
    {
      permission: 'lottery.void',
      params: boDrawIdParams,
      body: boCancelDrawBody,
      response: boCancelDrawSchema,
      errors: [
        'LOTTERY_DRAW_NOT_FOUND',
        'LOTTERY_DRAW_STATE',
        'LOTTERY_VOID_LOCKED',
        'LOTTERY_VOID_HAS_BETS',
        'LOTTERY_VOID_PENDING',
        'LOTTERY_RESULT_EXISTS',
      ],
    },
  ),
  'lottery.boConfirmVoid': staffCall(
    "Carries out another operator's void: the draw is cancelled and its bets refunded",
    {
      permission: 'lottery.void',
      params: boDrawIdParams,
      response: boCancelDrawSchema,
      errors: [
        'LOTTERY_DRAW_NOT_FOUND',
        'LOTTERY_DRAW_STATE',
        'LOTTERY_VOID_NOT_REQUESTED',
        'LOTTERY_SAME_OPERATOR',
        'LOTTERY_RESULT_EXISTS',
      ],
    },
  ),
  'lottery.boSandboxDrawNow': staffCall(
    "Brings a traditional draw's time to now so the sandbox feed publishes it (sandbox only; risk, finance)",
    {
      permission: 'lottery.void',
      params: boDrawIdParams,
      body: boSandboxDrawNowBody,
      response: boSandboxDrawNowSchema,
      errors: ['LOTTERY_DRAW_NOT_FOUND', 'LOTTERY_DRAW_STATE'],
    },
  ),
  'lottery.boIncidents': staffCall('Platform incidents of the RNG games, newest first', {
    permission: 'lottery.read',
    query: boIncidentsQuery,
    response: boIncidentListSchema,
  }),
  'lottery.boOpenIncident': staffCall(
    'Opens a platform incident for an RNG game; a second operator confirms it',
    {
      permission: 'lottery.calendar',
      body: boOpenIncidentBody,
      response: boIncidentSchema,
      errors: ['LOTTERY_GAME_NOT_FOUND'],
    },
  ),
  'lottery.boConfirmIncident': staffCall(
    "Confirms another operator's incident: every open draw of the game on every brand is cancelled and refunded",
    {
      permission: 'lottery.calendar',
      params: boIncidentIdParams,
      response: boIncidentSchema,
      errors: ['LOTTERY_INCIDENT_NOT_FOUND', 'LOTTERY_INCIDENT_STATE', 'LOTTERY_SAME_OPERATOR'],
    },
  ),
  'lottery.boHolidays': staffCall('Non-draw days, by region and year', {
    permission: 'lottery.read',
    query: boHolidaysQuery,
    response: boHolidayListSchema,
  }),
  'lottery.boPutHoliday': staffCall(
    "Adds or renames a non-draw day; the region's draws already made for it are cancelled",
    {
      permission: 'lottery.calendar',
      params: boHolidayParams,
      body: boHolidayBody,
      response: boHolidayPutSchema,
    },
  ),
  'lottery.boRemoveHoliday': staffCall(
    "Removes a non-draw day; the date's draws still to come are made again",
    {
      permission: 'lottery.calendar',
      params: boHolidayParams,
      response: boHolidayRemoveSchema,
      errors: ['LOTTERY_HOLIDAY_NOT_FOUND'],
    },
  ),
});
