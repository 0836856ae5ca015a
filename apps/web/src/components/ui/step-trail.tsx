import { cn } from '@/lib/cn';
import { Icon } from './icon';

interface StepTrailProps {
  /** The step being filled in, from 1. */
  step: number;
  /** One label a step, in order. */
  labels: readonly string[];
  label?: string | undefined;
  className?: string | undefined;
}

/** The steps of a form in a row: done ones ticked, the current one marked for assistive tech too. */
export function StepTrail({ step, labels, label, className }: StepTrailProps) {
  return (
    <ol className={cn('flex items-center gap-2 text-xs font-semibold', className)} aria-label={label}>
      {labels.map((text, index) => {
        const n = index + 1;
        return (
          <li
            key={text}
            aria-current={n === step ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-2 rounded-lg px-3 py-2',
              n === step
                ? 'bg-accent/15 text-accent'
                : n < step
                  ? 'bg-success/10 text-success'
                  : 'bg-surface-2 text-muted',
            )}
          >
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-current/15">
              {n < step ? <Icon name="check" className="size-3" /> : n}
            </span>
            {text}
          </li>
        );
      })}
    </ol>
  );
}
