// The member centre's pages of this feature, loaded as their own chunk.
export { PlayerRankPage } from './player-rank-page';
export { ReferralPage } from './referral-page';
