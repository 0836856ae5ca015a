// Plain constants, no zod: the web's first-load bundle reads them.

/** §3 ID types. */
export const ID_TYPES = {
  1: 'Passport',
  2: "Driver's License",
  3: 'PRC ID',
  4: 'Postal ID',
  5: "Voter's ID",
  6: 'Tax Identification (TIN)',
  7: 'SSS',
  8: 'Senior Citizen Card',
  9: 'Alien Certificate Registration',
  10: 'Unified Multi-purpose ID (UMID)',
  11: 'Philhealth ID',
  12: 'National ID',
} as const;
export const ID_TYPE_KEYS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** N nothing submitted, P pending review, A approved, R rejected. */
export const KYC_STATUSES = ['N', 'P', 'A', 'R'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
