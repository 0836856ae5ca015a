// The member centre's reward centre page, loaded as its own chunk.
export { RewardCentrePage } from './reward-centre-page';
