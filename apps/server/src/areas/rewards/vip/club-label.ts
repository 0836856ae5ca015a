import { type MemberInfo, vipRank } from '@pf/shared';

/** The club label is the member's VIP level (§3 clubLabel; names and colours in VIP_LEVELS). */
export function clubLabelOf(vipLevel: number): MemberInfo['clubLabel'] {
  const rank = vipRank(vipLevel);
  return { labelName: rank.name, color: rank.color, color2: rank.color2, rankLevel: rank.level };
}
