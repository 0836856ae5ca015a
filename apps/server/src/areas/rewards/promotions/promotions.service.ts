import {
  PROMOTION_CATEGORIES,
  type PromotionCard,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionList,
} from '@pf/shared';
import type { ChangeBus } from '../../../platform/change-bus.ts';
import { readCache } from '../../../platform/read-cache.ts';
import { AppError } from '../../../plugins/errors.ts';
import type { Merchant } from '../../brand/index.ts';
import { imageUrl } from '../../content/index.ts';
import type { PromotionsRepository, PromotionTextRow, PromotionWithTexts } from './promotions.repository.ts';

/**
 * How long a cached list may be served. Changes empty the cache at once through the change bus;
 * this bound is what lets a promotion appear or leave on its own start and end times.
 */
export const PROMOTION_CACHE_MS = 30_000;

/** The asked language's text, else the merchant's default language's; none means not shown. */
function textFor(p: PromotionWithTexts, language: string, fallback: string): PromotionTextRow | undefined {
  return p.texts.find((t) => t.language === language) ?? p.texts.find((t) => t.language === fallback);
}

function card(p: PromotionWithTexts, text: PromotionTextRow): PromotionCard {
  return {
    id: Number(p.id),
    category: p.category,
    language: text.language,
    title: text.title,
    summary: text.summary,
    imageUrl: imageUrl(p.image_id),
    startsAt: p.starts_at.toISOString(),
    endsAt: p.ends_at?.toISOString() ?? null,
  };
}

/** The site's promotion reads: only active promotions inside their period, in one language. */
export function promotionsService(deps: {
  repo: PromotionsRepository;
  bus?: ChangeBus | undefined;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  // Images are content; their rows change with the content topic.
  const cache = readCache(deps.bus, { topics: ['promotions', 'content'], ttlMs: PROMOTION_CACHE_MS });
  const live = (merchantId: number) =>
    cache.get(`live|${merchantId}`, () => deps.repo.live(merchantId, now()));

  function languages(merchant: Merchant, asked: string | undefined) {
    const fallback = merchant.config.defaultLanguage.toUpperCase();
    return { language: asked ?? fallback, fallback };
  }

  return {
    async list(
      merchant: Merchant,
      q: { category?: PromotionCategory | undefined; language?: string | undefined },
    ): Promise<PromotionList> {
      const { language, fallback } = languages(merchant, q.language);
      const shown = (await live(merchant.id)).flatMap((p) => {
        const text = textFor(p, language, fallback);
        return text ? [card(p, text)] : [];
      });
      const present = new Set(shown.map((p) => p.category));
      return {
        categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)),
        list: q.category ? shown.filter((p) => p.category === q.category) : shown,
      };
    },

    async detail(
      merchant: Merchant,
      id: number,
      q: { language?: string | undefined },
    ): Promise<PromotionDetail> {
      const { language, fallback } = languages(merchant, q.language);
      const p = (await live(merchant.id)).find((row) => row.id === BigInt(id));
      const text = p && textFor(p, language, fallback);
      if (!p || !text) throw new AppError('PROMOTION_NOT_FOUND');
      return { ...card(p, text), terms: text.terms };
    },
  };
}

export type PromotionsService = ReturnType<typeof promotionsService>;
