// The record's request and answer are declared with the contracts in the shared package.
export {
  BETTING_RECORD_DEFAULT_DAYS,
  BETTING_RECORD_MAX_DAYS,
  BETTING_RECORD_MAX_PAGE_SIZE,
  BETTING_RECORD_PAGE_SIZE,
  type BettingRecordQuery,
  bettingRecordQuerySchema,
} from '@pf/shared';
