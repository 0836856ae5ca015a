import type { LoginPayload, LoginResult, MemberInfo } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '@/lib/api-client';

export type LoginType = LoginPayload['type'];

/** §3 Login payload. In SMS mode `username` carries the mobile number and `password` the code. */
export type LoginRequest = LoginPayload;

export const login = (body: LoginRequest) => apiPost<LoginResult>('/wps/session/login', body);

/** §7: trial account for visitors; os and platform W as the spec lists them. */
export const freeplayLogin = () =>
  apiPost<LoginResult>('/wps/session/login/freeplay', { os: navigator.platform || 'web', platform: 'W' });

export const logout = () => apiRequest<null>('/wps/session/logout', { method: 'DELETE' });

export const fetchMemberInfo = (signal?: AbortSignal) =>
  apiGet<MemberInfo>('/wps/member/info', undefined, signal);

/** Keyed by token: a new session never sees the previous member's info. */
export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => fetchMemberInfo(signal),
    enabled: token !== null,
    staleTime: 60_000,
  });

/** True when a failed login's envelope says a captcha is needed from now on (§8). */
export function wantsCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
