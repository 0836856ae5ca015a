/** Members calls still registered without a shared contract; this list only shrinks. */
export const pendingMembers: string[] = [
  'GET /wps/member/kyc/images/{imageId}',
  'GET /bo/api/kyc/images/{imageId}',
];
