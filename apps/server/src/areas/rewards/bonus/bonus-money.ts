import type { Db } from '../../../db/kysely.ts';
import { createLedger, houseAccount, memberAccount } from '../../money/index.ts';
import { bonusRepository, type GrantRow, type RuleRow } from './bonus.repository.ts';
import type { RaffleDraw } from './bonus.tables.ts';

const DAY_MS = 86_400_000;

export interface GrantInput {
  rule: RuleRow;
  memberId: bigint;
  currency: string;
  amount: bigint;
  /** Unique per brand: the same key never grants twice (retries, concurrent callbacks, two job runs). */
  sourceKey: string;
  reference: string;
  now: Date;
  draw?: RaffleDraw;
}

const bonusPair = (g: Pick<GrantRow, 'merchant_id' | 'member_id' | 'currency'>) => ({
  merchantId: g.merchant_id,
  bonus: memberAccount(g.merchant_id, g.member_id, g.currency, 'bonus'),
  cash: memberAccount(g.merchant_id, g.member_id, g.currency, 'cash'),
  house: houseAccount(g.merchant_id, g.currency),
});

/**
 * Grants a bonus inside the caller's transaction: the grant row (once per source key) and the
 * ledger credit house → member bonus. Terms (wagering, weights, max bet, expiry) are copied from
 * the rule now, so a later change of the rule does not change a grant already made. A grant with
 * nothing to wager goes on to cash at once. Answers undefined when the key was granted before.
 */
export async function grantIn(trx: Db, g: GrantInput): Promise<GrantRow | undefined> {
  const required = g.amount * BigInt(g.rule.wagering_multiple);
  const row = await bonusRepository(trx).insertGrant({
    merchant_id: g.rule.merchant_id,
    member_id: g.memberId,
    rule_id: g.rule.id,
    kind: g.rule.kind,
    currency: g.currency,
    amount: g.amount,
    wagering_required: required,
    weights: JSON.stringify(g.rule.weights),
    max_bet: g.rule.max_bet,
    status: required === 0n ? 'met' : 'active',
    source_key: g.sourceKey,
    reference: g.reference,
    draw: g.draw ? JSON.stringify(g.draw) : null,
    granted_at: g.now,
    expires_at: new Date(g.now.getTime() + g.rule.expiry_days * DAY_MS),
    met_at: required === 0n ? g.now : null,
  });
  if (!row) return undefined;
  const a = bonusPair(row);
  await createLedger(trx).transfer({
    merchantId: a.merchantId,
    debit: a.house,
    credit: a.bonus,
    amount: row.amount,
    kind: 'bonus',
    reference: `bonus:${row.id}`,
    idempotencyKey: `bonus-grant:${row.id}`,
    metadata: { ruleId: row.rule_id.toString(), kind: row.kind, source: row.source_key },
  });
  if (required === 0n) return (await releaseIn(trx, row.id, g.now, false)) ?? row;
  return row;
}

/**
 * Moves a met grant from the bonus balance to cash, once: the status change and the transfer
 * commit together, and the transfer's key is the grant's. The ledger rows are locked before the
 * grant row, the order a settling bet takes them in, so the two cannot deadlock.
 */
export async function releaseIn(trx: Db, grantId: bigint, now: Date, lockLedger = true) {
  const repo = bonusRepository(trx);
  const ledger = createLedger(trx);
  const peek = await repo.grantWithPromotion(grantId);
  if (peek?.status !== 'met') return undefined;
  const a = bonusPair(peek);
  if (lockLedger) await ledger.lockFor([{ merchantId: a.merchantId, debit: a.bonus, credit: a.cash }]);
  const g = await repo.lockGrant(grantId);
  if (g?.status !== 'met') return undefined;
  await ledger.transfer({
    merchantId: a.merchantId,
    debit: a.bonus,
    credit: a.cash,
    amount: g.amount,
    kind: 'bonus_release',
    reference: `bonus:${g.id}`,
    idempotencyKey: `bonus-release:${g.id}`,
  });
  await repo.close(g.id, 'met', 'released', now);
  return { ...g, status: 'released' as const, closed_at: now };
}

/**
 * Takes an active grant back from the bonus balance to the house: 'expired' when its time ran
 * out, 'forfeited' when the member gave it up (a withdrawal). The caller holds the grant's lock or
 * re-checks the status here.
 */
export async function forfeitIn(trx: Db, g: GrantRow, to: 'forfeited' | 'expired', now: Date) {
  const a = bonusPair(g);
  if (!(await bonusRepository(trx).close(g.id, 'active', to, now))) return false;
  await createLedger(trx).transfer({
    merchantId: a.merchantId,
    debit: a.bonus,
    credit: a.house,
    amount: g.amount,
    kind: 'bonus_forfeit',
    reference: `bonus:${g.id}`,
    idempotencyKey: `bonus-forfeit:${g.id}`,
    metadata: { reason: to },
  });
  return true;
}

/** Expires one grant (ledger rows locked first, then the grant, like a release). */
export async function expireIn(trx: Db, grantId: bigint, now: Date) {
  const repo = bonusRepository(trx);
  const peek = await repo.grantWithPromotion(grantId);
  if (peek?.status !== 'active' || peek.expires_at > now) return false;
  const a = bonusPair(peek);
  await createLedger(trx).lockFor([{ merchantId: a.merchantId, debit: a.bonus, credit: a.house }]);
  const g = await repo.lockGrant(grantId);
  if (g?.status !== 'active' || g.expires_at > now) return false;
  return forfeitIn(trx, g, 'expired', now);
}
