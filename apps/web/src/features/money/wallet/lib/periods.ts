/** §3 Periods: D daily, W weekly, H semimonthly, M monthly (declared with the record contracts). */
export { PERIODS, type Period } from '@pf/shared';
