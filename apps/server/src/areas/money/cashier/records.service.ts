import { formatMinorPlain } from '@pf/shared';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { type Period, periodStart } from './cashier.input.ts';
import type { RecordLabel } from './records.labels.ts';
import type { RecordRow, RecordType, recordsRepository } from './records.repository.ts';
import type { Owner } from './wallets.service.ts';

const MAIN_PURPOSES = new Set(['cash', 'bonus']);

const signed = (r: RecordRow, ids: bigint[]) => (ids.includes(r.credit_account_id) ? r.amount : -r.amount);

/** A line of the transaction history: signed for the member, on the main or the bonus wallet. */
function transactionLine(
  r: RecordRow,
  ids: bigint[],
  bonusId: bigint | undefined,
  labels: Map<string, RecordLabel>,
) {
  return {
    id: r.id.toString(),
    type: r.type,
    kind: r.kind,
    amount: formatMinorPlain(signed(r, ids)),
    wallet:
      r.credit_account_id === bonusId || r.debit_account_id === bonusId
        ? ('BONUS' as const)
        : ('MAIN' as const),
    reference: r.reference || null,
    label: labels.get(r.reference) ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

/** Personal profit from the net of each type over the period. */
function profitView(totals: Record<RecordType, bigint>) {
  // Stakes and withdrawals leave the wallet (negative net); shown as positive sums.
  const bet = -totals.bet;
  return {
    deposit: formatMinorPlain(totals.deposit),
    withdraw: formatMinorPlain(-totals.withdraw),
    bet: formatMinorPlain(bet),
    win: formatMinorPlain(totals.win),
    bonus: formatMinorPlain(totals.bonus),
    profit: formatMinorPlain(totals.win + totals.bonus - bet),
  };
}

/** The page and period a member asks a list of movements for. */
interface PageQuery {
  period: Period;
  pageNo: number;
  pageSize: number;
}

/** Which of the movements a list keeps: a kind of record, or only credits to one account. */
type MovementFilter = { type: RecordType | undefined; onlyCreditTo?: bigint | undefined };

type MainAccount = { accountId: bigint };

/** transactionHistory, personalProfit and bonusDetails: queries over the member's ledger movements. */
export function recordsService(deps: {
  repo: ReturnType<typeof recordsRepository>;
  ledger: LedgerService;
  now: () => Date;
  /** What each reference means to the member (game, vendor, draw, round, order). */
  labels?: (
    scope: { merchantId: number; memberId: bigint; language: string },
    references: readonly string[],
  ) => Promise<Map<string, RecordLabel>>;
}) {
  async function mainAccounts(o: Owner) {
    const accounts = await deps.ledger.ownerAccounts(o.merchantId, 'member', o.memberId, o.currency);
    return accounts.filter((a) => MAIN_PURPOSES.has(a.purpose));
  }

  const empty = (pageNo: number) => ({ list: [], pageNo, totalPages: 0, total: 0 });

  /** A page of the member's main-account movements over `q.period`, narrowed by `filter`. */
  async function movements(o: Owner, accounts: MainAccount[], q: PageQuery, filter: MovementFilter) {
    return deps.repo.page({
      merchantId: o.merchantId,
      accountIds: accounts.map((a) => a.accountId),
      from: periodStart(q.period, deps.now()),
      ...filter,
      offset: (q.pageNo - 1) * q.pageSize,
      limit: q.pageSize,
    });
  }

  const pageOf = <T>(q: PageQuery, list: T[], total: number) => ({
    list,
    pageNo: q.pageNo,
    totalPages: Math.ceil(total / q.pageSize),
    total,
  });

  return {
    async transactions(
      o: Owner,
      q: {
        type?: RecordType | undefined;
        period: Period;
        pageNo: number;
        pageSize: number;
        language?: string | undefined;
      },
    ) {
      const accounts = await mainAccounts(o);
      if (accounts.length === 0) return empty(q.pageNo);
      const ids = accounts.map((a) => a.accountId);
      const { rows, total } = await movements(o, accounts, q, { type: q.type });
      const bonusId = accounts.find((a) => a.purpose === 'bonus')?.accountId;
      const labels = deps.labels
        ? await deps.labels(
            { merchantId: o.merchantId, memberId: o.memberId, language: (q.language ?? 'EN').toUpperCase() },
            rows.map((r) => r.reference).filter(Boolean),
          )
        : new Map<string, RecordLabel>();
      return pageOf(
        q,
        rows.map((r) => transactionLine(r, ids, bonusId, labels)),
        total,
      );
    },

    async profit(o: Owner, period: Period) {
      const totals: Record<RecordType, bigint> = {
        deposit: 0n,
        withdraw: 0n,
        transfer: 0n,
        bet: 0n,
        win: 0n,
        bonus: 0n,
        other: 0n,
      };
      const accounts = await mainAccounts(o);
      if (accounts.length > 0) {
        const ids = accounts.map((a) => a.accountId);
        for (const r of await deps.repo.sums(o.merchantId, ids, periodStart(period, deps.now()))) {
          totals[r.type] = BigInt(r.net);
        }
      }
      return profitView(totals);
    },

    async bonus(o: Owner, q: { period: Period; pageNo: number; pageSize: number }) {
      const accounts = await mainAccounts(o);
      if (accounts.length === 0) return empty(q.pageNo);
      const ids = accounts.map((a) => a.accountId);
      const { rows, total } = await movements(o, accounts, q, {
        type: 'bonus',
        onlyCreditTo: accounts.find((a) => a.purpose === 'bonus')?.accountId,
      });
      const list = rows.map((r) => ({
        id: r.id.toString(),
        name: r.kind,
        reference: r.reference || null,
        amount: formatMinorPlain(signed(r, ids)),
        status: 'credited',
        createdAt: r.created_at.toISOString(),
      }));
      return pageOf(q, list, total);
    },
  };
}

export type RecordsService = ReturnType<typeof recordsService>;
