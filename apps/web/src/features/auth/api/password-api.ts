import type { LoginResult } from '@pf/shared';
import { apiPost } from '@/lib/api-client';

export const forgotByEmail = (body: { username: string; email: string }) =>
  apiPost<null>('/wps/member/password/email', body);

export interface ResetByPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** §4: after a phone reset the member is logged in; the answer is the new session. */
export const resetByPhone = (body: ResetByPhoneRequest) =>
  apiPost<LoginResult>('/wps/member/password/verification', body);

/** §5 Forgot by email, second half: the mailed link's token sets the new password. */
export const resetByToken = (body: { token: string; newPassword: string; confirmNewPassword: string }) =>
  apiPost<null>('/wps/member/password/reset', body);
