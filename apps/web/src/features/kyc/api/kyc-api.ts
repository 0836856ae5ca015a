import type { IdUploadPayload, KycPersonalInfo, SecurityConfig } from '@pf/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

export type { SecurityConfig };

export const securityConfigQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'securityConfig', token],
    queryFn: ({ signal }) => apiGet<SecurityConfig>('/wps/v2/member/securityConfig', undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** §3 ID upload payload: images as data URLs; registration sends the front again as the back. */
export type IdImages = Required<Pick<IdUploadPayload, 'idCardFront' | 'idCardBack' | 'idCardSelfie'>>;

export const uploadIdImages = (images: IdImages) => apiPost<null>('/wps/relay/MCSFE_uploadIdImg', images);

/** §3 KYC personal info. */
export type PersonalInfo = KycPersonalInfo;

export const setPersonalInfo = (info: PersonalInfo) =>
  apiPost<null>('/wps/relay/MCSFE_setPersonalInfo', info);
