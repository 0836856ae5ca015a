import type { searchMembers } from './member-search.repository.ts';

export type MemberSummaryRow = Awaited<ReturnType<typeof searchMembers>>[number];

/** A member row as the console's lists show it. */
export function memberSummary(r: MemberSummaryRow) {
  return {
    id: String(r.id),
    merchantId: r.merchant_id,
    username: r.username,
    nickname: r.nickname,
    phone:
      r.mobile_no === null
        ? null
        : `${r.country_dialing_code ? `+${r.country_dialing_code} ` : ''}${r.mobile_no}`,
    status: r.status,
    withdrawalsFrozen: r.withdrawals_frozen,
    vipLevel: r.vip_level,
    uplineId: r.upline_id === null ? null : String(r.upline_id),
    registeredAt: r.created_at.toISOString(),
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
    lastLoginIp: r.last_login_ip,
  };
}
