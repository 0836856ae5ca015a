import { cn } from '@/lib/cn';
import { showAmount } from '../lib/money';

/** One labelled figure of a report; a negative amount shows in the danger colour. */
export function FigureCard({
  label,
  value,
  amount = true,
}: {
  label: string;
  value: string;
  amount?: boolean;
}) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('mt-1 truncate text-lg font-bold', value.startsWith('-') && 'text-danger')}>
        {amount ? showAmount(value) : value}
      </dd>
    </div>
  );
}
