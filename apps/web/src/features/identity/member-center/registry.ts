import type { IconName } from '@/components/ui/icon';
import type { MemberCentreKey } from '@/lib/member-centre-store';

export interface MemberCentreEntry {
  key: MemberCentreKey;
  icon: IconName;
  /** Whether this member gets the entry (§2 'show member centre' check); shown to all when absent. */
  shows?: (member: { toUpline: boolean }) => boolean;
}

/** The member centre's menu, in the spec's order (§2). */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = [
  { key: 'securityCenter', icon: 'shieldCheck' },
  { key: 'transferFund', icon: 'wallet' },
  { key: 'depositv2', icon: 'deposit' },
  { key: 'withdraw', icon: 'withdraw' },
  {
    key: 'transferUpline',
    icon: 'users',
    shows: (member) => member.toUpline,
  },
  { key: 'personalHistoryCopy', icon: 'list' },
  { key: 'transactionHistory', icon: 'receipt' },
  { key: 'personalProfit', icon: 'chip' },
  { key: 'bonusDetails', icon: 'gift' },
  { key: 'rewardCenter', icon: 'sparkles' },
  { key: 'playerRank', icon: 'crown' },
  { key: 'referral', icon: 'users' },
  { key: 'missionLeaderboard', icon: 'star' },
  { key: 'messageV2', icon: 'mail' },
  { key: 'manualRebate', icon: 'percent' },
];

export const entryOf = (key: MemberCentreKey) => MEMBER_CENTRE_ENTRIES.find((e) => e.key === key);
