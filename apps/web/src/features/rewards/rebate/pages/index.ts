// The member centre's page of this feature, loaded as its own chunk.
export { ManualRebatePage } from './manual-rebate-page';
