import { endpoint } from '../endpoint.ts';

/** The member centre's betting record; the call keeps the name it had under money's contracts. */
export const bettingRecordEndpoints = {
  'money.bettingRecord': endpoint(['POST', 'GET'], '/wps/relay/personalHistoryCopy'),
} as const;
