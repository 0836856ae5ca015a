import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** §7 relay of the member centre's betting record (docs/games.md). */
export const BETTING_RECORD_PATH = '/wps/relay/personalHistoryCopy';
export const BETTING_RECORD_PAGE_SIZE = 10;

export type RoundStatus = 'open' | 'settled' | 'void';

export interface BetRecord {
  id: string;
  roundId: string;
  vassalage: string;
  vendorName: string;
  gameId: number;
  gameName: string;
  gameType: string;
  stake: string;
  win: string;
  profit: string;
  status: RoundStatus;
  betTime: string;
  settleTime: string | null;
  /** Our own lottery's lines: draw, numbers, odds and result; null for vendor rounds. */
  lottery?: LotteryLine | null;
}

export interface LotteryLine {
  drawNumero: string;
  kind: string | null;
  betType: string;
  numbers: string[];
  /** Multiplier as stored on the line when it was accepted (e.g. '95', '1.95'). */
  odds: string | null;
  /** The draw's winning numbers, once settled. */
  result: string | null;
  hits: number | null;
}

export interface BetRecordPage {
  content: BetRecord[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
  summary: { stake: string; win: string; profit: string };
  /** Vendors with rounds in the window, whatever vendor is chosen: the picker's choices. */
  vendors: { vassalage: string; name: string }[];
}

export interface BetRecordQuery {
  /** Instants (ISO, with offset); the end is exclusive. */
  beginTime: string;
  endTime: string;
  /** Empty for every vendor. */
  vendor: string;
  pageNo: number;
  language: string;
}

export const bettingRecordQuery = (token: string | null, q: BetRecordQuery) =>
  queryOptions({
    queryKey: ['betting-record', token, q],
    queryFn: () =>
      apiPost<BetRecordPage>(BETTING_RECORD_PATH, {
        beginTime: q.beginTime,
        endTime: q.endTime,
        vassalage: q.vendor || undefined,
        language: q.language,
        pageNo: q.pageNo,
        pageSize: BETTING_RECORD_PAGE_SIZE,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
