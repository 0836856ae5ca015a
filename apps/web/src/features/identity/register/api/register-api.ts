import type { ContractBody } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §4 Registration tab: user-name registration (default) or mobile-number registration. */
export type RegisterType = 'register' | 'registerMobile';

/** §3 Registration user plus the submit extras (registerUrl, registerMethod, idType, login). */
export type RegisterPayload = NonNullable<ContractBody<Calls['members.register']>>;

const CALLS = { register: 'members.register', registerMobile: 'members.registerMobile' } as const;

/** With `login: true` the answer carries the new member's session (§3 Login user info). */
export const registerMember = (type: RegisterType, payload: RegisterPayload) =>
  callApi(CALLS[type], { body: payload });

/** §7 Affiliate check: code and domain; a successful answer means the code is valid. */
export const checkAffiliate = (code: string, signal?: AbortSignal) =>
  callApi('members.affiliate', { query: { code, domain: window.location.host }, signal });
