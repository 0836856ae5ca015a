/**
 * Members calls still registered without a shared contract; this list only shrinks. The two ID
 * image downloads are registered from `membersImageContracts` (their answer is the image's bytes,
 * not an envelope), which the registry and this test do not take yet.
 */
export const pendingMembers: string[] = [
  'GET /wps/member/kyc/images/{imageId}',
  'GET /bo/api/kyc/images/{imageId}',
];
