import { SMS_DEFAULT_COUNTDOWN_S } from '@pf/shared';
import { apiPost } from '@/lib/api-client';

/** noLogin: login and password reset by phone; register: registration. */
export type SmsPurpose = 'noLogin' | 'register';

export interface SmsRequest {
  mobileNum: string;
  countryDialingCode: string;
}

/** Sends a code and returns the countdown in seconds: expiredMinutes x 60, or 60 (§9). */
export async function sendSmsCode(purpose: SmsPurpose, body: SmsRequest): Promise<number> {
  const value = await apiPost<{ expiredMinutes?: number } | null>(`/wps/verification/sms/${purpose}`, body);
  const minutes = value?.expiredMinutes;
  return typeof minutes === 'number' && minutes > 0 ? minutes * 60 : SMS_DEFAULT_COUNTDOWN_S;
}
