import { useState } from 'react';
import { cn } from '@/lib/cn';

/** Winners' pictures are the built-in avatars, 128 pixels square. */
const AVATAR_PIXELS = 128;

/** A winner's picture; without one, or when it fails to load, the default avatar (§2). */
export function WinnerAvatar({
  name,
  src,
  className,
}: {
  name: string;
  src?: string | null;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        width={AVATAR_PIXELS}
        height={AVATAR_PIXELS}
        onError={() => setBroken(src)}
        className={cn('shrink-0 rounded-full object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="default-avatar"
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-linear-to-br from-brand to-brand-2 text-white',
        className,
      )}
    >
      <svg viewBox="0 0 24 24" className="size-3/5" fill="currentColor" aria-hidden="true">
        <circle cx="12" cy="8.5" r="4" />
        <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6z" />
      </svg>
      <span className="sr-only">{name}</span>
    </span>
  );
}
