// The referral feature's public surface for the shell.
export { useReferralInfo, useReferralStatus, useVipProgress } from './api/referral';
