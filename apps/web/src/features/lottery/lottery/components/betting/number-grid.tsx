import { memo } from 'react';
import { cn } from '@/lib/cn';

interface NumberGridProps {
  values: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** When the selection is full, unselected numbers cannot be added. */
  full: boolean;
  columns: 5 | 10;
  label: string;
  testId: string;
}

const COLS = { 5: 'grid-cols-5', 10: 'grid-cols-5 sm:grid-cols-10' } as const;

/**
 * A grid of numbers to tap; selected ones light up. A hundred buttons: memoized, so the betting
 * page's other answers (menus, countdown, slip) redraw it only when its own props change. Callers
 * hand it stable values and a handler of one identity.
 */
export const NumberGrid = memo(function NumberGrid({
  values,
  selected,
  onToggle,
  full,
  columns,
  label,
  testId,
}: NumberGridProps) {
  return (
    <fieldset data-testid={testId} className={cn('grid gap-1.5', COLS[columns])}>
      <legend className="sr-only">{label}</legend>
      {values.map((v) => {
        const on = selected.includes(v);
        return (
          <button
            key={v}
            type="button"
            aria-pressed={on}
            disabled={!on && full}
            data-testid={`${testId}-${v}`}
            onClick={() => onToggle(v)}
            className={cn(
              'h-9 rounded-lg font-mono text-sm font-semibold tabular-nums transition',
              on
                ? 'bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow'
                : 'bg-surface-2 text-fg hover:bg-surface-3 disabled:opacity-40',
            )}
          >
            {v}
          </button>
        );
      })}
    </fieldset>
  );
});
