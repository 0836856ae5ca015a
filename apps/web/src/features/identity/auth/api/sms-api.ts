import { type ContractBody, SMS_DEFAULT_COUNTDOWN_S } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

/** noLogin: login and password reset by phone; register: registration. */
export type SmsPurpose = 'noLogin' | 'register';

/** The web always names the number mobileNum (the server also takes mobileNo). */
export type SmsRequest = Required<
  Pick<NonNullable<ContractBody<Calls['members.smsNoLogin']>>, 'mobileNum' | 'countryDialingCode'>
>;

const CALLS = { noLogin: 'members.smsNoLogin', register: 'members.smsRegister' } as const;

/** Sends a code and returns the countdown in seconds: expiredMinutes x 60, or 60 (§9). */
export async function sendSmsCode(purpose: SmsPurpose, body: SmsRequest): Promise<number> {
  const { expiredMinutes } = await callApi(CALLS[purpose], { body });
  return expiredMinutes > 0 ? expiredMinutes * 60 : SMS_DEFAULT_COUNTDOWN_S;
}
