/** The query keys of identity's screens: one table, so an invalidation names what it means. */
export const identityKeys = {
  all: ['identity'] as const,
  staffMe: (token: string | null) => ['identity', 'staff-me', token] as const,
  audit: (targetType: string, targetId: string) => ['identity', 'audit', targetType, targetId] as const,
  kycQueues: ['identity', 'kyc'] as const,
  kycQueue: (status: string) => ['identity', 'kyc', status] as const,
  kycImage: (imageId: string) => ['identity', 'kyc-image', imageId] as const,
};
