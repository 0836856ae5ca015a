import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';

/** §3 Security config: info.idVerification. Status 'N' means nothing has been submitted yet. */
export interface SecurityConfig {
  info: { idVerification: { enabled: boolean; isComplete: boolean; status: string } };
}

export const securityConfigQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'securityConfig', token],
    queryFn: ({ signal }) => apiGet<SecurityConfig>('/wps/v2/member/securityConfig', undefined, signal),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });

/** §3 ID upload payload: images as data URLs; registration sends the front again as the back. */
export interface IdImages {
  idCardFront: string;
  idCardBack: string;
  idCardSelfie: string;
}

export const uploadIdImages = (images: IdImages) => apiPost<null>('/wps/relay/MCSFE_uploadIdImg', images);

/** §3 KYC personal info. */
export interface PersonalInfo {
  idType: number;
  payeename: string;
  birthday: string;
  address: string;
  permanentAddress: string;
  placeOfBirth: string;
  nationality: string;
  sourceOfIncome: number;
  occupation: number;
  employerName: string;
}

export const setPersonalInfo = (info: PersonalInfo) =>
  apiPost<null>('/wps/relay/MCSFE_setPersonalInfo', info);
