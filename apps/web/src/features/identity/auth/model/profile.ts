import type { MemberInfo } from '@pf/shared';
import type { SessionProfile } from '@/lib/session-store';

export const toProfile = (info: MemberInfo): SessionProfile => ({
  nickname: info.nickname || info.account,
  account: info.account,
  customerId: info.id,
  isAgent: info.type,
  toUpline: info.toUpline,
});
