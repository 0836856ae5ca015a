import { errorTable } from './error-table.ts';

/**
 * The codes any area may answer (input, sign-in, permissions, conflicts, the server's own failure)
 * and their text: the spec's §8 wording where the spec has one. Each area's own codes sit in its
 * error files; the shell's table (error-codes.ts) puts them all together.
 */
export const COMMON_ERRORS = errorTable({
  400: {
    VALIDATION: 'Invalid request',
  },
  401: {
    UNAUTHORIZED: 'You are not logged in, please login',
    LOGIN_FAILED: 'Incorrect username or password',
  },
  403: {
    FORBIDDEN: 'Forbidden',
    DEMO_ACCOUNT: 'Please Register An Account First',
    NON_MEMBER_LOGIN: 'Non-member account unable to login',
    MODULE_DISABLED: 'Not enabled function, please contact customer service.',
    NON_AGENT_LOGIN: 'Non-agents cannot log in',
  },
  404: {
    NOT_FOUND: 'Not found',
    DOMAIN_INVALID: 'Invalid URL, please contact customer service',
  },
  409: {
    CONFLICT: 'Conflict',
    IDEMPOTENCY_CONFLICT: 'This request key was already used for a different request',
    INSUFFICIENT_FUNDS: 'Insufficient balance',
    PENDING_RESOLVED: 'This reservation is already settled',
  },
  429: {
    // The real answer names the limit's own window (rate-limit.ts).
    RATE_LIMITED: 'Too many requests, please try again later.',
  },
  500: {
    UNKNOWN: 'Unknown error',
  },
  503: {
    UNAVAILABLE: 'Network link is abnormal, please try again',
  },
});
