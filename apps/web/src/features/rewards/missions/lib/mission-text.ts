import { formatMinor, type MissionView, parseAmountToMinor } from '@pf/shared';
import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { i18n } from '@/lib/i18n/i18n';

/** Two decimals with comma thousands (§9); an amount we cannot read is shown as sent. */
export function showAmount(amount: string): string {
  const minor = parseAmountToMinor(amount);
  return minor === null ? amount : formatMinor(minor);
}

/** Bets are a count; every other mission figure is an amount. */
export function showFigure(kind: MissionView['kind'], value: string): string {
  return kind === 'bet_count' ? value : showAmount(value);
}

/** The goal in words, in the member's language: "Wager 1,000.00 in Slots". */
export function goalText(t: TFunction, m: Pick<MissionView, 'kind' | 'category' | 'target'>): string {
  const goal = t(`missions.goal.${m.kind}`, { target: showFigure(m.kind, m.target) });
  return m.category ? t('missions.inCategory', { goal, category: t(`category.${m.category}`) }) : goal;
}

/** The missions' own words for their refusals, else the site's. */
export function missionErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const key = `missions.errors.${error.code}`;
    if (i18n.exists(key)) return String(t(key as never));
  }
  return errorText(t, error);
}
