import type { BundledLanguage, PromotionCategory } from '@pf/shared';
import type { PromoArt } from '../../content/index.ts';

/** Title, summary and terms (blank lines part paragraphs, "- " starts a list item). */
type Texts = Record<BundledLanguage, [title: string, summary: string, terms: string]>;

export interface DemoPromotion {
  art: PromoArt;
  category: PromotionCategory;
  /** Days from the seed's day to the end of the period; null runs with no end. */
  days: number | null;
  /** Taken part in by an activity application (docs/promotions.md). */
  applications?: boolean;
  texts: Texts;
}
