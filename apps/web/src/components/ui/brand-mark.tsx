import { cn } from '@/lib/cn';
import { Icon } from './icon';

interface BrandMarkProps {
  name: string;
  /** The brand's own logo (set up in the console); without one, the emblem and the name. */
  logoUrl?: string | null | undefined;
  compact?: boolean;
  /** Phones show the emblem alone where the bar is too narrow for the name. */
  nameFromSm?: boolean;
  className?: string;
}

/** The logo: the brand's own picture, else the merchant's name beside a glowing emblem. */
export function BrandMark({ name, logoUrl, compact, nameFromSm, className }: BrandMarkProps) {
  if (logoUrl) {
    return (
      <span className={cn('inline-flex min-w-0 items-center', className)}>
        <img src={logoUrl} alt={name} height={36} className="h-9 w-auto max-w-40 object-contain" />
      </span>
    );
  }
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
