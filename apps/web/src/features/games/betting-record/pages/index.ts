// The shell's member-centre page list loads this as the betting record page's chunk.
export { BettingRecordPage } from './betting-record-page';
