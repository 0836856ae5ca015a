import type { ContractBody } from '@pf/shared';
import type { Calls } from './calls';
import { callApi } from './calls';

export type ChangePasswordRequest = NonNullable<ContractBody<Calls['members.changePassword']>>;

/** §7 POST /wps/member/password (token). */
export const changePassword = (body: ChangePasswordRequest) => callApi('members.changePassword', { body });
