import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n/use-translation';

interface BetTypeTabsProps<T extends string> {
  options: readonly { value: T; label: string; testId: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Wrapping pills (many types) or equal columns (a few modes). */
  layout: 'wrap' | 'columns';
}

/** The tabs that pick what kind of bet a builder makes. */
export function BetTypeTabs<T extends string>({ options, value, onChange, layout }: BetTypeTabsProps<T>) {
  const { t } = useTranslation();
  return (
    <div
      role="tablist"
      aria-label={t('lottery.bet.type')}
      className={layout === 'wrap' ? 'flex flex-wrap gap-1.5' : 'grid grid-cols-3 gap-1.5'}
    >
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          data-testid={o.testId}
          onClick={() => onChange(o.value)}
          className={cn(
            'rounded-lg text-xs font-bold transition',
            layout === 'wrap' ? 'h-8 px-3' : 'h-9 px-2 sm:text-sm',
            o.value === value ? 'bg-fg text-bg' : 'bg-surface-2 text-muted hover:text-fg',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
