import { formatMinorPlain, VIP_LEVEL_MAX, type VipProgress } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import type { Owner } from '../../money/index.ts';
import { createLedger, houseAccount, memberAccount, moneyTransaction } from '../../money/index.ts';
import { type Figures, type VipRuleRow, vipRepository } from './vip.repository.ts';
import { vipBenefits } from './vip-benefits.ts';
import { keptLevel, periodOf, previousPeriod, reachedLevel } from './vip-rules.ts';

const money = formatMinorPlain;
/** Customer service (§6): members above this level are offered the brand's VIP channel. */
const VIP_SERVICE_ABOVE = 4;
const minus = (a: bigint, b: bigint) => (a > b ? a - b : 0n);

/** Pays the bonus of every level passed on the way up, each once per member ever. */
async function upgradeIn(
  trx: Db,
  m: { id: bigint; merchantId: number },
  from: number,
  to: number,
  rules: VipRuleRow[],
) {
  const repo = vipRepository(trx);
  const currency = await repo.currency(m.merchantId);
  for (let level = from + 1; level <= to; level++) {
    const amount = rules.find((r) => r.level === level)?.upgrade_bonus ?? 0n;
    if (!(await repo.claimBonus(m.id, level, m.merchantId, amount)) || amount <= 0n) continue;
    const t = await createLedger(trx).transfer({
      merchantId: m.merchantId,
      debit: houseAccount(m.merchantId, currency),
      credit: memberAccount(m.merchantId, m.id, currency, 'cash'),
      amount,
      kind: 'vip_bonus',
      reference: `vip:${level}`,
      idempotencyKey: `vip:upgrade:${m.id}:${level}`,
      metadata: { level },
    });
    await repo.setBonusTransfer(m.id, level, t.id);
  }
  await repo.setLevel(m.id, to);
}

/** The member's page: this period's figures, the next level's bar, the own level's keep rule and benefits. */
function progressView(
  o: Owner,
  level: number,
  rules: VipRuleRow[],
  p: ReturnType<typeof periodOf>,
  f: Figures,
): VipProgress {
  const next = level < VIP_LEVEL_MAX ? rules.find((r) => r.level > level) : undefined;
  const own = rules.find((r) => r.level === level);
  return {
    currency: o.currency,
    level,
    periodStart: p.from.toISOString(),
    periodEnd: p.to.toISOString(),
    validBet: money(f.validBet),
    deposit: money(f.deposit),
    next: next
      ? {
          level: next.level,
          minValidBet: money(next.min_valid_bet),
          minDeposit: money(next.min_deposit),
          validBetNeeded: money(minus(next.min_valid_bet, f.validBet)),
          depositNeeded: money(minus(next.min_deposit, f.deposit)),
          upgradeBonus: money(next.upgrade_bonus),
        }
      : null,
    keep: own ? { validBet: money(own.keep_valid_bet), deposit: money(own.keep_deposit) } : null,
    benefits: {
      cashbackBps: own?.cashback_bps ?? null,
      withdrawMax: own?.withdraw_max == null ? null : money(own.withdraw_max),
      withdrawDailyMax: own?.withdraw_daily_max == null ? null : money(own.withdraw_daily_max),
      birthdayBonus: money(own?.birthday_bonus ?? 0n),
      vipService: level > VIP_SERVICE_ABOVE,
    },
    levels: rules.map(ruleView),
  };
}

/**
 * Automatic VIP levels (docs/member-vip.md): upgrades as soon as this period's figures reach a
 * level, downgrades only when a period has ended, by the keep rule. Every instance may run every
 * step at once: an evaluation locks the member's row first, and a period's review is claimed by
 * one transaction per brand.
 */
export function vipService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repo = vipRepository(db);
  const benefits = vipBenefits({ db, now });

  async function evaluateMember(memberId: bigint): Promise<number | null> {
    return moneyTransaction(db, async (trx) => {
      const tx = vipRepository(trx);
      const m = await tx.lockMember(memberId);
      if (!m) return null;
      const rules = await tx.rules(m.merchant_id);
      if (rules.length === 0) return null;
      const p = periodOf(now());
      const f = (await tx.figures([memberId], p.from, p.to)).get(memberId) as Figures;
      const target = reachedLevel(rules, f);
      if (target <= m.vip_level) return null;
      await upgradeIn(trx, { id: memberId, merchantId: m.merchant_id }, m.vip_level, target, rules);
      return target;
    });
  }

  /** The keep-rule review of the period before now's; answers how many members went down. */
  async function reviewMerchant(merchantId: number): Promise<number> {
    const p = previousPeriod(now());
    return moneyTransaction(db, async (trx) => {
      const tx = vipRepository(trx);
      if (!(await tx.claimReview(merchantId, p.key))) return 0;
      const rules = await tx.rules(merchantId);
      const ranked = await tx.lockRanked(merchantId);
      const figures = await tx.figures(
        ranked.map((r) => r.id),
        p.from,
        p.to,
      );
      let down = 0;
      for (const r of ranked) {
        const kept = keptLevel(rules, r.vip_level, figures.get(r.id) as Figures);
        if (kept >= r.vip_level) continue;
        await tx.setLevel(r.id, kept);
        down += 1;
      }
      await tx.setReviewCount(merchantId, p.key, down);
      return down;
    });
  }

  /**
   * One scheduled pass: each brand with rules reviews the last period, then upgrades, then pays
   * today's birthday bonuses (after the upgrades, so a member who moved up today gets the new level's).
   */
  async function run(): Promise<{ upgraded: number; downgraded: number; birthdays: number }> {
    let upgraded = 0;
    let downgraded = 0;
    let birthdays = 0;
    for (const merchantId of await repo.merchantsWithRules()) {
      downgraded += await reviewMerchant(merchantId);
      const p = periodOf(now());
      for (const id of await repo.activeMembers(merchantId, p.from, p.to)) {
        if ((await evaluateMember(id)) !== null) upgraded += 1;
      }
      birthdays += await benefits.birthdaysDue(merchantId);
    }
    return { upgraded, downgraded, birthdays };
  }

  async function progress(o: Owner): Promise<VipProgress> {
    // Looking at the page is a moment the level may have been reached: evaluate first.
    await evaluateMember(o.memberId);
    const rules = await repo.rules(o.merchantId);
    const p = periodOf(now());
    const f = (await repo.figures([o.memberId], p.from, p.to)).get(o.memberId) as Figures;
    const level = await repo.levelOf(o.memberId);
    return progressView(o, level, rules, p, f);
  }

  return { evaluateMember, reviewMerchant, run, progress, withdrawAllowed: benefits.withdrawAllowed };
}

export function ruleView(r: VipRuleRow) {
  return {
    level: r.level,
    minValidBet: money(r.min_valid_bet),
    minDeposit: money(r.min_deposit),
    keepValidBet: money(r.keep_valid_bet),
    keepDeposit: money(r.keep_deposit),
    upgradeBonus: money(r.upgrade_bonus),
    cashbackBps: r.cashback_bps,
    withdrawMax: r.withdraw_max === null ? null : money(r.withdraw_max),
    withdrawDailyMax: r.withdraw_daily_max === null ? null : money(r.withdraw_daily_max),
    birthdayBonus: money(r.birthday_bonus),
  };
}

export type VipService = ReturnType<typeof vipService>;
