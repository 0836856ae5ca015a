import type { BundledLanguage } from '@pf/shared';
import { BONUS_CATEGORIES, type BonusKind, type Offer, type OfferArt } from '@pf/shared/contracts/rewards';

/** The promotion form's fields, all as typed (the rule's amounts are decimal text). */
export interface OfferForm {
  language: string;
  title: string;
  summary: string;
  terms: string;
  category: Offer['category'];
  art: OfferArt;
  startsAt: string;
  endsAt: string;
  active: boolean;
  kind: BonusKind;
  percent: string;
  cap: string;
  minDeposit: string;
  amount: string;
  cashbackPeriod: 'D' | 'W' | 'M';
  prizes: string;
  wageringMultiple: string;
}

const local = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const blank = (v: string | null | undefined) => v ?? '';

/** The form's starting values: a deposit match from now, or the promotion being changed. */
export function formValues(offer: Offer | null, language: string): OfferForm {
  const text = offer?.texts.find((x) => x.language === language) ?? offer?.texts[0];
  const rule = offer?.rule;
  return {
    language: text?.language ?? language,
    title: blank(text?.title),
    summary: blank(text?.summary),
    terms: blank(text?.terms),
    category: offer?.category ?? 'deposit',
    art: 'reload',
    startsAt: local(offer?.startsAt ?? new Date().toISOString()),
    endsAt: local(offer?.endsAt ?? null),
    active: offer?.active ?? true,
    kind: rule?.kind ?? 'deposit_match',
    percent: rule?.percentBps ? String(rule.percentBps / 100) : '',
    cap: blank(rule?.cap),
    minDeposit: blank(rule?.minDeposit),
    amount: blank(rule?.amount),
    cashbackPeriod: rule?.cashbackPeriod ?? 'W',
    prizes: rule?.prizes?.map((p) => `${p.amount}:${p.weight}`).join(', ') ?? '',
    wageringMultiple: String(rule?.wageringMultiple ?? 0),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const isoOf = (v: string) => (v ? new Date(v).toISOString() : null);

/** "100:3, 500:1" → prizes with their weights. */
function prizesOf(text: string) {
  const prizes = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => {
      const [amount = '', weight = '1'] = p.split(':');
      return { amount: amount.trim(), weight: Number(weight) };
    });
  return prizes.length ? prizes : null;
}

/** The rule as the call takes it; the fields another kind uses are left out. */
export function ruleOf(form: OfferForm, weights: Record<string, number> | undefined) {
  const percent = Number(form.percent);
  const matchOrCashback = form.kind === 'deposit_match' || form.kind === 'cashback';
  return {
    kind: form.kind,
    percentBps: matchOrCashback && percent > 0 ? Math.round(percent * 100) : null,
    cap: matchOrCashback ? orNull(form.cap) : null,
    minDeposit: form.kind === 'deposit_match' ? orNull(form.minDeposit) : null,
    amount: form.kind === 'free_bet' ? orNull(form.amount) : null,
    cashbackPeriod: form.kind === 'cashback' ? form.cashbackPeriod : null,
    prizes: form.kind === 'raffle' ? prizesOf(form.prizes) : null,
    wageringMultiple: Number(form.wageringMultiple) || 0,
    weights: weights ?? Object.fromEntries(BONUS_CATEGORIES.map((c) => [c, 10_000])),
    active: form.active,
  };
}

/** The body of the create or change call; a change keeps the other languages' texts. */
export function offerBody(form: OfferForm, offer: Offer | null) {
  const text = {
    language: form.language as BundledLanguage,
    title: form.title,
    summary: form.summary,
    terms: form.terms,
  };
  const others = (offer?.texts ?? []).filter((x) => x.language !== form.language);
  return {
    category: form.category,
    art: form.art,
    startsAt: isoOf(form.startsAt) ?? new Date().toISOString(),
    endsAt: isoOf(form.endsAt),
    active: form.active,
    texts: [text, ...others.map((x) => ({ ...x, language: x.language as BundledLanguage }))],
    rule: ruleOf(form, offer?.rule?.weights),
  };
}
