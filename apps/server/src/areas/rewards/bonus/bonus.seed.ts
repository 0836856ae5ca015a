import type { BonusKind, BonusPeriod } from '@pf/shared';
import type { Db } from '../../../db/kysely.ts';
import { DEMO_MONEY } from '../../../platform/demo-amounts.ts';
import { WHEEL_PROMOTION } from '../promotions/promotions-words-tryout.ts';
import { bonusRepository } from './bonus.repository.ts';

/** Every category counts in full, but for the weights a rule names. */
const ALL = { LIVE: 10_000, RNG: 10_000, SPORTS: 10_000, ESPORTS: 10_000, PVP: 10_000, FISH: 10_000 };

interface DemoRule {
  kind: BonusKind;
  percent_bps?: number;
  cap?: bigint;
  min_deposit?: bigint;
  amount?: bigint;
  cashback_period?: BonusPeriod;
  prizes?: ReadonlyArray<{ amount: bigint; weight: number }>;
  wagering_multiple: number;
  weights: Record<string, number>;
  new_player_only?: boolean;
  one_per_fingerprint?: boolean;
  expiry_days: number;
}

const DEMO_RULES: Array<{ title: string; rule: DemoRule }> = [
  {
    title: 'Sign up and get 50,000 VND',
    rule: {
      kind: 'free_bet',
      amount: DEMO_MONEY.bonus.signUp,
      wagering_multiple: 1,
      weights: { ...ALL, LOTT: 10_000, ELOTT: 10_000, INHOUSE: 10_000, LOTTERY: 10_000 },
      new_player_only: true,
      expiry_days: 30,
    },
  },
  {
    title: '100% first deposit bonus',
    rule: {
      kind: 'deposit_match',
      percent_bps: 10_000,
      cap: DEMO_MONEY.bonus.depositMatchCap,
      min_deposit: DEMO_MONEY.bonus.depositMatchMin,
      wagering_multiple: 10,
      weights: { ...ALL, LOTT: 5_000, ELOTT: 5_000, INHOUSE: 5_000, LOTTERY: 5_000 },
      new_player_only: true,
      expiry_days: 30,
    },
  },
  {
    title: 'Weekly cashback 10%',
    rule: {
      kind: 'cashback',
      percent_bps: 1_000,
      cap: DEMO_MONEY.bonus.cashbackCap,
      cashback_period: 'W',
      wagering_multiple: 0,
      weights: ALL,
      expiry_days: 7,
      one_per_fingerprint: false,
    },
  },
  {
    title: WHEEL_PROMOTION.texts.EN[0],
    rule: {
      kind: 'raffle',
      prizes: DEMO_MONEY.wheel.prizes,
      wagering_multiple: 1,
      weights: { ...ALL, LOTT: 10_000, ELOTT: 10_000, INHOUSE: 10_000, LOTTERY: 10_000 },
      expiry_days: 7,
      // Every demo account may try the wheel, though they all sign in from the same address.
      one_per_fingerprint: false,
    },
  },
];

/**
 * Bonus rules for the demo promotions whose terms describe one (found by their English title, so a
 * reorder by staff does not matter): the sign-up credit, the first-deposit match, the weekly
 * cashback and the lucky wheel. A promotion that has a rule keeps it (one rule per promotion, and
 * a rule staff switched off stays off), so staff edits survive a restart.
 */
export async function seedDemoBonusRules(db: Db, merchantId: number): Promise<{ created: number }> {
  const repo = bonusRepository(db);
  let created = 0;
  for (const { title, rule } of DEMO_RULES) {
    const promo = await db
      .selectFrom('promotions as p')
      .innerJoin('promotion_texts as t', 't.promotion_id', 'p.id')
      .select('p.id')
      .where('p.merchant_id', '=', merchantId)
      .where('t.language', '=', 'EN')
      .where('t.title', '=', title)
      .executeTakeFirst();
    if (!promo) continue;
    const row = await repo.insertRule({
      merchant_id: merchantId,
      promotion_id: promo.id,
      kind: rule.kind,
      percent_bps: rule.percent_bps ?? null,
      cap: rule.cap ?? null,
      min_deposit: rule.min_deposit ?? null,
      amount: rule.amount ?? null,
      cashback_period: rule.cashback_period ?? null,
      prizes: rule.prizes
        ? JSON.stringify(rule.prizes.map((p) => ({ amount: p.amount.toString(), weight: p.weight })))
        : null,
      wagering_multiple: rule.wagering_multiple,
      weights: JSON.stringify(rule.weights),
      expiry_days: rule.expiry_days,
      new_player_only: rule.new_player_only ?? false,
      min_vip_level: 1,
      once_per_member: true,
      one_per_fingerprint: rule.one_per_fingerprint ?? true,
      active: true,
    });
    if (row) created += 1;
  }
  return { created };
}
