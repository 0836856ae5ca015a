// The member centre's reward centre page, loaded as its own chunk.
export { BonusDetailsPage } from './bonus-details-page';
export { RewardCentrePage } from './reward-centre-page';
