import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePromotions } from '../api/promotions';
import { type CategoryTab, CategoryTabs } from '../components/category-tabs';
import { PromotionCard } from '../components/promotion-card';
import { PromotionError, PromotionSkeletons } from '../components/promotion-states';

/** /promotions (§2): the running promotions as cards, with a tab per category that has any. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const query = usePromotions();
  const [tab, setTab] = useState<CategoryTab>('all');
  const categories = query.data?.categories ?? [];
  // A tab whose last promotion ended falls back to All.
  const current: CategoryTab = tab !== 'all' && !categories.includes(tab) ? 'all' : tab;
  const shown = (query.data?.list ?? []).filter((p) => current === 'all' || p.category === current);

  return (
    <div data-testid="promotions-page" className="mx-auto max-w-6xl space-y-5">
      <header className="space-y-1">
        <h1 className="font-display text-2xl font-bold text-fg">{t('promotions.title')}</h1>
        <p className="text-sm text-muted">{t('promotions.intro')}</p>
      </header>
      {query.isPending ? (
        <PromotionSkeletons />
      ) : query.isError ? (
        <PromotionError error={query.error} onRetry={() => void query.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState icon="gift" title={t('promotions.emptyTitle')} message={t('promotions.emptyText')} />
      ) : (
        <>
          <CategoryTabs categories={categories} value={current} onChange={setTab} />
          <div role="tabpanel" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
