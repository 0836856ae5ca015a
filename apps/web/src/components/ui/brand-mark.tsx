import { cn } from '@/lib/cn';
import { Icon } from './icon';

interface BrandMarkProps {
  name: string;
  compact?: boolean;
  /** Phones show the emblem alone where the bar is too narrow for the name. */
  nameFromSm?: boolean;
  className?: string;
}

/** The logo: the merchant's name beside a glowing emblem (until merchants upload their own logo). */
export function BrandMark({ name, compact, nameFromSm, className }: BrandMarkProps) {
  return (
    <span className={cn('inline-flex min-w-0 items-center gap-2.5', className)}>
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-linear-to-br from-accent to-accent-2 text-accent-fg shadow-glow">
        <Icon name="star" className="size-5" />
      </span>
      {compact ? null : (
        <span
          className={cn(
            'truncate bg-linear-to-r from-fg to-muted bg-clip-text text-lg font-extrabold tracking-tight text-transparent',
            nameFromSm && 'max-sm:hidden',
          )}
        >
          {name}
        </span>
      )}
    </span>
  );
}
