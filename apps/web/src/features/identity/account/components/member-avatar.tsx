import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The built-in pictures are this many pixels square; the box is reserved before one loads. */
const AVATAR_PIXELS = 128;

/**
 * The member's picture, or their initial on the brand gradient when there is none or it fails to
 * load (§2: a broken avatar falls back to a default one).
 */
export function MemberAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        width={AVATAR_PIXELS}
        height={AVATAR_PIXELS}
        onError={() => setBroken(src)}
        className={cn('shrink-0 rounded-full object-cover ring-2 ring-accent/40', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand to-brand-2 font-bold text-white ring-2 ring-accent/40',
        className,
      )}
    >
      {initial}
    </span>
  );
}
