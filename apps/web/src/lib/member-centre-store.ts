import { createSlotStore } from './slot-store';

/**
 * The §2 member-centre keys, in the spec's order; playerRank (the left bar's VIP & cashback entry,
 * §2 Left bar) follows the reward centre it used to share a page with.
 */
export const MEMBER_CENTRE_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'playerRank',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;

export type MemberCentreKey = (typeof MEMBER_CENTRE_KEYS)[number];

export const isMemberCentreKey = (value: string): value is MemberCentreKey =>
  (MEMBER_CENTRE_KEYS as readonly string[]).includes(value);

/**
 * One panel for the whole site: the header, the avatar menu and the pages themselves switch it.
 * `page` is the page on show, or null while the panel is closed.
 */
export const useMemberCentreStore = createSlotStore<MemberCentreKey, 'page'>('page');

export const openMemberCentre = (page: MemberCentreKey) => useMemberCentreStore.getState().open(page);
