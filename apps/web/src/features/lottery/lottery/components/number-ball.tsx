import { cn } from '@/lib/cn';

const SIZES = { sm: 'size-6 text-[11px]', md: 'size-8 text-sm', lg: 'size-9 text-sm' } as const;

/** One drawn number as a lottery ball. */
export function NumberBall({
  value,
  size = 'sm',
  tone = 'accent',
}: {
  value: string;
  size?: keyof typeof SIZES;
  tone?: 'accent' | 'brand' | 'plain';
}) {
  return (
    <span
      className={cn(
        'grid shrink-0 place-items-center rounded-full font-bold tabular-nums',
        SIZES[size],
        tone === 'accent' && 'bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-sm',
        tone === 'brand' && 'bg-linear-to-br from-brand to-brand-2 text-white shadow-sm',
        tone === 'plain' && 'border border-line bg-surface-2 text-fg',
      )}
    >
      {value}
    </span>
  );
}
