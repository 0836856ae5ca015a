import type { z } from 'zod';
import { INHOUSE_ERROR_CODES, playValueSchema } from '../../inhouse/api.ts';
import { memberCall } from '../calls.ts';

/**
 * A call that plays one in-house round at once (a retry with the same request id answers the first
 * result): it answers the round and the balance after it, and refuses what any play refuses.
 */
/*#__NO_SIDE_EFFECTS__*/
export const roundPlayCall = <const B extends z.ZodType>(summary: string, body: B) =>
  memberCall(summary, {
    body,
    response: playValueSchema,
    errors: [...INHOUSE_ERROR_CODES.play, 'INHOUSE_ROUND_NOT_FOUND'],
  });
