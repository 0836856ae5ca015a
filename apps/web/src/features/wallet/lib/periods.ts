/** §3 Periods: D daily, W weekly, H semimonthly, M monthly. */
export const PERIODS = ['D', 'W', 'H', 'M'] as const;
export type Period = (typeof PERIODS)[number];
