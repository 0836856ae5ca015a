// The referral feature's public surface for the shell.
export { useReferralStatus } from './api/referral';
