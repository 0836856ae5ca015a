import { apiPost } from '@/lib/api-client';

export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** §7 POST /wps/member/password (token). */
export const changePassword = (body: ChangePasswordRequest) => apiPost<null>('/wps/member/password', body);
