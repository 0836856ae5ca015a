import type { BundledLanguage } from '@pf/shared';
import { isStringKey, type Translate } from './screen-language.ts';

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** What every stage renderer gets: the texts, and the names the page uses for the bet's fields. */
export interface StageContext {
  t: Translate;
  lang: BundledLanguage;
  /** The form the stage's own inputs belong to. */
  form: string;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card's face as text: rank and suit ("K♥"). */
export const cardName = (card: number) => `${RANKS[card % 13] ?? '?'}${SUITS[Math.floor(card / 13)] ?? ''}`;

/** A playing card; `i` orders the deal (each card lands a beat after the one before). */
export function cardHtml(card: number, i: number): string {
  const suit = Math.floor(card / 13);
  const red = suit === 1 || suit === 2;
  return `<span class="card${red ? ' red' : ''}" style="--i:${i}" data-card="${card}"><b>${RANKS[card % 13] ?? '?'}</b><i>${SUITS[suit] ?? ''}</i></span>`;
}

/** A face-down card, where a hand waits for its deal. */
export const cardBackHtml = () => '<span class="card back" aria-hidden="true"></span>';

/** The translated label of a bet pick, or the pick itself (digits, numbers). */
export function pickLabel(t: Translate, pick: string): string {
  const key = `pick.${pick.toLowerCase()}`;
  return isStringKey(key) ? t(key) : pick;
}
