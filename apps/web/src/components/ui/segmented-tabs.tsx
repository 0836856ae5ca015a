import { cn } from '@/lib/cn';

interface TabOption<T extends string> {
  value: T;
  label: string;
  testId?: string;
}

interface SegmentedTabsProps<T extends string> {
  value: T;
  onChange: (value: T) => void;
  options: readonly TabOption<T>[];
  label: string;
  className?: string;
  /** Pills switch modes of one form; underline tabs switch between forms (login / sign up). */
  variant?: 'pill' | 'underline';
  /**
   * Many modes with long names (roulette's bets): each tab keeps its whole name and the row wraps
   * onto a second line where they do not fit, instead of squeezing them into each other.
   */
  wrap?: boolean;
}

/** A pill switcher between a few modes of one form (username / SMS, email / phone). */
export function SegmentedTabs<T extends string>({
  value,
  onChange,
  options,
  label,
  className,
  variant = 'pill',
  wrap = false,
}: SegmentedTabsProps<T>) {
  const underline = variant === 'underline';
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cn(
        wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col',
        underline ? 'border-b border-line' : 'gap-1 rounded-xl bg-surface-2 p-1',
        className,
      )}
    >
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="tab"
            aria-selected={active}
            data-testid={option.testId}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-9 px-3 py-1.5 text-sm font-semibold transition',
              wrap && 'flex-auto whitespace-nowrap',
              underline
                ? cn(
                    '-mb-px border-b-2 pb-2.5 text-base',
                    active ? 'border-accent text-fg' : 'border-transparent text-muted hover:text-fg',
                  )
                : cn('rounded-lg', active ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg'),
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
