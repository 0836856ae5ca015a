import type { ContractBody } from '@pf/shared';
import { identityKeys } from '@/features/identity/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

/** §3 Login payload. In SMS mode `username` carries the mobile number and `password` the code. */
export type LoginRequest = NonNullable<ContractBody<Calls['members.login']>>;
export type LoginType = NonNullable<LoginRequest['type']>;

export const login = (body: LoginRequest) => callApi('members.login', { body });

/** §7: trial account for visitors; os and platform W as the spec lists them. */
export const freeplayLogin = () =>
  callApi('members.freeplay', { body: { os: navigator.platform || 'web', platform: 'W' } });

export const logout = () => callApi('members.logout');

export const fetchMemberInfo = (signal?: AbortSignal) => callApi('members.info', { signal });

/** Keyed by token: a new session never sees the previous member's info. */
export const memberInfoQueryOptions = (token: string | null) =>
  memberQueryOptions(token, identityKeys.info(token), (signal) => fetchMemberInfo(signal), {
    staleTime: 60_000,
  });

/** True when a failed login's envelope says a captcha is needed from now on (§8). */
export function wantsCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
