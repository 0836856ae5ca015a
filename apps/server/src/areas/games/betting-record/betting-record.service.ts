import { formatMinorPlain } from '@pf/shared';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import type { MemberSession } from '../../identity/index.ts';
import { languageOf } from '../games/catalog.service.ts';
import type { BettingRecordRepository, RecordRow } from './betting-record.repository.ts';
import {
  BETTING_RECORD_DEFAULT_DAYS,
  BETTING_RECORD_MAX_DAYS,
  type BettingRecordQuery,
} from './betting-record.schema.ts';
import { fairRoundOf } from './fair-round.ts';
import { lotteryLine } from './lottery-line.ts';

const DAY = 86_400_000;

/** A day alone means the whole day: as an end it is exclusive of the next midnight. */
function parseMoment(text: string, end: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    return end ? new Date(day.getTime() + DAY) : day;
  }
  return new Date(text);
}

export function bettingRecordService(
  repo: BettingRecordRepository,
  now: () => Date = () => new Date(),
  /** Vendors whose rounds have a detail page at the vendor (docs/vendors/). */
  detailVendors: ReadonlySet<string> = new Set(),
) {
  /** One row as the member reads it: amounts, times, the lottery line and its detail view. */
  function record(r: RecordRow) {
    const verify = fairRoundOf(r);
    return {
      // Rounds and lottery lines are numbered apart: a lottery line's id is marked as one.
      id: r.source === 'lottery' ? `L${r.id}` : r.id.toString(),
      roundId: r.round_id,
      vassalage: r.vendor,
      vendorName: r.vendor_name,
      gameId: r.game_id,
      gameName: r.game_name,
      gameType: r.game_type,
      stake: formatMinorPlain(r.stake),
      win: formatMinorPlain(r.win),
      profit: formatMinorPlain(r.win - r.stake),
      status: r.status,
      betTime: r.created_at.toISOString(),
      settleTime: r.settled_at ? r.settled_at.toISOString() : null,
      // Our own lottery's lines: the draw, numbers, odds and result a player checks a bet by.
      lottery: r.source === 'lottery' ? lotteryLine(r) : null,
      roundDetail: verify !== null || (r.source === 'round' && detailVendors.has(r.vendor)),
      verify,
    };
  }

  /** The record of any member of `merchant`: the member's own call and the back office's member page. */
  async function ofMember(
    merchant: Pick<Merchant, 'id' | 'config'>,
    memberId: bigint,
    q: BettingRecordQuery,
  ) {
    // The end is exclusive; without one the window includes this very moment.
    const to = q.endTime ? parseMoment(q.endTime, true) : new Date(now().getTime() + 1);
    const from = q.beginTime
      ? parseMoment(q.beginTime, false)
      : new Date(to.getTime() - BETTING_RECORD_DEFAULT_DAYS * DAY);
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
      throw new AppError('VALIDATION', 'beginTime: not a date');
    }
    if (from >= to) throw new AppError('VALIDATION', 'beginTime: must be before endTime');
    if (to.getTime() - from.getTime() > BETTING_RECORD_MAX_DAYS * DAY) {
      throw new AppError('VALIDATION', `endTime: at most ${BETTING_RECORD_MAX_DAYS} days after beginTime`);
    }
    const filter = {
      merchantId: merchant.id,
      memberId,
      from,
      to,
      vendor: q.vassalage,
      status: q.status,
      language: languageOf(merchant, q.language),
    };
    const [rows, totals, vendors] = await Promise.all([
      repo.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize),
      repo.totals(filter),
      repo.vendors(filter),
    ]);
    return {
      content: rows.map((r) => record(r)),
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      total: totals.total,
      totalPages: Math.ceil(totals.total / q.pageSize),
      summary: {
        stake: formatMinorPlain(totals.stake),
        win: formatMinorPlain(totals.win),
        profit: formatMinorPlain(totals.win - totals.stake),
      },
      vendors: vendors.map((v) => ({ vassalage: v.code, name: v.name })),
      beginTime: from.toISOString(),
      endTime: to.toISOString(),
    };
  }

  return {
    /** personalHistoryCopy: the member's rounds and lottery lines, newest first, with the window's totals. */
    list: (merchant: Merchant, session: MemberSession, q: BettingRecordQuery) =>
      ofMember(merchant, session.memberId, q),
    ofMember,
  };
}

export type BettingRecordService = ReturnType<typeof bettingRecordService>;
