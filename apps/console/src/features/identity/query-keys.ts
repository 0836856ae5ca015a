/** The query keys of identity's screens: one table, so an invalidation names what it means. */
export const identityKeys = {
  all: ['identity'] as const,
  staffMe: (token: string | null) => ['identity', 'staff-me', token] as const,
  audit: (targetType: string, targetId: string) => ['identity', 'audit', targetType, targetId] as const,
  kycQueues: ['identity', 'kyc'] as const,
  kycQueue: (status: string) => ['identity', 'kyc', status] as const,
  kycImage: (imageId: string) => ['identity', 'kyc-image', imageId] as const,
  /** Everything of staff management: a change to an operator reads their list and sessions again. */
  staff: ['identity', 'staff'] as const,
  staffLists: ['identity', 'staff', 'list'] as const,
  staffList: (filters: Record<string, string>) => ['identity', 'staff', 'list', filters] as const,
  staffSessions: (staffId: string) => ['identity', 'staff', 'sessions', staffId] as const,
  mySessions: ['identity', 'staff', 'my-sessions'] as const,
};
