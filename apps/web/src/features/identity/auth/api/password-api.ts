import type { ContractBody } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

type BodyOf<K extends keyof Calls> = NonNullable<ContractBody<Calls[K]>>;

export const forgotByEmail = (body: BodyOf<'members.forgotByEmail'>) =>
  callApi('members.forgotByEmail', { body });

export type ResetByPhoneRequest = BodyOf<'members.resetByPhone'>;

/** §4: after a phone reset the member is logged in; the answer is the new session. */
export const resetByPhone = (body: ResetByPhoneRequest) => callApi('members.resetByPhone', { body });

/** §5 Forgot by email, second half: the mailed link's token sets the new password. */
export const resetByToken = (body: BodyOf<'members.resetByToken'>) =>
  callApi('members.resetByToken', { body });
