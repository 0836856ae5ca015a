import { cn } from '@/lib/cn';
import { showAmount } from '../lib/money';

/** An amount in a report row with its label before it; the label shows small beside the figure. */
export function LabelledAmount({
  label,
  amount,
  strong = false,
  className,
}: {
  label: string;
  amount: string;
  /** The row's headline figure: bold, its label not. */
  strong?: boolean;
  className?: string;
}) {
  return (
    <p className={cn(strong && 'font-bold', 'sm:text-end', className)}>
      <span className={cn('text-xs', strong && 'font-normal', 'text-muted')}>{label} </span>
      {showAmount(amount)}
    </p>
  );
}
