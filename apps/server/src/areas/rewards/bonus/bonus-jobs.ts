import type { BonusPeriod } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { moneyTransaction } from '../../money/index.ts';
import { bonusRepository, type LiveRule } from './bonus.repository.ts';
import { percentOf } from './bonus-gates.ts';
import { expireIn, grantIn, releaseIn } from './bonus-money.ts';

const BATCH = 100;
const DAY_MS = 86_400_000;

/** The last whole period before `now` (UTC): its bounds and a key naming it. */
export function lastPeriod(p: BonusPeriod, now: Date): { from: Date; to: Date; key: string } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (p === 'D') {
    const from = new Date(day - DAY_MS);
    return { from, to: new Date(day), key: from.toISOString().slice(0, 10) };
  }
  if (p === 'W') {
    // Weeks start on Monday: getUTCDay() is 0 on Sunday.
    const monday = day - ((now.getUTCDay() + 6) % 7) * DAY_MS;
    const from = new Date(monday - 7 * DAY_MS);
    return { from, to: new Date(monday), key: `W${from.toISOString().slice(0, 10)}` };
  }
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { from, to, key: from.toISOString().slice(0, 7) };
}

/**
 * The scheduled work: release met grants, expire old ones, pay cashback for the last period.
 * Every instance may run every job at the same time: a release or an expiry changes a grant's
 * status and moves its money in one transaction, and a cashback grant is unique per rule, period
 * and member, so a second run finds the work done and moves nothing.
 */
export function bonusJobs(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repo = bonusRepository(db);

  async function releaseDue(memberId?: bigint): Promise<number> {
    let n = 0;
    for (const id of await repo.metIds(BATCH, memberId)) {
      if (await moneyTransaction(db, (trx) => releaseIn(trx, id, now()))) n += 1;
    }
    return n;
  }

  async function expireDue(): Promise<number> {
    let n = 0;
    for (const id of await repo.expiredIds(now(), BATCH)) {
      if (await moneyTransaction(db, (trx) => expireIn(trx, id, now()))) n += 1;
    }
    return n;
  }

  async function cashbackFor(rule: LiveRule): Promise<number> {
    if (rule.cashback_period === null || rule.percent_bps === null) return 0;
    const rulePercent = rule.percent_bps;
    const period = lastPeriod(rule.cashback_period, now());
    // Periods the rule was not open for (switched on later, promotion not yet running) pay nothing.
    if (rule.promotion_starts_at >= period.to || (rule.starts_at !== null && rule.starts_at >= period.to))
      return 0;
    const { currency } = await repo.merchantCurrency(rule.merchant_id);
    const prefix = `cb:${rule.id}:${period.key}:`;
    // Members paid for this period are skipped without summing their bets again (the unique key
    // would refuse a second grant anyway).
    const paid = await repo.sourceKeys(rule.merchant_id, prefix);
    let n = 0;
    for (const { member_id } of await repo.participants(rule.id, period.to)) {
      if (paid.has(`${prefix}${member_id}`)) continue;
      const loss = await repo.netLoss(member_id, period.from, period.to);
      if (loss <= 0n) continue;
      // A VIP level with its own cashback rate replaces the promotion's rate for its members.
      const bps = (await repo.levelCashbackBps(member_id)) ?? rulePercent;
      const amount = percentOf(loss, bps, rule.cap);
      if (amount <= 0n) continue;
      const grant = await moneyTransaction(db, (trx) =>
        grantIn(trx, {
          rule,
          memberId: member_id,
          currency,
          amount,
          sourceKey: `${prefix}${member_id}`,
          reference: `cashback:${period.key}`,
          now: now(),
        }),
      );
      if (grant) n += 1;
    }
    return n;
  }

  async function cashbackDue(): Promise<number> {
    let n = 0;
    for (const rule of await repo.cashbackRules()) {
      if (rule.promotion_active) n += await cashbackFor(rule);
    }
    return n;
  }

  return { releaseDue, expireDue, cashbackDue };
}

export type BonusJobs = ReturnType<typeof bonusJobs>;
