import { SESSION_KEYS } from '@pf/shared';
import { session } from '@/lib/storage';
import type { SecurityConfig } from '../api/kyc-api';

/** Per-session flags of §4 KYC modal steps: 'verify later' chosen, images already uploaded. */
export const kycFlags = {
  verifyLater: () => session.get(SESSION_KEYS.kycVerifyLater) === '1',
  uploaded: () => session.get(SESSION_KEYS.kycUploaded) === '1',
  setVerifyLater: () => session.set(SESSION_KEYS.kycVerifyLater, '1'),
  setUploaded: () => session.set(SESSION_KEYS.kycUploaded, '1'),
};

/**
 * §4: the security modal shows when ID verification is enabled, not complete, status N, the
 * images were not already uploaded this session, and the member has not chosen verify later.
 */
export function shouldShowKyc(
  config: SecurityConfig | undefined,
  flags: { verifyLater: boolean; uploaded: boolean },
): boolean {
  const id = config?.info.idVerification;
  if (!id) return false;
  return id.enabled && !id.isComplete && id.status === 'N' && !flags.uploaded && !flags.verifyLater;
}
