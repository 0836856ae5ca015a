import { formatMinorPlain } from '@pf/shared';
import type { PromotionWithTexts } from '../promotions/promotions.repository.ts';
import { staffPromotionView } from '../promotions/promotions-staff.service.ts';
import type { RuleRow } from './bonus.repository.ts';
import { staffRuleView } from './bonus-staff.service.ts';
import type { TakerRow, TotalsRow } from './offers.repository.ts';

export function totalsView(t: TotalsRow) {
  return {
    joined: t.joined,
    granted: t.granted,
    released: t.released,
    grantedAmount: formatMinorPlain(t.granted_amount),
    releasedAmount: formatMinorPlain(t.released_amount),
  };
}

/** A promotion as the rewards screen shows it: its texts, its bonus rule and what members took. */
export function offerView(p: PromotionWithTexts, rule: RuleRow | undefined, totals: TotalsRow) {
  const { imageId: _image, sort: _sort, ...promotion } = staffPromotionView(p);
  return { ...promotion, rule: rule ? staffRuleView(rule) : null, totals: totalsView(totals) };
}
export type OfferView = ReturnType<typeof offerView>;

const money = (v: bigint | null) => (v === null ? null : formatMinorPlain(v));

export function takerView(t: TakerRow) {
  return {
    memberId: t.member_id.toString(),
    username: t.username,
    joinedAt: t.joined_at.toISOString(),
    grantId: t.grant_id?.toString() ?? null,
    amount: money(t.amount),
    currency: t.currency,
    wageringRequired: money(t.wagering_required),
    wageringDone: money(t.wagering_done),
    status: t.status,
    closedAt: t.closed_at?.toISOString() ?? null,
  };
}

/** The CSV columns of the promotions list and of one promotion's takers. */
export const OFFERS_HEADER = [
  'id',
  'category',
  'title',
  'kind',
  'active',
  'starts_at',
  'ends_at',
  'joined',
  'granted',
  'released',
  'granted_amount',
  'released_amount',
] as const;
export const TAKERS_HEADER = [
  'member_id',
  'username',
  'joined_at',
  'amount',
  'currency',
  'wagering_required',
  'wagering_done',
  'status',
  'closed_at',
] as const;

export function offerCsvRow(o: OfferView): unknown[] {
  const t = o.totals;
  const title = (o.texts.find((x) => x.language === 'EN') ?? o.texts[0])?.title ?? '';
  return [o.id, o.category, title, o.rule?.kind ?? '', o.active, o.startsAt, o.endsAt ?? ''].concat([
    t.joined,
    t.granted,
    t.released,
    t.grantedAmount,
    t.releasedAmount,
  ]);
}

export function takerCsvRow(t: ReturnType<typeof takerView>): unknown[] {
  return [t.memberId, t.username, t.joinedAt, t.amount, t.currency, t.wageringRequired]
    .concat([t.wageringDone, t.status, t.closedAt])
    .map((v) => v ?? '');
}
