import type { ContractBody, Contracts } from '@pf/shared';
import { callApi } from '@/lib/api-call';

export type ChangePasswordRequest = NonNullable<ContractBody<Contracts['members.changePassword']>>;

/** §7 POST /wps/member/password (token). */
export const changePassword = (body: ChangePasswordRequest) => callApi('members.changePassword', { body });
