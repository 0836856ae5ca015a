import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { IconName } from '@/components/ui/icon';
import type { MemberCentreKey } from './model/member-centre-store';

export interface MemberCentreEntry {
  key: MemberCentreKey;
  icon: IconName;
  /** The page; an entry without one shows the designed 'coming soon' page. */
  page?: LazyExoticComponent<ComponentType>;
  /** Whether this member gets the entry (§2 'show member centre' check); shown to all when absent. */
  shows?: (member: { toUpline: boolean }) => boolean;
}

/** Each page is its own chunk, loaded the first time the member opens it. */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const wallet = () => import('@/features/wallet/pages');
const bettingRecord = () => import('@/features/betting-record/pages');

/**
 * The member centre's menu, in the spec's order (§2). Adding a page is one line here: give the
 * entry its `page`.
 */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = [
  { key: 'securityCenter', icon: 'shieldCheck', page: lazyPage(wallet, 'SecurityCenterPage') },
  { key: 'transferFund', icon: 'wallet', page: lazyPage(wallet, 'TransferFundPage') },
  { key: 'depositv2', icon: 'deposit', page: lazyPage(wallet, 'DepositPage') },
  { key: 'withdraw', icon: 'withdraw', page: lazyPage(wallet, 'WithdrawPage') },
  {
    key: 'transferUpline',
    icon: 'users',
    page: lazyPage(wallet, 'TransferUplinePage'),
    shows: (member) => member.toUpline,
  },
  { key: 'personalHistoryCopy', icon: 'list', page: lazyPage(bettingRecord, 'BettingRecordPage') },
  { key: 'transactionHistory', icon: 'receipt', page: lazyPage(wallet, 'TransactionHistoryPage') },
  { key: 'personalProfit', icon: 'chip', page: lazyPage(wallet, 'ProfitLossPage') },
  { key: 'bonusDetails', icon: 'gift', page: lazyPage(wallet, 'BonusDetailsPage') },
  { key: 'rewardCenter', icon: 'crown' },
  { key: 'referral', icon: 'users' },
  { key: 'missionLeaderboard', icon: 'star' },
  { key: 'messageV2', icon: 'mail' },
  { key: 'manualRebate', icon: 'percent' },
];

export const entryOf = (key: MemberCentreKey) => MEMBER_CENTRE_ENTRIES.find((e) => e.key === key);
