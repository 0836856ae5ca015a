import type { ContractType } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { AppError } from '../../../plugins/errors.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { eachAtOnce } from './each-at-once.ts';
import { payrollRunsRepository, type RunPeriod } from './payroll-runs.repository.ts';
import { type ContractTier, type Payout, payoutOf, type TeamFigures } from './run-payout.ts';
import { teamFiguresOf } from './team-figures.repository.ts';

const HOUR_MS = 3_600_000;
/**
 * Contracts settled at the same time. Each settlement is a handful of short statements and a commit
 * in its own transaction, so one after the other the run mostly waits on round trips and disk
 * flushes; a few at once overlap those waits while leaving the pool to the rest of the app.
 */
const SETTLE_AT_ONCE = 4;

export interface RunResult {
  /** False when an earlier run finished the period: nothing was looked at. */
  ran: boolean;
  contracts: number;
  /** Statements this call wrote that moved money. */
  paid: number;
  /** Contracts this call could not settle (the payer short of cash …); a rerun tries them again. */
  failed: number;
}

type ContractRow = Awaited<ReturnType<ReturnType<typeof payrollRunsRepository>['contractsFor']>>[number];

interface Settle {
  merchantId: number;
  currency: string;
  type: ContractType;
  period: RunPeriod;
  /** What the figures cover: the period, or for real-time the hour so far. */
  from: Date;
  to: Date;
  /** Each contract downline's team figures over `[from, to)`, read once for the whole run. */
  teamOf: (downlineId: bigint) => TeamFigures;
}

function figuresRange(type: ContractType, period: RunPeriod) {
  if (type !== 'realtime') return { from: period.from, to: period.to };
  const from = new Date(Math.floor(period.from.getTime() / HOUR_MS) * HOUR_MS);
  return { from, to: new Date(from.getTime() + HOUR_MS) };
}

async function transferOf(trx: Db, s: Settle, c: ContractRow, p: Payout): Promise<bigint | null> {
  if (p.amount === 0n) return null;
  const t = await createLedger(trx).transfer({
    merchantId: s.merchantId,
    debit: c.upline_is_top
      ? houseAccount(s.merchantId, s.currency)
      : memberAccount(s.merchantId, c.upline_id, s.currency, 'cash'),
    credit: memberAccount(s.merchantId, c.downline_id, s.currency, 'cash'),
    amount: p.amount,
    kind: s.type === 'dividend' ? 'dividend' : 'salary',
    reference: `contract:${c.id}`,
    idempotencyKey: `payroll:${c.id}:${s.period.kind}:${s.period.from.toISOString()}`,
    metadata: { contractType: s.type, period: s.period.label },
  });
  return t.id;
}

/** One contract's period in one transaction: lock, pay once, write the statement. True when it paid. */
async function settleContract(trx: Db, s: Settle, c: ContractRow): Promise<boolean> {
  const repo = payrollRunsRepository(trx);
  await repo.lockContract(c.id);
  if (await repo.statementFor(c.id, s.period)) return false;
  const figures = s.teamOf(c.downline_id);
  const earlier = {
    carryIn: s.type === 'dividend' ? await repo.carryOf(c.id) : 0n,
    paidInHour: s.type === 'realtime' ? await repo.paidInHour(c.id, s.from, s.to) : 0n,
  };
  const p = payoutOf(s.type, c.tiers as ContractTier[], figures, earlier);
  const transferId = await transferOf(trx, s, c, p);
  await repo.insertStatement({
    merchant_id: s.merchantId,
    contract_id: c.id,
    contract_type: s.type,
    upline_id: c.upline_id,
    downline_id: c.downline_id,
    paid_by: c.upline_is_top ? 'house' : 'upline',
    period_kind: s.period.kind,
    period_from: s.period.from,
    period_to: s.period.to,
    period_label: s.period.label,
    valid_bet: figures.validBet,
    payout: figures.payout,
    profit_loss: figures.profitLoss,
    active_members: figures.activeMembers,
    carry_in: p.carryIn,
    base: p.base,
    carry_out: p.carryOut,
    tier: p.tier && JSON.stringify(p.tier),
    rate_bps: p.rateBps,
    amount: p.amount,
    currency: s.currency,
    transfer_id: transferId,
  });
  return p.amount > 0n;
}

/**
 * Settles one period of one contract type in one brand. Any number of instances may run the same
 * period at once: each contract's settlement holds the contract's row, and finds the statement a
 * first settlement wrote (unique per contract and period), so a period pays once. A contract whose
 * payer is short of cash is left without a statement and counted as failed; the period stays open
 * and a rerun settles what is left.
 */
export async function runPayrollPeriod(
  db: Db,
  q: { merchantId: number; type: ContractType; period: RunPeriod; now?: Date },
  onError?: (err: unknown, contractId: bigint) => void,
): Promise<RunResult> {
  const repo = payrollRunsRepository(db);
  const at = q.now ?? new Date();
  const run = await repo.claimRun(q.merchantId, q.type, q.period, at);
  if (run.status === 'done') return { ran: false, contracts: 0, paid: 0, failed: 0 };
  const r = await settlePeriodContracts(db, q, onError);
  await repo.finishRun(
    run.id,
    { contracts: r.contracts, paid: await repo.paidCount(q.merchantId, q.type, q.period), failed: r.failed },
    at,
  );
  return r;
}

/**
 * Settles every contract of the period that has no statement yet, without opening or closing the
 * period's run: what staff do to pay a running period early. Each contract is still paid once for
 * the period (its statement is unique), and the schedule still runs the period when it closes,
 * paying the contracts this left out (those offered later, or whose payer was short). A few
 * contracts settle at once, each in its own transaction under its row lock.
 */
export async function settlePeriodContracts(
  db: Db,
  q: { merchantId: number; type: ContractType; period: RunPeriod },
  onError?: (err: unknown, contractId: bigint) => void,
): Promise<RunResult> {
  const repo = payrollRunsRepository(db);
  const { currency } = await repo.brand(q.merchantId);
  const contracts = (await repo.contractsFor(q.merchantId, q.type, q.period)).filter(
    (c) => q.type !== 'dividend' || (c.period ?? 'M') === q.period.kind,
  );
  const range = figuresRange(q.type, q.period);
  // Figures of a closed period no longer move (statistics are kept by settlement hour), so one
  // read before the settlements serves every contract; each settlement still locks its contract.
  const teamOf = await teamFiguresOf(db, {
    merchantId: q.merchantId,
    roots: contracts.map((c) => c.downline_id),
    ...range,
  });
  const s: Settle = { merchantId: q.merchantId, currency, type: q.type, period: q.period, ...range, teamOf };
  let paid = 0;
  let failed = 0;
  const settle = async (c: ContractRow) => {
    try {
      if (await moneyTransaction(db, (trx) => settleContract(trx, s, c))) paid++;
    } catch (err) {
      failed++;
      if (!(err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS')) onError?.(err, c.id);
    }
  };
  // The house-paid contracts all finish before any upline pays, so an agent is paid before it pays on.
  await eachAtOnce(
    contracts.filter((c) => c.upline_is_top),
    SETTLE_AT_ONCE,
    settle,
  );
  await eachAtOnce(
    contracts.filter((c) => !c.upline_is_top),
    SETTLE_AT_ONCE,
    settle,
  );
  return { ran: true, contracts: contracts.length, paid, failed };
}
