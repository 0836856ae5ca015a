import { formatMinorPlain } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { Operator } from './draw-guards.ts';
import {
  type BackOfficeDrawFilter,
  drawLookupRepository,
  type ListedDrawRow,
} from './draw-lookup.repository.ts';
import { drawJson } from './views.ts';

/** The columns of the draws export, in order. */
export const DRAWS_CSV_HEADER = [
  'draw_id',
  'game',
  'numero',
  'status',
  'draw_at',
  'bets',
  'stake',
  'payout',
  'house_result',
  'winning_number',
  'cancel_reason',
] as const;

const EXPORT_PAGE = 500;

function boardRow(d: ListedDrawRow) {
  return {
    ...drawJson(d, { code: d.code, kind: d.kind }),
    serverSeed: null,
    pendingEntryId: d.pending_entry,
    pendingEnteredBy: d.pending_entered_by,
    voidRequestedBy: d.void_requested_by === null ? null : String(d.void_requested_by),
    betCount: d.live_bets,
    stake: formatMinorPlain(d.live_stake),
    payout: formatMinorPlain(d.live_payout),
    houseResult: formatMinorPlain(d.live_stake - d.live_payout),
  };
}

/**
 * The back office's draws board: a page of draws with their live bet totals (stake, payout and the
 * house result), and the same draws as CSV lines for the export, read a page at a time.
 */
export function drawBoard(deps: { db: Db }) {
  const repo = drawLookupRepository(deps.db);
  return {
    /** A page of `limit` draws; one row more than asked for says another page follows. */
    async list(op: Operator, q: Omit<BackOfficeDrawFilter, 'offset'> & { page: number }) {
      const { page, ...filter } = q;
      const rows = await repo.listForBackOffice(op.merchantId, {
        ...filter,
        limit: q.limit + 1,
        offset: (page - 1) * q.limit,
      });
      return { list: rows.slice(0, q.limit).map(boardRow), hasMore: rows.length > q.limit };
    },

    async *csvLines(op: Operator, q: Omit<BackOfficeDrawFilter, 'limit' | 'offset'>) {
      for (let offset = 0; ; offset += EXPORT_PAGE) {
        const rows = await repo.listForBackOffice(op.merchantId, { ...q, limit: EXPORT_PAGE, offset });
        for (const d of rows.map(boardRow)) {
          yield [
            d.drawId,
            d.gameCode,
            d.numero,
            d.status,
            d.drawAt,
            d.betCount,
            d.stake,
            d.payout,
            d.houseResult,
            d.winningNumber ?? '',
            d.cancelReason ?? '',
          ];
        }
        if (rows.length < EXPORT_PAGE) return;
      }
    },
  };
}
