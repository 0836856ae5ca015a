import type { PromotionCategory } from '@pf/shared';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

export type CategoryTab = PromotionCategory | 'all';

/** All, then each category that has a running promotion; scrolls sideways on a phone. */
export function CategoryTabs({
  categories,
  value,
  onChange,
}: {
  categories: readonly PromotionCategory[];
  value: CategoryTab;
  onChange: (value: CategoryTab) => void;
}) {
  const { t } = useTranslation();
  const tabs: CategoryTab[] = ['all', ...categories];
  return (
    <div
      role="tablist"
      aria-label={t('promotions.categories')}
      className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {tabs.map((tab) => {
        const active = tab === value;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={active}
            onClick={() => onChange(tab)}
            className={cn(
              'min-h-9 shrink-0 rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition',
              active
                ? 'border-accent bg-accent text-accent-fg shadow-card'
                : 'border-line bg-surface text-muted hover:border-accent/60 hover:text-fg',
            )}
          >
            {tab === 'all' ? t('promotions.all') : t(`promotions.category.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
