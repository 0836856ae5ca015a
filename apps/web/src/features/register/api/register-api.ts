import type { LoginResult } from '@pf/shared';
import { apiGet, apiPut } from '@/lib/api-client';

/** §4 Registration tab: user-name registration (default) or mobile-number registration. */
export type RegisterType = 'register' | 'registerMobile';

/** §3 Registration user plus the submit extras (registerUrl, registerMethod, idType, login). */
export type RegisterPayload = Record<string, string | number | boolean>;

const PATHS: Record<RegisterType, string> = {
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
};

/** With `login: true` the answer carries the new member's session (§3 Login user info). */
export const registerMember = (type: RegisterType, payload: RegisterPayload) =>
  apiPut<Partial<LoginResult> | null>(PATHS[type], payload);

/** §7 Affiliate check: code and domain; a successful answer means the code is valid. */
export const checkAffiliate = (code: string, signal?: AbortSignal) =>
  apiGet<unknown>('/wps/agent/affiliate', { code, domain: window.location.host }, signal);
