import type { ContractBody, ContractResponse } from '@pf/shared';
import { identityKeys } from '@/features/identity/query-keys';
import { memberQueryOptions } from '@/lib/member-query';
import type { Calls } from './calls';
import { callApi } from './calls';

export type SecurityConfig = ContractResponse<Calls['members.securityConfig']>;

export const securityConfigQueryOptions = (token: string | null) =>
  memberQueryOptions(
    token,
    identityKeys.securityConfig(token),
    (signal) => callApi('members.securityConfig', { signal }),
    { staleTime: 5 * 60_000 },
  );

type UploadBody = NonNullable<ContractBody<Calls['members.uploadIdImages']>>;

/** §3 ID upload payload: images as data URLs; registration sends the front again as the back. */
export type IdImages = Required<Pick<UploadBody, 'idCardFront' | 'idCardBack' | 'idCardSelfie'>>;

export const uploadIdImages = (images: IdImages) => callApi('members.uploadIdImages', { body: images });

/** §3 KYC personal info. */
export type PersonalInfo = NonNullable<ContractBody<Calls['members.setPersonalInfo']>>;

export const setPersonalInfo = (info: PersonalInfo) => callApi('members.setPersonalInfo', { body: info });
