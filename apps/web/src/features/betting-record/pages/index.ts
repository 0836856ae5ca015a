// The member centre loads this as the betting record page's chunk.
export { BettingRecordPage } from './betting-record-page';
