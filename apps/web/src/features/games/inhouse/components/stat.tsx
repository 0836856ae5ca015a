import { cn } from '@/lib/cn';

/** One labelled figure under a game's controls (chance, multiplier, payout). */
export function Stat({
  label,
  value,
  testId,
  className,
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-surface-2 p-3', className)}>
      <p className="text-xs font-semibold text-muted">{label}</p>
      <p data-testid={testId} className="truncate text-lg font-black text-fg tabular-nums">
        {value}
      </p>
    </div>
  );
}
