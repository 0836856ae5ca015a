import { cn } from '@/lib/cn';
import { displayAmount, toMinor } from '../lib/money';

/** An amount as §9 shows it; `signed` colours money in and out and always shows the sign. */
export function AmountText({
  value,
  signed,
  className,
  testId,
}: {
  value: string;
  signed?: boolean;
  className?: string;
  testId?: string;
}) {
  const minor = toMinor(value);
  const positive = minor !== null && minor > 0n;
  const negative = minor !== null && minor < 0n;
  return (
    <span
      data-testid={testId}
      className={cn(
        'font-semibold tabular-nums',
        signed && positive && 'text-success',
        signed && negative && 'text-danger',
        className,
      )}
    >
      {signed && positive ? '+' : ''}
      {displayAmount(value)}
    </span>
  );
}
