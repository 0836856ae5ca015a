import { type CentrePages, lazyCentrePage } from '@/features/identity/member-center';

// The shell wires the member centre to the pages of the features behind its entries; the member
// centre itself stays unaware of them (those features open the member centre, so the other
// direction would be an import cycle). Each page module is a chunk fetched on first use.
// The wallet's pages show parts of the areas above money: the shell's filling of their slots loads
// with them (app/slots).
const wallet = () =>
  Promise.all([import('@/features/money/wallet/pages'), import('../slots/wallet')]).then(([m]) => m);
const bettingRecord = () => import('@/features/games/betting-record/pages');
const messages = () => import('@/features/content/messages/pages');
const rebate = () => import('@/features/rewards/rebate/pages');
const missions = () => import('@/features/rewards/missions/pages');
const referral = () => import('@/features/rewards/referral/pages');
const rewards = () => import('@/features/rewards/rewards/pages');

export const MEMBER_CENTRE_PAGES: CentrePages = {
  securityCenter: lazyCentrePage(wallet, 'SecurityCenterPage'),
  transferFund: lazyCentrePage(wallet, 'TransferFundPage'),
  depositv2: lazyCentrePage(wallet, 'DepositPage'),
  withdraw: lazyCentrePage(wallet, 'WithdrawPage'),
  transferUpline: lazyCentrePage(wallet, 'TransferUplinePage'),
  personalHistoryCopy: lazyCentrePage(bettingRecord, 'BettingRecordPage'),
  transactionHistory: lazyCentrePage(wallet, 'TransactionHistoryPage'),
  personalProfit: lazyCentrePage(wallet, 'ProfitLossPage'),
  bonusDetails: lazyCentrePage(rewards, 'BonusDetailsPage'),
  missionLeaderboard: lazyCentrePage(missions, 'MissionPage'),
  messageV2: lazyCentrePage(messages, 'MessagesPage'),
  manualRebate: lazyCentrePage(rebate, 'ManualRebatePage'),
  rewardCenter: lazyCentrePage(rewards, 'RewardCentrePage'),
  playerRank: lazyCentrePage(referral, 'PlayerRankPage'),
  referral: lazyCentrePage(referral, 'ReferralPage'),
};
